import { vars } from '@dealer/theme-contract/vars'
import { style, styleVariants } from '@vanilla-extract/css'

export const wrap = style({ marginTop: vars.space.section })

const waveBase = style({
  display: 'block',
  width: '100%',
  height: 'clamp(1.5rem, 4vw, 3rem)',
  marginBottom: -1,
})

/** The wave takes the colour of what comes first in base's footer: the stats band or the footer. */
export const wave = styleVariants({
  stats: [waveBase, { color: vars.color.brand }],
  plain: [waveBase, { color: vars.color.surfaceInverse }],
})
