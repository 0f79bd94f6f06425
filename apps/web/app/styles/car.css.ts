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
globalStyle(`${spec} dt`, { fontSize: '0.8rem', color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.06em' })
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
export const subtitle = style({ display: 'block', fontSize: '1rem', fontWeight: 500, color: vars.color.textMuted, marginTop: 4 })
export const price = style({ fontSize: '2rem', fontWeight: 800, color: vars.color.price, margin: 0 })
export const priceLabel = style({ fontSize: '0.9rem', fontWeight: 600, color: vars.color.textMuted, marginLeft: 8 })
