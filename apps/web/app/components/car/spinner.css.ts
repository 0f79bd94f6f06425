import { style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

// The spinner fills the media box it is laid over (car-media.css.ts), so loading it moves nothing.
export const root = style({
  position: 'relative',
  height: '100%',
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
})
export const stage = style({
  position: 'relative',
  height: '100%',
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
export const hotspotTrack = style({ position: 'absolute', inset: 0, pointerEvents: 'none' })
export const hotspot = style({
  position: 'absolute',
  left: 0,
  top: 0,
  pointerEvents: 'auto',
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
/** Auto-rotate and Fullscreen, over the frame's bottom-left corner. */
export const controls = style({ position: 'absolute', left: 10, bottom: 10, display: 'flex', gap: 6 })
export const control = style({
  padding: '6px 12px',
  border: 0,
  borderRadius: vars.radius.button,
  background: 'rgb(15 23 42 / 0.72)',
  color: '#fff',
  fontSize: '0.8125rem',
  fontWeight: 600,
  cursor: 'pointer',
  backdropFilter: 'blur(4px)',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.brandContrast },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
})
