import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const breadcrumb = style({ fontSize: '0.92rem', color: vars.color.textMuted, marginBottom: 12 })
globalStyle(`${breadcrumb} a`, { color: 'inherit' })
export const title = style({ fontSize: 'clamp(1.8rem, 1.3rem + 2vw, 2.6rem)', margin: '0 0 8px' })
export const lead = style({ fontSize: '1.15rem', color: vars.color.textMuted, maxWidth: '65ch', margin: '0 0 24px' })
/** Markdown body: a readable measure and rhythm. */
export const prose = style({ maxWidth: '70ch', lineHeight: 1.65 })
globalStyle(`${prose} h2`, { fontSize: '1.35rem', margin: '32px 0 8px' })
globalStyle(`${prose} h3`, { fontSize: '1.1rem', margin: '24px 0 6px' })
globalStyle(`${prose} a`, { color: vars.color.brand, textUnderlineOffset: 3 })
globalStyle(`${prose} table`, { borderCollapse: 'collapse', width: '100%', margin: '16px 0' })
globalStyle(`${prose} th, ${prose} td`, {
  borderBottom: `1px solid ${vars.color.border}`,
  padding: '8px 10px',
  textAlign: 'left',
})
globalStyle(`${prose} details`, { borderBottom: `1px solid ${vars.color.border}`, padding: '12px 0' })
globalStyle(`${prose} summary`, { cursor: 'pointer', fontWeight: 600 })
export const contact = style({ display: 'grid', gap: 8 })
export { srOnly } from './home.css'
export const searchRow = style({ display: 'flex', gap: 8, maxWidth: 560, margin: '16px 0' })
export const searchInput = style({
  flex: 1,
  minHeight: 44,
  padding: '10px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.input,
  font: 'inherit',
})
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '8px 0 16px' })
export const tab = style({
  padding: '8px 16px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.brandContrast,
      borderColor: vars.color.brand,
    },
  },
})
export const tileGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: 20,
  listStyle: 'none',
  padding: 0,
  margin: '16px 0 0',
})
// A tile fills its grid cell, so the tiles of a row are one height; the price ('From …', last) sits at the bottom.
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  gap: 6,
  padding: 16,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  boxShadow: vars.shadow.card,
})
globalStyle(`${tile} > strong:last-child`, { marginTop: 'auto' })
export const tileImage = style({
  width: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.input,
  background: vars.color.surfaceMuted,
})
export const tileTitle = style({ margin: 0, fontSize: '1.1rem' })
export const monogram = style({
  display: 'grid',
  placeItems: 'center',
  width: 64,
  height: 64,
  borderRadius: '50%',
  background: vars.color.surfaceMuted,
  color: vars.color.brand,
  fontWeight: 800,
  fontSize: '1.3rem',
  letterSpacing: 1,
})
