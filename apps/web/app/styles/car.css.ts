import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'
import { favouriteForm } from './car-interactive.css'
import { toggleForm } from './watchlist.css'

const desktop = 'screen and (min-width: 1024px)'

// One line: the car's own crumb gives way (an ellipsis) before the line wraps.
export const breadcrumb = style({ paddingBlock: 12, fontSize: '0.875rem', color: vars.color.textMuted })
globalStyle(`${breadcrumb} ol`, {
  display: 'flex',
  alignItems: 'baseline',
  gap: 8,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  minWidth: 0,
})
globalStyle(`${breadcrumb} li`, { flex: 'none', whiteSpace: 'nowrap' })
globalStyle(`${breadcrumb} li:last-child`, {
  flex: '0 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
globalStyle(`${breadcrumb} li + li::before`, { content: '"›"', marginRight: 8 })
// A tap target at least 24 px tall (WCAG 2.5.8); the nav's padding gives back what the links take.
globalStyle(`${breadcrumb} a`, {
  display: 'inline-block',
  paddingBlock: 2,
  color: vars.color.textMuted,
  textUnderlineOffset: 3,
})
globalStyle(`${breadcrumb} a:hover`, { color: vars.color.brand })

/**
 * The theme's car page layout tokens (docs/spec-coverage.md, Theme kit: page slots and partner
 * blocks), set on the grid by the page: `data-sidebar`, `data-gallery` and this variable.
 */
const sidebarWidth = 'var(--car-sidebar-width, 384px)'

// Phone: photos, then title/price/actions, then details, whatever the layout tokens say. Desktop:
// by default the sidebar on the right beside both (not sticky: it is taller than many windows, and
// the sticky header carries the car from 500 px).
export const layout = style({
  display: 'grid',
  gap: 20,
  paddingBottom: 48,
  gridTemplateAreas: '"gallery" "side" "main"',
  '@media': {
    [desktop]: {
      gap: '28px 36px',
      gridTemplateColumns: `minmax(0, 1fr) ${sidebarWidth}`,
      gridTemplateAreas: '"gallery side" "main side"',
      alignItems: 'start',
      selectors: {
        '&[data-sidebar="left"]': {
          gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)`,
          gridTemplateAreas: '"side gallery" "side main"',
        },
        '&[data-gallery="top"]': { gridTemplateAreas: '"gallery gallery" "main side"' },
        '&[data-sidebar="left"][data-gallery="top"]': { gridTemplateAreas: '"gallery gallery" "side main"' },
      },
    },
  },
})
export const galleryArea = style({ gridArea: 'gallery', minWidth: 0 })
export const mainCol = style({ gridArea: 'main', display: 'grid', gap: 20, minWidth: 0 })
/** The photo strip: fills the media box (components/car/car-media.css.ts), a photo a snap. */
export const gallery = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  height: '100%',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
export const slide = style({ height: '100%', scrollSnapAlign: 'start', scrollSnapStop: 'always' })
export const photo = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' })
export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: 'clamp(18px, 4vw, 28px)',
  background: vars.color.surface,
})
globalStyle(`${panel} > h2`, { fontSize: '1.3rem', margin: '0 0 16px', letterSpacing: '-0.01em' })
export const specs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  gap: '16px 20px',
  margin: 0,
})
export const spec = style({})
globalStyle(`${spec} dt`, {
  fontSize: '0.75rem',
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
})
globalStyle(`${spec} dd`, { margin: '2px 0 0', fontWeight: 600, fontSize: '1.05rem' })
/**
 * The sidebar card: title and price, then the actions. A wrapping row, so the small toggles (save,
 * favourite, compare) sit side by side while everything else takes the whole width.
 */
export const sidebar = style([
  panel,
  {
    gridArea: 'side',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: '14px 8px',
    boxShadow: vars.shadow.card,
  },
])
/** A group of the sidebar's items that lays out as its items (the summary, whose code loads on demand). */
export const sidebarGroup = style({ display: 'contents' })
globalStyle(`${sidebar} > *, ${sidebar} > ${sidebarGroup} > *`, { flex: '1 1 100%', minWidth: 0 })
globalStyle(`${sidebar} > p, ${sidebar} > ${sidebarGroup} > p`, { margin: 0 })
// The actions start under a rule, apart from the title, price and location.
globalStyle(`${sidebar} > [data-placement="sidebar"]`, {
  paddingTop: 16,
  marginTop: 2,
  borderTop: `1px solid ${vars.color.border}`,
})
export const title = style({
  fontSize: 'clamp(1.45rem, 1.2rem + 1vw, 1.8rem)',
  lineHeight: 1.15,
  letterSpacing: '-0.01em',
  margin: 0,
})
export const subtitle = style({
  display: 'block',
  fontFamily: vars.font.body,
  fontSize: '1rem',
  fontWeight: 500,
  letterSpacing: 0,
  textTransform: 'none',
  color: vars.color.textMuted,
  marginTop: 6,
})
export const price = style({
  fontSize: 'clamp(1.9rem, 1.6rem + 1vw, 2.3rem)',
  fontWeight: 800,
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.price,
  margin: 0,
})
export const priceLabel = style({
  fontSize: '0.875rem',
  fontWeight: 600,
  letterSpacing: 0,
  color: vars.color.textMuted,
  marginLeft: 8,
})
// The location under the price: a pin, the place's name, to the map.
globalStyle(`${sidebar} a[href="#vehicle-map"]`, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
})
globalStyle(`${sidebar} a[href="#vehicle-map"]::before`, {
  content: '""',
  width: 16,
  height: 16,
  flex: 'none',
  background: vars.color.brand,
  mask: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2a8 8 0 0 0-8 8c0 6 8 12 8 12s8-6 8-12a8 8 0 0 0-8-8zm0 11a3 3 0 1 1 0-6 3 3 0 0 1 0 6z'/%3E%3C/svg%3E") center / contain no-repeat`,
})
globalStyle(`${sidebar} a[href="#vehicle-map"]:hover`, { color: vars.color.brand, textDecoration: 'underline' })

// Show more / less toggles built on <details> (work without JS).
export const toggle = style({ marginTop: 12 })
export const more = style({})
export const less = style({ display: 'none' })
globalStyle(`${toggle} > summary`, { cursor: 'pointer', color: vars.color.brand, fontWeight: 600, listStyle: 'none' })
globalStyle(`${toggle} > summary::-webkit-details-marker`, { display: 'none' })
globalStyle(`${toggle}[open] > summary ${more}`, { display: 'none' })
globalStyle(`${toggle}[open] > summary ${less}`, { display: 'inline' })
export const comments = style({})
export const commentsPreview = style({ whiteSpace: 'pre-line' })
globalStyle(`${comments}:has(> details[open]) > ${commentsPreview}`, { display: 'none' })
globalStyle(`${comments} > details[open]`, { display: 'flex', flexDirection: 'column-reverse' })
export const richText = style({ lineHeight: 1.6 })
globalStyle(`${richText} p`, { margin: '0 0 12px' })

export const thumbs = style({
  display: 'flex',
  gap: 8,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  listStyle: 'none',
  padding: '4px 4px 6px',
  margin: '0 -4px',
})
globalStyle(`${thumbs} > li`, { flex: 'none' })
globalStyle(`${thumbs} a`, { display: 'block', borderRadius: vars.radius.input })
globalStyle(`${thumbs} img`, {
  display: 'block',
  width: 96,
  height: 64,
  borderRadius: vars.radius.input,
  objectFit: 'cover',
})

export const specGroup = style({ marginTop: 16 })
export const specTable = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: '4px 24px',
  margin: 0,
})
globalStyle(`${specTable} > div`, {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  paddingBlock: 6,
  borderBottom: `1px solid ${vars.color.border}`,
})
globalStyle(`${specTable} dt`, { color: vars.color.textMuted })
globalStyle(`${specTable} dd`, { margin: 0, fontWeight: 600, textAlign: 'right' })

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: 12,
  alignItems: 'end',
})
globalStyle(`${form} label`, { display: 'grid', gap: 4, fontSize: '0.9rem', fontWeight: 600 })
globalStyle(`${form} input, ${form} select`, {
  padding: '8px 10px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.input,
  font: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
})
export const help = style({ gridColumn: '1 / -1', margin: 0, fontSize: '0.85rem', color: vars.color.textMuted })
export const button = style({
  padding: '10px 16px',
  border: 0,
  borderRadius: vars.radius.button,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 700,
  cursor: 'pointer',
})
export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
})
export const result = style({ marginTop: 16 })
export const bigFigure = style({ fontSize: '1.6rem', fontWeight: 800, color: vars.color.price })
export const estimate = style({
  marginTop: 16,
  padding: 16,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
})
export const disclaimer = style({ marginTop: 16, fontSize: '0.85rem', color: vars.color.textMuted })
export const small = style({ fontSize: '0.85rem' })
export const error = style({ color: vars.color.danger, fontWeight: 600 })
export const badge = style({
  display: 'inline-block',
  padding: '4px 10px',
  borderRadius: vars.radius.button,
  background: vars.color.success,
  color: vars.color.textInverse,
  fontWeight: 700,
})
export const meter = style({ width: '100%', height: 16 })

