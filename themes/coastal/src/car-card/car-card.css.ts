import { vars } from '@dealer/theme-contract/vars'
import { aboveStretchedLink, photoPlaceholder, raisedOnHover, stretchedLink } from '@dealer/theme-base/rules'
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  padding: '0.5rem',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.card,
  ...raisedOnHover({ ms: 200, lift: '-3px' }),
})

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: `calc(${vars.radius.card} - 0.5rem)`,
  background: vars.color.surfaceMuted,
})

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 400ms ease',
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.04)' } },
})

export const unavailable = style({})
globalStyle(`${unavailable} ${image}`, { filter: 'grayscale(0.75)', opacity: 0.75 })

export const placeholder = style(
  photoPlaceholder({
    color: vars.color.brand,
    background: `radial-gradient(120% 90% at 20% 10%, ${vars.color.surface}, ${vars.color.surfaceMuted} 60%, color-mix(in srgb, ${vars.color.brand} 14%, ${vars.color.surfaceMuted}))`,
  }),
)

/* Tag: a white pill with a coloured dot, over the photo's top-left corner. */
const pill = style({
  position: 'absolute',
  top: '0.75rem',
  insetInlineStart: '0.75rem',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.45rem',
  maxWidth: 'calc(100% - 6rem)',
  padding: '0.3rem 0.75rem 0.3rem 0.6rem',
  borderRadius: 999,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.02em',
  lineHeight: 1.3,
  boxShadow: '0 4px 14px -6px rgb(0 0 0 / 0.35)',
  '::before': {
    content: '""',
    flex: 'none',
    width: '0.55rem',
    height: '0.55rem',
    borderRadius: '50%',
    background: 'currentColor',
  },
})

const dot = (color: string) => [pill, { selectors: { '&::before': { background: color } } }]

export const tag = styleVariants({
  sold: [pill, { background: vars.color.danger, color: '#fff' }],
  reserved: dot(vars.color.accent),
  certified: dot(vars.color.brand),
  green: dot(vars.color.success),
  red: dot(vars.color.danger),
  coming_soon: dot(vars.color.brand),
  new: dot(vars.color.accent),
  fuel: dot(vars.color.success),
})

export const photoCount = style({
  position: 'absolute',
  top: '0.75rem',
  insetInlineEnd: '0.75rem',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.3rem',
  padding: '0.3rem 0.6rem',
  borderRadius: 999,
  background: `color-mix(in srgb, ${vars.color.surfaceInverse} 70%, transparent)`,
  color: vars.color.textInverse,
  fontSize: '0.75rem',
  fontWeight: 600,
  backdropFilter: 'blur(4px)',
})

/**
 * A zero-height anchor lifted to the top of the body (order: -1), so the chip can hang from it
 * over the photo's bottom-left corner while the markup keeps it after the title.
 */
export const priceAnchor = style({
  order: -1,
  position: 'relative',
  height: 0,
  marginBottom: '-0.5rem',
})

export const priceChip = style({
  position: 'absolute',
  insetInlineStart: 0,
  bottom: '1.75rem',
  display: 'grid',
  justifyItems: 'start',
  margin: 0,
  padding: '0.5rem 0.9rem 0.55rem',
  borderRadius: 16,
  background: vars.color.surface,
  boxShadow: '0 10px 24px -12px rgb(0 0 0 / 0.45)',
  lineHeight: 1.15,
})

export const wasPrice = style({
  fontSize: '0.75rem',
  color: vars.color.textMuted,
})

export const price = style({
  fontSize: '1.375rem',
  fontWeight: 800,
  letterSpacing: '-0.02em',
  color: vars.color.price,
})

export const poa = style({
  fontSize: '1rem',
  fontWeight: 700,
  color: vars.color.price,
})

export const priceLabel = style({
  fontSize: '0.6875rem',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
  color: vars.color.textMuted,
})

export const body = style({
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  gap: '0.5rem',
  padding: `1rem calc(${vars.space.card} - 0.5rem) calc(${vars.space.card} - 0.5rem)`,
})

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: '1.3125rem',
  lineHeight: 1.2,
  letterSpacing: '-0.01em',
})

export const titleLink = style(stretchedLink(card, { focusOffset: 3 }))

export const subtitle = style({
  margin: '-0.25rem 0 0',
  color: vars.color.textMuted,
})

/* Attributes as one quiet line, separated by dots. */
export const specs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.15rem 0',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.875rem',
  color: vars.color.text,
})

/** The dot trails each item, so a wrapped line never starts with one. */
export const spec = style({
  selectors: {
    '&:not(:last-child)::after': { content: '"·"', marginInline: '0.5rem', color: vars.color.textMuted },
  },
})

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  marginTop: 'auto',
  paddingTop: '0.75rem',
  fontSize: '0.875rem',
})

export const location = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  margin: 0,
  color: vars.color.textMuted,
})

export const weekly = style({
  marginInlineStart: 'auto',
  padding: '0.25rem 0.7rem',
  borderRadius: 999,
  background: `color-mix(in srgb, ${vars.color.brand} 10%, ${vars.color.surface})`,
  color: vars.color.brand,
  fontWeight: 700,
  whiteSpace: 'nowrap',
})

export const similar = style({
  ...aboveStretchedLink,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.45rem',
  minHeight: '2.75rem',
  marginTop: '0.25rem',
  borderRadius: vars.radius.button,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: `color-mix(in srgb, ${vars.color.brand} 85%, black)` },
  },
})

/** The save-to-watchlist form, above the stretched link. */
export const watchlistForm = style({ ...aboveStretchedLink, margin: '0.25rem 0 0' })

export const watchlistButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  minHeight: '2.75rem',
  padding: '0 1rem',
  borderRadius: '999px',
  border: 0,
  background: `color-mix(in srgb, ${vars.color.brand} 10%, ${vars.color.surface})`,
  color: vars.color.brand,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: `color-mix(in srgb, ${vars.color.brand} 18%, ${vars.color.surface})` },
    '&[data-saved]': { background: vars.color.brand, color: vars.color.brandContrast },
  },
})
globalStyle(`${watchlistButton}[data-saved] svg`, { fill: 'currentColor' })
