import { vars } from '@dealer/theme-contract/vars'
import { barButtonRule, belowDesktop, morePanelRule } from '@dealer/theme-base/rules'
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'

const condensed = {
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  textTransform: vars.font.headingTransform,
  letterSpacing: '0.05em',
} as const

export const root = style({ display: 'grid', gap: '0.75rem' })

export const soldMessage = style({
  margin: 0,
  padding: '0.875rem 1rem',
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  lineHeight: 1.5,
})

/* Sidebar: primary actions span both columns, the others are tiles two a row. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = styleVariants({
  primary: { gridColumn: '1 / -1' },
  secondary: { display: 'flex' },
})

export const action = styleVariants({
  primary: {
    ...condensed,
    display: 'flex',
    alignItems: 'center',
    gap: '0.75rem',
    minHeight: '3.5rem',
    padding: '0.5rem 1.125rem',
    borderRadius: vars.radius.button,
    background: vars.color.accent,
    color: vars.color.accentContrast,
    fontSize: '1.125rem',
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: `color-mix(in srgb, ${vars.color.accent} 85%, white)` },
      // The second primary action (after the call or the enquiry) in the brand colour.
      'li + li > &': { background: vars.color.brand, color: vars.color.brandContrast },
      'li + li > &:hover': { background: `color-mix(in srgb, ${vars.color.brand} 85%, white)` },
    },
  },
  secondary: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: '0.5rem',
    width: '100%',
    minHeight: '4.5rem',
    padding: '0.75rem 0.875rem',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.button,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    fontSize: '0.9375rem',
    fontWeight: 600,
    lineHeight: 1.25,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    selectors: { '&:hover': { borderColor: vars.color.brand } },
  },
})

export const icon = style({ width: '1.35rem', height: '1.35rem', flex: 'none' })
globalStyle(`${action.secondary} ${icon}`, { color: vars.color.brand })

export const label = style({ flex: 1 })
export const arrow = style({ width: '1.25rem', height: '1.25rem' })

/* Phones: an edge-to-edge bar on night, over a sunset rule; hidden from the desktop breakpoint up. */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 30,
  padding: '0.5rem 0.5rem calc(0.5rem + env(safe-area-inset-bottom))',
  background: `color-mix(in srgb, ${vars.color.surface} 70%, black)`,
  color: vars.color.text,
  borderTop: '3px solid transparent',
  borderImage: `linear-gradient(90deg, ${vars.color.brand}, ${vars.color.accent}) 1`,
  boxShadow: vars.shadow.raised,
  ...belowDesktop,
})

export const barMessage = style({ margin: '0 0.25rem 0.5rem', fontSize: '0.8125rem', lineHeight: 1.35 })

export const barRow = style({ display: 'flex', gap: '0.375rem' })

const barButton = style({
  ...barButtonRule({ gap: '0.15rem', flex: 1, radius: vars.radius.button }),
  // Condensed but in sentence case: four buttons share a 320 px screen, two lines at most.
  fontFamily: vars.font.heading,
  fontSize: '0.8125rem',
  lineHeight: 1.1,
})

export const barAction = styleVariants({
  primary: [barButton, { flex: 1.15, background: vars.color.accent, color: vars.color.accentContrast }],
  secondary: [barButton, { border: `1px solid ${vars.color.border}`, color: vars.color.text }],
})

export const barIcon = style({ width: '1.3rem', height: '1.3rem' })

export const more = style({ display: 'flex', flex: 0.75, minWidth: 0 })

export const moreSummary = style([
  barButton,
  {
    width: '100%',
    listStyle: 'none',
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&::marker': { content: '""' },
      [`${more}[open] > &`]: { borderColor: vars.color.brand, color: vars.color.brand },
    },
  },
])

export const morePanel = style({
  ...morePanelRule({ edge: '0.5rem', offset: '0.375rem', margin: '1rem' }),
  padding: '0.375rem 0',
  background: vars.color.surfaceMuted,
  borderTop: `3px solid ${vars.color.brand}`,
  borderRadius: vars.radius.card,
})

export const moreLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  minHeight: '2.875rem',
  padding: '0.5rem 1rem',
  color: vars.color.text,
  fontSize: '0.9375rem',
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surface } },
})

export const moreIcon = style({ width: '1.25rem', height: '1.25rem', color: vars.color.brand })
