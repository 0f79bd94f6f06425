import { style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const card = style({
  maxWidth: 640,
  margin: '0 auto',
  padding: 32,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.card,
  display: 'grid',
  gap: 16,
})
export const range = style({ fontSize: '2rem', fontWeight: 800, color: vars.color.price, margin: 0 })
export const form = style({ display: 'grid', gap: 20 })
export const label = style({ display: 'grid', gap: 8, fontWeight: 600 })
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: 12 })
