import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

// The finance calculator widget: money fields with a '$', sliders with their value, and the
// result beside them on wide screens.
export const calculator = style({
  display: 'grid',
  gap: 24,
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
})
export const fields = style({ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' })
export const wide = style({ gridColumn: '1 / -1' })
export const sliderHead = style({ display: 'flex', justifyContent: 'space-between', gap: 8, fontWeight: 600 })
export const sliderValue = style({ fontWeight: 800, color: vars.color.brand, fontVariantNumeric: 'tabular-nums' })
export const slider = style({ width: '100%', accentColor: vars.color.brand, minHeight: 32 })
export const sliderEnds = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: '0.8rem',
  color: vars.color.textMuted,
})
export const select = style({
  width: '100%',
  minHeight: 44,
  padding: '10px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.input,
  font: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
})
export const help = style({ margin: 0, fontSize: '0.85rem', color: vars.color.textMuted })
export const helpAlert = style([help, { color: vars.color.danger, fontWeight: 600 }])
export const submit = style({
  justifySelf: 'start',
  padding: '10px 16px',
  border: 0,
  borderRadius: vars.radius.button,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 700,
  cursor: 'pointer',
})
export const result = style({
  alignSelf: 'start',
  display: 'grid',
  gap: 8,
  padding: 20,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
})
export const resultHead = style({ margin: 0, fontSize: '0.85rem', color: vars.color.textMuted, fontWeight: 600 })
export const figure = style({ margin: 0, fontSize: '2rem', fontWeight: 800, color: vars.color.price, lineHeight: 1.1 })
export const per = style({ fontSize: '1rem', fontWeight: 600, color: vars.color.text, marginLeft: 6 })
export const total = style({ margin: 0, fontWeight: 600 })
export const basis = style({ margin: 0, fontSize: '0.85rem', color: vars.color.textMuted, lineHeight: 1.45 })
export const estimate = style({
  marginTop: 16,
  padding: 16,
  display: 'grid',
  gap: 6,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
})
globalStyle(`${estimate} h3`, { margin: 0, fontSize: '1rem' })
export const offerEnds = style({ margin: 0, fontWeight: 700, color: vars.color.danger })
export const teaser = style({ display: 'grid', gap: 4, margin: 0 })
export const teaserLink = style({ fontWeight: 700 })
/** A link in small print made a tap target at least 24 px tall (WCAG 2.5.8), its text as it was. */
export const tapLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: 24 })
