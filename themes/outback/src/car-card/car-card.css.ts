import { media as breakpoints } from '@dealer/theme-base/media'
import { vars } from '@dealer/theme-contract/vars'
import { aboveStretchedLink, photoPlaceholder, stretchedLink } from '@dealer/theme-base/rules'
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'

const condensed = {
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  textTransform: vars.font.headingTransform,
} as const

/** Every part but the photo and the price band keeps the card's inner padding. */
const inset = { paddingInline: vars.space.card }

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  paddingBottom: vars.space.card,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.card,
  transition: 'box-shadow 180ms ease',
  selectors: {
    '&:hover': { boxShadow: `0 0 0 2px ${vars.color.brand}, ${vars.shadow.raised}` },
  },
})

/** Edge to edge, first on screen. */
export const media = style({
  order: -2,
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  background: vars.color.surface,
})

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 500ms ease',
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.05)' } },
})

/** A sold or reserved car's photo is greyed. */
export const unavailable = style({})
globalStyle(`${unavailable} ${image}`, { filter: 'grayscale(0.85)', opacity: 0.7 })

/** The shell's body steps aside, so its parts are the card's flex items and the price band can move up. */
export const body = style({ display: 'contents' })

export const placeholder = style({
  ...photoPlaceholder({
    color: vars.color.textMuted,
    background: `repeating-linear-gradient(135deg, ${vars.color.surface} 0 14px, ${vars.color.surfaceMuted} 14px 28px)`,
  }),
  fontWeight: 400,
})

/* The tag: a bold block in the photo's top-left corner. */
const block = style({
  ...condensed,
  position: 'absolute',
  top: 0,
  insetInlineStart: 0,
  padding: '0.35rem 0.75rem 0.3rem',
  borderEndEndRadius: vars.radius.card,
  fontSize: '0.8125rem',
  letterSpacing: '0.08em',
  lineHeight: 1.2,
})
const onDark = vars.color.surface
export const tag = styleVariants({
  sold: [block, { background: vars.color.danger, color: onDark }],
  reserved: [block, { background: vars.color.accent, color: vars.color.accentContrast }],
  certified: [block, { background: vars.color.brand, color: vars.color.brandContrast }],
  green: [block, { background: vars.color.success, color: onDark }],
  red: [block, { background: vars.color.danger, color: onDark }],
  coming_soon: [block, { background: vars.color.surfaceInverse, color: vars.color.textInverse }],
  new: [block, { background: vars.color.accent, color: vars.color.accentContrast }],
  fuel: [block, { background: vars.color.success, color: onDark }],
})

export const photoCount = style({
  position: 'absolute',
  bottom: '0.5rem',
  insetInlineEnd: '0.5rem',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.3rem',
  padding: '0.2rem 0.5rem',
  borderRadius: vars.radius.button,
  background: 'rgb(0 0 0 / 0.72)',
  color: '#fff',
  fontSize: '0.75rem',
  fontWeight: 600,
})

/* The price band: straight under the photo, the price large in the price colour. */
export const priceBand = style({
  order: -1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  alignContent: 'center',
  columnGap: '0.5rem',
  // From tablet width, room for two lines (was-price and weekly wrap on narrow cards), so a row of
  // cards lines up.
  '@media': { [breakpoints.tablet]: { minHeight: '4.5rem' } },
  margin: 0,
  padding: `0.4rem ${vars.space.card}`,
  background: vars.color.surface,
  borderBottom: `3px solid ${vars.color.brand}`,
})

export const price = style({
  ...condensed,
  color: vars.color.price,
  fontSize: '1.625rem',
  lineHeight: 1.1,
  letterSpacing: '0.02em',
})
export const poa = style([price, { fontSize: '1.125rem', color: vars.color.text }])
export const priceLabel = style({ color: vars.color.textMuted, fontSize: '0.8125rem' })
export const wasPrice = style({ color: vars.color.textMuted, fontSize: '0.875rem' })
export const weekly = style({
  marginInlineStart: 'auto',
  padding: '0.1rem 0.45rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  color: vars.color.text,
  fontSize: '0.8125rem',
  fontWeight: 600,
})

export const title = style({
  ...condensed,
  ...inset,
  margin: '0.875rem 0 0',
  fontSize: '1.1875rem',
  letterSpacing: '0.03em',
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
})

/** The one link: its box covers the card, so the whole card is the target. */
export const titleLink = style(stretchedLink(card, { focusOffset: -4 }))

export const subtitle = style({
  ...inset,
  margin: '0.2rem 0 0',
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
})

export const specs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.375rem',
  margin: `0.75rem ${vars.space.card} 0`,
  padding: 0,
  listStyle: 'none',
})

export const spec = style({
  padding: '0.2rem 0.5rem',
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '0.8125rem',
})

export const location = style({
  ...inset,
  display: 'flex',
  alignItems: 'center',
  gap: '0.35rem',
  margin: '0.75rem 0 0',
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
})

export const similar = style({
  ...aboveStretchedLink,
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  alignSelf: 'flex-start',
  margin: `0.75rem ${vars.space.card} 0`,
  color: vars.color.brand,
  fontWeight: 700,
})

export const watchlistForm = style({ ...aboveStretchedLink, marginTop: 'auto', paddingTop: '0.75rem', ...inset })

export const watchlistButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  padding: '0.4rem 0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[data-saved]': { borderColor: vars.color.brand, color: vars.color.brand },
  },
})
