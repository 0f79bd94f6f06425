import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

/**
 * Only the table scrolls sideways on a phone. `position: relative` keeps the Remove buttons' hidden
 * names (absolutely positioned) inside it: without it they were placed against the page, which then
 * scrolled sideways too.
 */
export const scroller = style({ position: 'relative', overflowX: 'auto', marginTop: 16 })

/** The car columns share the width equally (fixed layout), so their photos are one size. */
export const table = style({
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  width: '100%',
  fontSize: '0.95rem',
})

/** The corner cell above the row labels: it sets their column's width (the first row does, in a fixed layout). */
export const corner = style({ width: 'clamp(7rem, 22%, 14rem)' })

globalStyle(`${table} th, ${table} td`, {
  padding: '10px 12px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
})
globalStyle(`${table} tbody th`, { fontWeight: 600 })

export const caption = style({ textAlign: 'start', fontWeight: 600, paddingBlock: 8 })

/*
 * A car's photo, name and Remove button. The cell's 1px height is the usual way to let its content
 * fill the row (percentage heights resolve against the row's height): the Remove buttons then sit
 * at the foot of the row, in line, however many lines each car's name takes.
 */
export const carHead = style({ display: 'table-cell', height: 1 })
export const carHeadInner = style({ display: 'flex', flexDirection: 'column', height: '100%', gap: 8 })
export const remove = style({ marginTop: 'auto' })

export const photo = style({
  display: 'block',
  width: '100%',
  maxWidth: 240,
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
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
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
