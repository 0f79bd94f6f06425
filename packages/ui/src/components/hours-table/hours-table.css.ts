import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const table = style({ borderCollapse: 'collapse', fontSize: '0.92rem', margin: '8px 0' })
globalStyle(`${table} th`, { textAlign: 'left', fontWeight: 600, paddingRight: 16, paddingBlock: 2 })
globalStyle(`${table} td`, { color: vars.color.textMuted, paddingBlock: 2 })
/** The caption is for screen readers: sighted readers see the heading above the table. */
export const caption = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
  border: 0,
})
