import { style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

/** The 'Save this search' panel above a search's results. */
export const panel = style({
  marginBottom: 20,
  padding: '14px 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
})
export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 12,
})
export const emailField = style({ flex: '1 1 260px', minWidth: 0 })
export const note = style({ margin: 0 })
export const confirm = style({ margin: '0 0 10px', fontWeight: 600 })

/** The saved-searches page. */
export const list = style({ listStyle: 'none', padding: 0, margin: '16px 0', display: 'grid', gap: 12 })
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '14px 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
})
export const itemName = style({ fontWeight: 700, fontSize: '1.05rem' })
export const itemMeta = style({ margin: '4px 0 0', color: vars.color.textMuted, overflowWrap: 'anywhere' })
