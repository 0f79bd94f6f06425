import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const sectionBlock = style({ marginTop: 40 })
export const sectionHeading = style({
  fontSize: '1.35rem',
  margin: '0 0 4px',
  paddingBottom: 8,
  borderBottom: `2px solid ${vars.color.border}`,
})
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: 16,
  listStyle: 'none',
  padding: 0,
  margin: '16px 0 0',
})
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: 8,
  height: '100%',
  padding: '24px 16px 20px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  boxShadow: vars.shadow.card,
  transition: 'transform 150ms ease, box-shadow 150ms ease',
  selectors: {
    '&:hover, &:focus-visible': { transform: 'translateY(-2px)', boxShadow: vars.shadow.raised },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})
export const tileName = style({ margin: 0, fontSize: '1.1rem' })
export const tileMeta = style({ margin: 0, fontSize: '0.9rem', color: vars.color.textMuted })
export const badge = style({ fontSize: '0.72rem' })

export const hero = style({
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: 'clamp(28px, 5vw, 56px)',
})
export const wordmark = style({ color: vars.color.brand, maxWidth: '100%' })
globalStyle(`${wordmark} svg`, { maxWidth: '100%', height: 'auto', maxHeight: 72 })
export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 20 })
export const modelGrid = style({
  display: 'grid',
  // Two a row on a phone (a brand can have a dozen models), more as the screen allows.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(calc(50% - 8px), 220px), 1fr))',
  gap: 16,
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
export const modelCard = style([
  tile,
  { alignItems: 'stretch', textAlign: 'left', padding: 0, overflow: 'hidden', gap: 0 },
])
export const modelImage = style({
  width: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  display: 'block',
})
export const modelName = style({ margin: 0, padding: '12px 16px 14px', fontSize: '1.05rem' })
export const bookingList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  listStyle: 'none',
  padding: 0,
  margin: '16px 0 0',
})
