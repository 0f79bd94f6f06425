import { style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const intro = style({ margin: '8px 0 0', color: vars.color.textMuted })

export const empty = style({
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: 24,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
})
export const emptyText = style({ margin: 0 })

export const tableWrap = style({ overflowX: 'auto' })
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.95rem' })
export const cell = style({
  textAlign: 'left',
  padding: '10px 12px',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
})
export const headCell = style([cell, { color: vars.color.textMuted, fontWeight: 600 }])
export const note = style({ margin: '12px 0 0', color: vars.color.textMuted })

export const searchList = style({ display: 'grid', gap: 8, paddingInlineStart: '1.2rem', fontWeight: 600 })
