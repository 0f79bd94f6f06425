import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const body = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' })
export const main = style({ flex: 1 })

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  top: 8,
  zIndex: 100,
  padding: '8px 16px',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus': { left: 8 } },
})

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
})

export const section = style({ paddingBlock: vars.space.section })
export const sectionMuted = style([section, { background: vars.color.surfaceMuted }])

export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 16,
  flexWrap: 'wrap',
  marginBottom: 24,
})
export const sectionTitle = style({ fontSize: 'clamp(1.4rem, 1.1rem + 1vw, 2rem)', margin: 0 })
export const sectionLink = style({ fontWeight: 600, color: vars.color.brand, textUnderlineOffset: 4 })

/** The gap between cards in a grid (px). */
export const GRID_GAP = 24
export const cardGrid = style({
  display: 'grid',
  gap: GRID_GAP,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
// A card a save without JavaScript comes back to (#car-{id}) opens with room above it.
globalStyle(`${cardGrid} > li[id]`, { scrollMarginTop: vars.space.gutter })
export const cardGrid4 = style({
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    'screen and (min-width: 1280px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const errorPage = style({
  maxWidth: 640,
  margin: '0 auto',
  padding: '15vh 24px',
  textAlign: 'center',
})

export const muted = style({ color: vars.color.textMuted })

/**
 * A short uppercase label in the accent colour (a location's type, a brand's "Authorised dealer"):
 * the accent fills a pill and the text takes the accent's contrast colour. The accent is a fill
 * token: as text on the surface it is too faint on light-accent themes (coastal's coral, 2.4:1).
 * docs/spec-coverage.md, Accessibility.
 */
export const accentLabel = style({
  display: 'inline-block',
  width: 'fit-content',
  padding: '2px 10px',
  borderRadius: 999,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  lineHeight: 1.6,
})

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 44,
  padding: '10px 20px',
  borderRadius: vars.radius.button,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { background: `color-mix(in srgb, ${vars.color.brand} 85%, black)` },
})
export const buttonGhost = style([
  button,
  {
    background: 'transparent',
    color: vars.color.brand,
    ':hover': { background: `color-mix(in srgb, ${vars.color.brand} 10%, transparent)` },
  },
])
/** A button drawn as a link: the lesser way on beside a primary button (as tall, to be as easy to press). */
export const buttonText = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 400,
  color: vars.color.brand,
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  cursor: 'pointer',
  ':hover': { textDecorationThickness: 2 },
})

/** The gap between the cards of a sideways strip, in px (the strip's arrows move one card and this gap). */
export const STRIP_GAP = 20

/**
 * A sideways strip of cards (the home page's locations, a model's variants): it scrolls by touch,
 * trackpad and keys, snapping cards to its start; `useCardStrip` gives it arrows. A browser without
 * JavaScript gets no arrows, and a mouse cannot swipe: from a tablet's width up it wraps the cards
 * into rows instead (`scripting: none`), so every card is on the page.
 */
export const STRIP_WRAP = 'screen and (min-width: 48rem) and (scripting: none)'
export const cardStrip = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(85%, 340px)',
  gap: STRIP_GAP,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  listStyle: 'none',
  margin: 0,
  '@media': {
    '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
    [STRIP_WRAP]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
      overflowX: 'visible',
    },
  },
})
