import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const breadcrumb = style({ paddingBlock: 16, fontSize: '0.9rem', color: vars.color.textMuted })
globalStyle(`${breadcrumb} ol`, { display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: 0 })
globalStyle(`${breadcrumb} li + li::before`, { content: '"›"', marginRight: 8 })

// Phone: photos, then title/price/actions, then details. Desktop: a sticky sidebar beside both.
export const layout = style({
  display: 'grid',
  gap: 24,
  paddingBottom: 48,
  gridTemplateAreas: '"gallery" "side" "main"',
  '@media': {
    'screen and (min-width: 1024px)': {
      gap: 32,
      gridTemplateColumns: 'minmax(0, 1fr) 380px',
      gridTemplateAreas: '"gallery side" "main side"',
      alignItems: 'start',
    },
  },
})
export const galleryArea = style({ gridArea: 'gallery', minWidth: 0 })
export const mainCol = style({ gridArea: 'main', display: 'grid', gap: 24, minWidth: 0 })
export const gallery = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
})
export const slide = style({ scrollSnapAlign: 'start' })
export const photo = style({ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' })
export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: 24,
  background: vars.color.surface,
})
export const specs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 16,
  margin: 0,
})
export const spec = style({})
globalStyle(`${spec} dt`, {
  fontSize: '0.8rem',
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
})
globalStyle(`${spec} dd`, { margin: 0, fontWeight: 600 })
export const sidebar = style([
  panel,
  {
    gridArea: 'side',
    display: 'grid',
    gap: 12,
    boxShadow: vars.shadow.card,
    '@media': { 'screen and (min-width: 1024px)': { position: 'sticky', top: 16 } },
  },
])
export const title = style({ fontSize: '1.6rem', margin: 0 })
export const subtitle = style({
  display: 'block',
  fontSize: '1rem',
  fontWeight: 500,
  color: vars.color.textMuted,
  marginTop: 4,
})
export const price = style({ fontSize: '2rem', fontWeight: 800, color: vars.color.price, margin: 0 })
export const priceLabel = style({ fontSize: '0.9rem', fontWeight: 600, color: vars.color.textMuted, marginLeft: 8 })

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
  listStyle: 'none',
  padding: 0,
  margin: '8px 0 0',
})
globalStyle(`${thumbs} img`, { display: 'block', borderRadius: vars.radius.input, objectFit: 'cover' })

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

export const announcement = style({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  padding: '8px 16px',
  marginTop: 8,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
})
globalStyle(`${announcement} a`, { color: vars.color.textInverse, fontWeight: 700 })
export const dismiss = style({
  marginLeft: 'auto',
  background: 'none',
  border: 0,
  color: vars.color.textInverse,
  fontSize: '1.4rem',
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

export const fullscreenButton = style({
  position: 'relative',
  marginTop: 8,
  padding: '6px 10px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
})
export const tooltip = style({
  position: 'absolute',
  left: '50%',
  bottom: '110%',
  transform: 'translateX(-50%)',
  padding: '2px 8px',
  borderRadius: vars.radius.button,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: '0.75rem',
  opacity: 0,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  selectors: { [`${fullscreenButton}:hover &, ${fullscreenButton}:focus-visible &`]: { opacity: 1 } },
})
export const lightbox = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surfaceInverse,
})
export const lightboxImg = style({ maxWidth: '100vw', maxHeight: '90vh', objectFit: 'contain' })
const lightboxCtl = style({
  position: 'absolute',
  border: 0,
  background: 'transparent',
  color: vars.color.textInverse,
  fontSize: '2.5rem',
  cursor: 'pointer',
  padding: 12,
})
export const lightboxPrev = style([lightboxCtl, { left: 8, top: '50%' }])
export const lightboxNext = style([lightboxCtl, { right: 8, top: '50%' }])
export const lightboxClose = style([lightboxCtl, { right: 8, top: 8 }])
export const lightboxCount = style({ position: 'absolute', bottom: 8, color: vars.color.textInverse })

// Print page.
export const printPage = style({ maxWidth: 800, margin: '0 auto', padding: 24 })
export const printPhoto = style({ width: '100%', height: 'auto' })
export const noPrint = style({ '@media': { print: { display: 'none' } } })
globalStyle(
  `body:has(${printPage}) > * header, body:has(${printPage}) > * footer, body:has(${printPage}) header, body:has(${printPage}) footer`,
  {
    '@media': { print: { display: 'none' } },
  },
)
export const printHeader = style({ display: 'flex', justifyContent: 'space-between', gap: 16, alignItems: 'baseline' })
export const printSpecs = style({ columns: 2, margin: 0 })
globalStyle(`${printSpecs} > div`, {
  breakInside: 'avoid',
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  paddingBlock: 4,
  borderBottom: `1px solid ${vars.color.border}`,
})
globalStyle(`${printSpecs} dd`, { margin: 0, fontWeight: 600 })
globalStyle(`${disclaimer} summary`, { fontWeight: 400, color: vars.color.textMuted })
globalStyle(`${disclaimer} summary u`, { color: vars.color.brand, fontWeight: 600 })

/** The bottom bar while the page is above 900 px of scroll (JS only). */
export const bottomBarClosed = style({ display: 'none' })

/** The viewed pixel: loaded, never seen. */
export const pixel = style({ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' })

export const compareBlock = style({ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' })
export const compareLink = style({ fontWeight: 600, color: vars.color.brand })

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
