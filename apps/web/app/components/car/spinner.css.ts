import { style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const root = style({
  position: 'relative',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.card,
  overflow: 'hidden',
})
export const stage = style({
  position: 'relative',
  aspectRatio: '3 / 2',
  cursor: 'grab',
  touchAction: 'pan-y',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 3px ${vars.color.focus}` },
    '&[data-dragging="true"]': { cursor: 'grabbing' },
    '&[data-state="loading"]': { cursor: 'progress' },
  },
})
export const frame = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  display: 'block',
  pointerEvents: 'none',
})
export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  background: 'rgb(255 255 255 / 0.6)',
  fontWeight: 700,
  color: vars.color.text,
})
export const hotspot = style({
  position: 'absolute',
  width: 28,
  height: 28,
  marginLeft: -14,
  marginTop: -14,
  borderRadius: '50%',
  border: `2px solid ${vars.color.brandContrast}`,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 800,
  lineHeight: '24px',
  padding: 0,
  cursor: 'pointer',
  boxShadow: vars.shadow.raised,
})
export const note = style({
  position: 'absolute',
  left: 12,
  right: 12,
  bottom: 60,
  margin: 0,
  padding: '8px 12px',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
})
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, padding: 8 })
export const control = style({
  padding: '6px 10px',
  border: 0,
  borderRadius: vars.radius.button,
  background: 'rgb(0 0 0 / 0.6)',
  color: '#fff',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.brandContrast } },
})
export const hint = style({ marginLeft: 'auto', marginBlock: 0, fontSize: '0.8rem', color: vars.color.textMuted })
