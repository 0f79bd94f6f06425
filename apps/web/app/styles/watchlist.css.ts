import { style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

// The car page sidebar's save-to-watchlist button (docs/spec-coverage.md, Watchlist, favourites and compare).
export const toggleForm = style({ margin: 0 })
export const toggleButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  padding: '8px 14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { color: vars.color.brand, borderColor: vars.color.brand } },
})

// The watchlist page.
export const empty = style({ display: 'grid', justifyItems: 'start', gap: 12 })
export const list = style({ marginTop: 24 })
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})
export const photo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
})
export const itemBody = style({ display: 'grid', gap: 8, padding: vars.space.card, flex: 1, alignContent: 'start' })
export const name = style({ margin: 0, fontSize: '1.15rem' })
export const price = style({ margin: 0, fontWeight: 700, fontSize: '1.25rem', color: vars.color.price })
export const sold = style({
  justifySelf: 'start',
  margin: 0,
  padding: '2px 10px',
  borderRadius: vars.radius.button,
  background: vars.color.danger,
  color: '#fff',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  fontSize: '0.8rem',
})
