import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

/*
 * Partner blocks (docs/decisions/023-partner-blocks.md) arrive as static HTML with data attributes
 * and no classes: the app styles them here with the contract's token vars, so they follow the theme.
 */
export const region = style({ display: 'grid', gap: 12, minWidth: 0 })

/**
 * The card badge's place: a tab across the card's top edge, centred, above the marks themes draw
 * inside the photo (tags top left, photo counts top right). A long label is cut with an ellipsis.
 */
export const cardItem = style({ position: 'relative' })
export const cardBadge = style({
  position: 'absolute',
  top: -11,
  left: '50%',
  transform: 'translateX(-50%)',
  maxWidth: '70%',
  zIndex: 1,
  display: 'flex',
  justifyContent: 'center',
  gap: 6,
  pointerEvents: 'none',
})
globalStyle(`${cardBadge} [data-partner-block]`, { minWidth: 0, display: 'flex' })
globalStyle(`${cardBadge} [data-partner-badge]`, { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

globalStyle('[data-partner-badge]', {
  display: 'inline-block',
  padding: '3px 10px',
  borderRadius: 999,
  fontSize: '0.78rem',
  fontWeight: 700,
  lineHeight: 1.4,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
})
globalStyle('[data-partner-badge][data-tone="brand"]', {
  background: vars.color.brand,
  color: vars.color.brandContrast,
  borderColor: vars.color.brand,
})
globalStyle('[data-partner-badge][data-tone="accent"]', {
  background: vars.color.accent,
  color: vars.color.accentContrast,
  borderColor: vars.color.accent,
})

const boxed = ['[data-partner-widget]', '[data-partner-banner]', '[data-partner-text]'].join(', ')
globalStyle(boxed, {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  padding: 'clamp(14px, 3vw, 20px)',
  display: 'grid',
  gap: 8,
})
globalStyle(`[data-partner-block] :is(p, h2, figure)`, { margin: 0 })
globalStyle('[data-partner-title]', { fontWeight: 700, fontSize: '1.05rem' })
// Below the car a block's title is a section heading, sized as the car page's panels' headings.
globalStyle('h2[data-partner-title]', { fontSize: '1.3rem', letterSpacing: '-0.01em' })
globalStyle('[data-partner-by]', { fontSize: '0.8rem', color: vars.color.textMuted })
globalStyle('[data-partner-block] a', { color: vars.color.brand, fontWeight: 600, textUnderlineOffset: 3 })
globalStyle('[data-partner-banner]', {
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  background: vars.color.surfaceMuted,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 20 } },
})
globalStyle('[data-partner-banner] img', { maxWidth: 160, height: 'auto', borderRadius: vars.radius.card })
globalStyle('[data-partner-banner] > div', { display: 'grid', gap: 6 })
globalStyle('[data-partner-video] video', {
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.card,
})
globalStyle('[data-partner-video] figcaption', { fontSize: '0.875rem', color: vars.color.textMuted, marginTop: 6 })

/** The results banner: apart from the results under it, as the save-search box is. */
export const resultsBanner = style([region, { marginBottom: 20 }])
