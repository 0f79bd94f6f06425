import { vars } from '@dealer/theme-contract/vars'
import { style } from '@vanilla-extract/css'

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

/** The centred page column. */
export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
})

/** A hand-drawn icon: inherits the text colour, sized by font size. */
export const icon = style({
  width: '1.15em',
  height: '1.15em',
  display: 'inline-block',
  flex: 'none',
  verticalAlign: '-0.2em',
})

/** Removes the native marker of a <summary> so it can be drawn like a link or button. */
export const plainSummary = style({
  listStyle: 'none',
  cursor: 'pointer',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::marker': { content: '""' },
  },
})
