import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'

export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
  border: 0,
})

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.surfaceInverse} 0%, color-mix(in srgb, ${vars.color.brand} 70%, ${vars.color.surfaceInverse}) 100%)`,
  color: vars.color.textInverse,
  paddingBlock: 'clamp(48px, 8vw, 96px)',
})
/** The tenant's picture behind the hero (`hero.image`), under a shade that keeps the words readable. */
export const heroBackdrop = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  zIndex: -1,
})
globalStyle(`${hero}[data-backdrop]`, { position: 'relative', isolation: 'isolate' })
globalStyle(`${hero}[data-backdrop]::after`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: `color-mix(in srgb, ${vars.color.surfaceInverse} 62%, transparent)`,
})
export const heroInner = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 20, maxWidth: 880 })
export const eyebrow = style({
  margin: 0,
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontSize: '0.8rem',
  fontWeight: 700,
  opacity: 0.85,
})
export const heroTitle = style({
  fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.4rem)',
  margin: 0,
  textTransform: vars.font.headingTransform as 'none',
})
export const heroSearch = style({
  display: 'flex',
  gap: 8,
  background: vars.color.surface,
  padding: 8,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
  maxWidth: 640,
})
export const heroInput = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  padding: '12px 14px',
  fontSize: '1.05rem',
  color: vars.color.text,
  background: 'transparent',
  borderRadius: vars.radius.input,
})
export const heroButton = style({
  border: 0,
  borderRadius: vars.radius.button,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: 700,
  padding: '12px 24px',
  cursor: 'pointer',
})
export const quickLinks = style({ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: 0 })
export const quickLink = style({
  display: 'inline-block',
  padding: '8px 14px',
  borderRadius: 999,
  border: '1px solid color-mix(in srgb, currentColor 40%, transparent)',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: '0.95rem',
  ':hover': { background: 'color-mix(in srgb, currentColor 12%, transparent)' },
})

export const offerGrid = style({
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
export const offer = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: 24,
  boxShadow: vars.shadow.card,
})
export const offerTitle = style({ fontSize: '1.2rem', color: vars.color.brand })
export const offerEnds = style({ color: vars.color.textMuted, fontWeight: 600, margin: '12px 0 0' })
/** The comparison-rate warning: small but readable, set apart from the offer's own words. */
export const offerRate = style({
  marginTop: 16,
  paddingTop: 12,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: '0.8rem',
  lineHeight: 1.5,
  color: vars.color.textMuted,
})
globalStyle(`${offerRate} p`, { margin: '0 0 6px' })

export const locationGrid = style([
  offerGrid,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' },
])
export const location = style([offer, { display: 'flex', flexDirection: 'column', gap: 4 }])
export const locationType = style({
  margin: 0,
  textTransform: 'uppercase',
  fontSize: '0.75rem',
  letterSpacing: '0.1em',
  fontWeight: 700,
  color: vars.color.accent,
})
export const locationName = style({ fontSize: '1.15rem', margin: 0 })
export const locationActions = style({ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 'auto' })
