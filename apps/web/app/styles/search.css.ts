import { style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const empty = style({
  textAlign: 'center',
  padding: 48,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
})
export const pager = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 16, marginTop: 40 })
