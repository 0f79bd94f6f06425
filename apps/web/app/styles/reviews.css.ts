import { style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

/** The reviews block (ReviewsSection). */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '8px 20px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: '16px 24px',
  marginBottom: 28,
})
export const average = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  fontSize: '1.1rem',
})
export const averageFigure = style({ fontSize: '2.2rem', lineHeight: 1, fontWeight: 800 })
export const basis = style({ margin: 0, color: vars.color.textMuted })
export const listTitle = style({ fontSize: '1.1rem', margin: '0 0 16px' })
export const list = style({
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: vars.space.card,
  boxShadow: vars.shadow.card,
})
export const quote = style({ margin: 0, lineHeight: 1.55, overflowWrap: 'anywhere' })
export const byline = style({
  marginTop: 'auto',
  marginBottom: 0,
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '4px 12px',
  fontSize: '0.95rem',
})
export const date = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' })
export const more = style({ marginTop: 24, marginBottom: 0 })
export const stars = style({
  color: vars.color.accent,
  letterSpacing: 2,
  margin: 0,
  fontSize: '1.15rem',
  lineHeight: 1,
})
/** One star of a rating: outlined, and filled by a gradient to its fraction. */
export const star = style({
  display: 'inline-block',
  color: vars.color.accent,
  WebkitTextStroke: `1px ${vars.color.accent}`,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  WebkitTextFillColor: 'transparent',
})
