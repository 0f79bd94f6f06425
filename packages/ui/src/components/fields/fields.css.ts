import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

// alignContent start: a field beside a taller one (its error shown, in a grid row) keeps its
// label and control together at the top instead of stretching them to the row's height.
export const field = style({ display: 'grid', gap: 4, alignContent: 'start' })
export const label = style({ display: 'grid', gap: 6, fontWeight: 600, alignContent: 'start' })
export const input = style({
  width: '100%',
  minHeight: 44,
  padding: '10px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.input,
  font: 'inherit',
  fontWeight: 400,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
})
export const check = style({ display: 'flex', gap: 10, alignItems: 'flex-start' })
// The browser's own box is 13 px: too small to aim at on a phone beside a line of small print.
// 24 px (WCAG 2.2's minimum target), in the dealer's colour, level with the label's first line.
globalStyle(`${check} > input[type="checkbox"]`, {
  width: 24,
  height: 24,
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.brand,
})
export const error = style({ color: vars.color.danger, margin: '4px 0 0', fontSize: '0.92rem', fontWeight: 600 })
export const hint = style({ margin: 0, fontSize: '0.9rem', color: vars.color.textMuted })

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.input,
  padding: '12px 16px',
  margin: 0,
  display: 'grid',
  gap: 12,
})
export const legend = style({ fontWeight: 700, padding: '0 6px' })
export const radios = style({ display: 'flex', gap: '8px 20px', flexWrap: 'wrap' })
export const radio = style({ display: 'inline-flex', gap: 8, alignItems: 'center', minHeight: 32 })

export const affixed = style({
  display: 'flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.input,
  overflow: 'hidden',
  background: vars.color.surface,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
})
export const affix = style({
  display: 'flex',
  alignItems: 'center',
  padding: '0 12px',
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: 700,
})
export const affixedInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: '10px 12px',
  border: 0,
  font: 'inherit',
  fontWeight: 400,
  outline: 'none',
})
