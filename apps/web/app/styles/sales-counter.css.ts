import { style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

/** The 'Sales this Month' band under the home page's hero (SalesCounterBanner). */
export const band = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: 20,
})
export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px 20px',
  flexWrap: 'wrap',
})
export const count = style({
  margin: 0,
  minWidth: '3ch',
  fontSize: 'clamp(2.2rem, 1.8rem + 1.6vw, 3rem)',
  lineHeight: 1,
  fontWeight: 800,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
})
export const words = style({ display: 'grid', gap: 2 })
export const title = style({
  margin: 0,
  fontSize: '1.05rem',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontWeight: 800,
})
export const basis = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.95rem' })
