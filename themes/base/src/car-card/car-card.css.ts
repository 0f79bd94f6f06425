import { vars } from '@dealer/theme-contract/vars'
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { aboveStretchedLink, raisedOnHover, stretchedLink } from '../styles/rules'

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  ...raisedOnHover({ ms: 160, lift: '-2px' }),
})

/* Photo first, 3:2, with the tag ribbon and the photo count over it. */
export const media = style({
  position: 'relative',
  aspectRatio: '3 / 2',
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
})

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 300ms ease',
  selectors: {
    [`${card}:hover &`]: { transform: 'scale(1.03)' },
  },
})

export const unavailable = style({})
globalStyle(`${unavailable} ${image}`, { filter: 'grayscale(0.7)', opacity: 0.8 })

const ribbon = style({
  position: 'absolute',
  top: '0.875rem',
  insetInlineStart: 0,
  zIndex: 1,
  maxWidth: '85%',
  padding: '0.3rem 1.1rem 0.3rem 0.75rem',
  fontSize: '0.75rem',
  fontWeight: 800,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  lineHeight: 1.3,
  // A flag with a notched tail.
  clipPath: 'polygon(0 0, 100% 0, calc(100% - 0.55rem) 50%, 100% 100%, 0 100%)',
  boxShadow: '0 1px 2px rgb(0 0 0 / 0.2)',
})

const tone = (background: string, color: string) => [ribbon, { background, color }]

/** One look per tag kind (docs/spec-coverage.md, Stock rules); custom tags are green or red per tenant. */
export const tag = styleVariants({
  sold: tone(vars.color.danger, '#fff'),
  reserved: tone(vars.color.surfaceInverse, vars.color.textInverse),
  certified: tone(vars.color.brand, vars.color.brandContrast),
  green: tone(vars.color.success, '#fff'),
  red: tone(vars.color.danger, '#fff'),
  coming_soon: tone(vars.color.surfaceInverse, vars.color.textInverse),
  new: tone(vars.color.accent, vars.color.accentContrast),
  fuel: tone(vars.color.success, '#fff'),
})

export const photoCount = style({
  position: 'absolute',
  insetInlineEnd: '0.625rem',
  bottom: '0.625rem',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.3rem',
  padding: '0.2rem 0.5rem',
  borderRadius: vars.radius.button,
  fontSize: '0.75rem',
  fontWeight: 600,
  background: `color-mix(in srgb, ${vars.color.surfaceInverse} 78%, transparent)`,
  color: vars.color.textInverse,
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: '0.625rem',
  padding: vars.space.card,
})

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  textTransform: vars.font.headingTransform,
  fontSize: '1.1875rem',
  lineHeight: 1.2,
  letterSpacing: '0.005em',
})

/** The one link of the card; its ::after stretches over the whole card. */
export const titleLink = style(stretchedLink(card, { focusOffset: -3 }))

export const subtitle = style({
  margin: '-0.375rem 0 0',
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
})

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.375rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const chip = style({
  padding: '0.2rem 0.55rem',
  borderRadius: vars.radius.button,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: '0.75rem',
  fontWeight: 600,
  color: vars.color.text,
  whiteSpace: 'nowrap',
})

/* Bottom row: location left, price block right. */
export const footer = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: '0.75rem',
  marginTop: 'auto',
  paddingTop: '0.75rem',
  borderTop: `1px solid ${vars.color.border}`,
})

export const location = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.3rem',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
})

export const priceBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  marginInlineStart: 'auto',
  textAlign: 'end',
  lineHeight: 1.15,
})

export const wasPrice = style({
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
  textDecorationThickness: '1.5px',
})

export const price = style({
  margin: 0,
  color: vars.color.price,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: '1.625rem',
  letterSpacing: '-0.01em',
})

export const poa = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: '1rem',
})

export const priceLabel = style({
  fontSize: '0.6875rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
})

export const weekly = style({
  marginTop: '0.3rem',
  fontSize: '0.8125rem',
  fontWeight: 600,
  color: vars.color.text,
})

/** Above the stretched link, so it stays its own target. */
export const similar = style({
  ...aboveStretchedLink,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.4rem',
  minHeight: '2.75rem',
  borderRadius: vars.radius.button,
  border: `2px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontWeight: 700,
  fontSize: '0.9375rem',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brand, color: vars.color.brandContrast },
  },
})

/** The save-to-watchlist form: its own row, above the stretched link. */
export const watchlistForm = style({ ...aboveStretchedLink, margin: 0 })

export const watchlistButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  minHeight: '2.75rem',
  padding: '0 0.875rem',
  borderRadius: vars.radius.button,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[data-saved]': { borderColor: vars.color.brand, color: vars.color.brand },
  },
})
globalStyle(`${watchlistButton}[data-saved] svg`, { fill: 'currentColor' })
