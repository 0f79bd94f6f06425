import { style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 8,
  marginTop: 40,
})
export const pageList = style({ display: 'flex', gap: 6, listStyle: 'none', padding: 0, margin: 0 })
const pageBox = {
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: '0 12px',
  borderRadius: vars.radius.button,
  fontWeight: 700,
} as const
export const pageLink = style({
  ...pageBox,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand },
})
export const pageCurrent = style({ ...pageBox, background: vars.color.brand, color: vars.color.brandContrast })
export const pageGap = style({ ...pageBox, fontWeight: 400 })