// The bar's height is fixed (the dismiss button, added on hydration, fits inside it): nothing below moves.
export const announcement = style({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  minHeight: 48,
  padding: '4px 8px 4px 16px',
  marginTop: 8,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
})
globalStyle(`${announcement} > span`, { flex: '0 1 auto', minWidth: 0 })
globalStyle(`${announcement} a`, { color: vars.color.textInverse, fontWeight: 700, whiteSpace: 'nowrap' })
export const dismiss = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: 36,
  height: 36,
  marginLeft: 'auto',
  padding: 0,
  background: 'none',
  border: 0,
  borderRadius: vars.radius.button,
  color: vars.color.textInverse,
  fontSize: '1.4rem',
  lineHeight: 1,
  cursor: 'pointer',
})

export const share = style({ display: 'grid', gap: 8, position: 'relative' })
export const shareTitle = style({ margin: 0, fontWeight: 600 })
export const shareLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
// Without JavaScript the share links are a row of words: each a 24 px tap target (WCAG 2.2, 2.5.8).
globalStyle(`${shareLinks} a`, { display: 'inline-flex', alignItems: 'center', minHeight: 24 })
/** The link to copy by hand (where the browser would not copy it): a row of its own under the links. */
export const copyByHand = style({ flexBasis: '100%', display: 'grid', gap: 6, fontSize: '0.9rem' })
export const printLinks = style({ display: 'flex', gap: 16, margin: 0 })

