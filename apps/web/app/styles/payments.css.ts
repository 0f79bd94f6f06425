import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

/* The payment confirmations and the spin-to-win wheel. */

export const receipt = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '6px 16px',
  margin: '16px 0',
  padding: '12px 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
})
globalStyle(`${receipt} dt`, { fontWeight: 700 })
globalStyle(`${receipt} dd`, { margin: 0, overflowWrap: 'anywhere' })

export const result = style({
  margin: '16px 0',
  padding: '16px',
  borderRadius: vars.radius.card,
  border: `2px solid ${vars.color.success}`,
  fontSize: '1.2rem',
  textAlign: 'center',
})

export const prizeTable = style({ width: '100%', borderCollapse: 'collapse', margin: '16px 0' })
globalStyle(`${prizeTable} th, ${prizeTable} td`, {
  textAlign: 'left',
  padding: '6px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
})

// As wide as the page allows up to 360 px: the smallest labels (a thin segment's) stay 8 px or more.
export const wheelFrame = style({ position: 'relative', width: 'min(360px, 100%)', margin: '16px auto' })
export const pointer = style({
  position: 'absolute',
  top: -6,
  left: '50%',
  transform: 'translateX(-50%)',
  width: 0,
  height: 0,
  borderLeft: '12px solid transparent',
  borderRight: '12px solid transparent',
  borderTop: `22px solid ${vars.color.text}`,
  zIndex: 1,
})

const turn = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } })

export const wheel = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  transition: 'transform 2.2s cubic-bezier(0.12, 0.8, 0.2, 1)',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})
/** While the spin is being drawn on the server. */
export const wheelSpinning = style({
  animation: `${turn} 0.7s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const segmentWin = style({ fill: vars.color.brand })
export const segmentWinAlt = style({ fill: vars.color.accent })
export const segmentNone = style({ fill: vars.color.surfaceMuted })
// Each label's size is its own (SpinWheel's fitLabel), set on its <text>.
export const segmentLabel = style({ fontWeight: 700, fill: vars.color.brandContrast })
export const segmentLabelNone = style({ fontWeight: 700, fill: vars.color.text })
export const segmentLabelAlt = style({ fontWeight: 700, fill: vars.color.accentContrast })
export const segmentEdge = style({ stroke: vars.color.surface, strokeWidth: 1 })
export const hub = style({ fill: vars.color.surface })
