import { style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

/* The consent banner sits in the flow above the header: it never covers the page. */
export const banner = style({
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
})

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  paddingBlock: 12,
})

export const title = style({ fontSize: '1rem', margin: 0 })
export const text = style({ margin: 0, flex: '1 1 24rem' })
export const actions = style({ display: 'flex', gap: 8, flexWrap: 'wrap' })