export const similar = style({ paddingBlock: 24 })
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: 24,
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
export const banner = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: 16,
  padding: 24,
  marginBlock: 24,
  borderRadius: vars.radius.card,
  background: vars.color.brand,
})
globalStyle(`${banner} a`, {
  color: vars.color.brandContrast,
  fontWeight: 700,
  fontSize: '1.1rem',
  textAlign: 'center',
})
export const pageDisclaimer = style({ fontSize: '0.8rem', color: vars.color.textMuted, paddingBottom: 96 })

globalStyle(`${disclaimer} summary`, { fontWeight: 400, color: vars.color.textMuted })
globalStyle(`${disclaimer} summary u`, { color: vars.color.brand, fontWeight: 600 })

/** The bottom bar while the page is above 900 px of scroll (JS only). */
export const bottomBarClosed = style({ display: 'none' })

/** The viewed pixel: loaded, never seen. */
export const pixel = style({ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' })

export const compareBlock = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  flexWrap: 'wrap',
  maxWidth: '100%',
})
export const compareLink = style({ fontWeight: 600, color: vars.color.brand })
export const compareNote = style({ flexBasis: '100%', margin: 0, fontSize: '0.875rem', color: vars.color.textMuted })

/** A sold, reserved or coming-soon car says so above its price. */
export const status = style({
  margin: 0,
  padding: '8px 12px',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
  borderLeft: `4px solid ${vars.color.accent}`,
  display: 'grid',
  gap: 2,
})
globalStyle(`${status} strong`, { letterSpacing: '0.06em', fontSize: '0.85rem' })
globalStyle(`${status} span`, { fontSize: '0.9rem', color: vars.color.textMuted })
export const fieldError = style([help, { color: vars.color.danger, fontWeight: 600 }])

// The sidebar's small toggles share a row (declared after compareBlock, which is one of them).
globalStyle(`${sidebar} > :is(${toggleForm}, ${favouriteForm}, ${compareBlock})`, { flex: '0 0 auto' })

/** The tenant's card badge partner blocks above the title (docs/decisions/023-partner-blocks.md). */
export const partnerBadge = style({ display: 'flex', flexWrap: 'wrap', gap: 6 })
/** The tenant's car-below partner blocks: a row of boxes under the details. */
export const partnersBelow = style({
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  paddingBottom: 48,
})
