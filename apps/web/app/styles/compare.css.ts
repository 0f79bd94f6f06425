import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const scroller = style({ overflowX: 'auto', marginTop: 16 })

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  minWidth: 560,
  fontSize: '0.95rem',
})

globalStyle(`${table} th, ${table} td`, {
  padding: '10px 12px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
})
globalStyle(`${table} tbody th`, { fontWeight: 600, width: '22%' })

export const caption = style({ textAlign: 'start', fontWeight: 600, paddingBlock: 8 })

export const carHead = style({ display: 'table-cell', minWidth: 160 })

export const photo = style({
  display: 'block',
  width: '100%',
  maxWidth: 240,
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  marginBottom: 8,
  background: vars.color.surfaceMuted,
})

export const differs = style({ background: vars.color.surfaceMuted })

export const differsKey = style({
  display: 'inline-block',
  marginInlineStart: 8,
  padding: '1px 6px',
  borderRadius: 4,
  fontSize: '0.75rem',
  fontWeight: 700,
  background: vars.color.brand,
  color: vars.color.brandContrast,
})

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
