import { style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const video = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  background: vars.color.surfaceMuted,
  objectFit: 'contain',
})
export const thumb = style({ position: 'relative', display: 'block' })
/** The play mark over the video's thumbnail: a small disc in the dealer's colours. */
export const playMark = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: '0.75rem',
  lineHeight: 1,
  pointerEvents: 'none',
})
/** The thumbnail of a video without a poster: a plain tile with the play mark. */
export const blankThumb = style({
  display: 'block',
  width: 96,
  height: 64,
  borderRadius: vars.radius.input,
  background: vars.color.surfaceMuted,
})
