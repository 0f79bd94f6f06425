import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@dealer/theme-contract/vars'
import * as layout from './layout.css'

// A model's page (docs/spec-coverage.md, Dealer site: models).

export const hero = style({
  display: 'grid',
  gap: 24,
  alignItems: 'center',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: 48 } },
})
export const heroText = style({ display: 'grid', gap: 12, alignContent: 'start' })
export const crumbs = style({ fontSize: '0.9rem', color: vars.color.textMuted, margin: 0 })
globalStyle(`${crumbs} a`, { color: 'inherit' })
export const heroTitle = style({ fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3.2rem)', lineHeight: 1.1, margin: 0 })
export const heroMeta = style({ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, listStyle: 'none' })
export const pill = style({
  padding: '4px 12px',
  borderRadius: 999,
  background: vars.color.surfaceMuted,
  fontSize: '0.85rem',
  fontWeight: 600,
})
export const pillAccent = style([pill, { background: vars.color.accent, color: vars.color.accentContrast }])
export const heroLead = style({ fontSize: '1.15rem', lineHeight: 1.55, color: vars.color.textMuted, margin: 0 })
export const heroPrice = style({ fontSize: '1.1rem', margin: 0 })
globalStyle(`${heroPrice} strong`, { fontSize: '1.6rem', color: vars.color.price })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 8 })
export const heroImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
})

export const sectionIntro = style({ margin: '-12px 0 24px', color: vars.color.textMuted })

// Colour viewer
export const viewer = style({ display: 'grid', gap: 20 })
export const variantTabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const variantTab = style({
  display: 'inline-block',
  padding: '10px 18px',
  minHeight: 44,
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="true"]': {
      background: vars.color.brand,
      color: vars.color.brandContrast,
      borderColor: vars.color.brand,
    },
    '&:hover': { borderColor: vars.color.brand },
  },
})
export const stage = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: 8,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.card,
  padding: '12px 8px',
})
export const stageImage = style({
  width: '100%',
  maxWidth: 760,
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'contain',
  justifySelf: 'center',
})
export const arrow = style({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: '50%',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  fontSize: '1.4rem',
  lineHeight: 1,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
})
export const caption = style({ textAlign: 'center', margin: 0 })
globalStyle(`${caption} strong`, { display: 'block', fontSize: '1.2rem' })
export const swatches = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 10,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const swatch = style({
  display: 'block',
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `2px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  selectors: {
    '&[aria-current="true"]': { boxShadow: `0 0 0 3px ${vars.color.brand}` },
    '&:hover': { boxShadow: `0 0 0 2px ${vars.color.brand}` },
  },
})
export const groupForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  justifyContent: 'center',
})
export const select = style({
  minHeight: 44,
  padding: '8px 12px',
  borderRadius: vars.radius.input,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
})
export const disclaimer = style({ fontSize: '0.85rem', color: vars.color.textMuted, margin: 0, textAlign: 'center' })

// Variants section
export const variantGrid = style({
  display: 'grid',
  gap: 24,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
export const carousel = style([
  layout.cardStrip,
  {
    scrollPaddingInline: 4,
    padding: '4px 4px 16px',
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
])
globalStyle(`${carousel} > li`, { scrollSnapAlign: 'start' })
export const carouselHead = style({ display: 'flex', gap: 8 })
export const variantCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  height: '100%',
  padding: vars.space.card,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})
export const variantImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.input,
  background: vars.color.surfaceMuted,
})
export const variantName = style({ margin: 0, fontSize: '1.3rem' })
export const variantFull = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.92rem' })
export const variantPrice = style({ margin: 0 })
globalStyle(`${variantPrice} strong`, { color: vars.color.price, fontSize: '1.25rem' })
export const features = style({ margin: 0, paddingLeft: 20, display: 'grid', gap: 6, lineHeight: 1.45 })
export const featureToggle = style({})
export const more = style({})
export const less = style({ display: 'none' })
globalStyle(`${featureToggle} > summary`, {
  cursor: 'pointer',
  color: vars.color.brand,
  fontWeight: 600,
  listStyle: 'none',
  padding: '6px 0',
})
globalStyle(`${featureToggle} > summary::-webkit-details-marker`, { display: 'none' })
globalStyle(`${featureToggle}[open]`, { display: 'flex', flexDirection: 'column-reverse', gap: 6 })
globalStyle(`${featureToggle}[open] > summary ${more}`, { display: 'none' })
globalStyle(`${featureToggle}[open] > summary ${less}`, { display: 'inline' })
export const cardAction = style({ marginTop: 'auto', paddingTop: 8 })
