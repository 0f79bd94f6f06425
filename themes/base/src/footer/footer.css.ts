import { vars } from '@dealer/theme-contract/vars'
import { style } from '@vanilla-extract/css'
import { media } from '../styles/media'

const softInverse = `color-mix(in srgb, ${vars.color.textInverse} 80%, transparent)`
const hairline = `1px solid color-mix(in srgb, ${vars.color.textInverse} 16%, transparent)`

export const root = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: '0.9375rem',
})

/*
 * Stats banner: value big, label small (50+ locations, 40+ brands, 30+ years; docs/spec-coverage.md,
 * Pages and navigation).
 */
export const stats = style({
  background: vars.color.brand,
  color: vars.color.brandContrast,
})

export const statsList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 5.5rem), 1fr))',
  gap: '1rem',
  // Block only: the container centres it (`marginInline: auto`) on screens wider than the page.
  marginBlock: 0,
  paddingBlock: '2rem',
  listStyle: 'none',
  textAlign: 'center',
  '@media': { [media.tablet]: { paddingBlock: '2.5rem' } },
})

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.35rem',
})

export const statValue = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: 'clamp(2.25rem, 6vw, 3.5rem)',
  lineHeight: 1,
  letterSpacing: '-0.01em',
})

export const statLabel = style({
  fontSize: '0.8125rem',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
})

/* Link groups and the dealer's contact details. */
export const main = style({
  display: 'grid',
  gap: '2rem 1.5rem',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  paddingBlock: vars.space.section,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: '1.5fr repeat(5, minmax(0, 1fr))' },
  },
})

export const contact = style({
  gridColumn: '1 / -1',
  '@media': { [media.desktop]: { gridColumn: 'auto', paddingInlineEnd: '1.5rem' } },
})

export const dealerName = style({
  margin: '0 0 0.75rem',
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: '1.375rem',
  lineHeight: 1.15,
})

export const address = style({
  fontStyle: 'normal',
  color: softInverse,
  display: 'grid',
  gap: '0.5rem',
})

export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A tap target of at least 24 px (WCAG 2.5.8), as the group links.
  minHeight: '1.5rem',
  gap: '0.5rem',
  color: vars.color.textInverse,
  fontWeight: 600,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&:focus-visible': { outlineColor: vars.color.textInverse },
  },
})

export const groupTitle = style({
  margin: '0 0 0.875rem',
  fontSize: '0.8125rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
  color: vars.color.textInverse,
})

export const groupList = style({
  display: 'grid',
  // The links' own padding makes most of the space between them (groupLink).
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

// Each link a tap target at least 24 px tall (WCAG 2.5.8): inline-block with padding instead of
// the list's gap, so the column's rhythm is as it was (18 px of text, a row every 28 px).
export const groupLink = style({
  display: 'inline-block',
  paddingBlock: '0.1875rem',
  color: softInverse,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.textInverse, textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&:focus-visible': { outlineColor: vars.color.textInverse },
  },
})

/* 'We accept:' strip with the payment marks. */
export const payments = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem 1rem',
  paddingBlock: '1.5rem',
  borderTop: hairline,
})

export const paymentsLabel = style({
  margin: 0,
  fontWeight: 700,
  fontSize: '0.875rem',
})

export const paymentList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const paymentLogo = style({
  display: 'block',
  width: 52,
  height: 34,
  borderRadius: 5,
  boxShadow: '0 1px 2px rgb(0 0 0 / 0.25)',
})

/* Bottom line: copyright, legal links, unsubscribe. */
export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  paddingBlock: '1.25rem 1.75rem',
  borderTop: hairline,
  fontSize: '0.8125rem',
  color: softInverse,
  '@media': {
    [media.desktop]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
})

export const copyright = style({ margin: 0 })

export const legalList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const legalLink = style([groupLink, { display: 'inline-block', paddingBlock: '0.25rem' }])
