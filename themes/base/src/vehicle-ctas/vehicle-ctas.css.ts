import { vars } from '@dealer/theme-contract/vars'
import { style, styleVariants } from '@vanilla-extract/css'
import { media } from '../styles/media'
import { barButtonRule, morePanelRule } from '../styles/rules'
import { plainSummary } from '../styles/utils.css'

export const sidebar = style({
  display: 'grid',
  gap: '0.75rem',
  containerType: 'inline-size',
})

export const soldMessage = style({
  margin: 0,
  padding: '0.875rem 1rem',
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.button,
  background: `color-mix(in srgb, ${vars.color.danger} 8%, ${vars.color.surface})`,
  color: vars.color.text,
  fontSize: '0.9375rem',
  fontWeight: 500,
  lineHeight: 1.5,
})

/* Sidebar: a two-column grid (one column in a narrow sidebar); primary actions span the row. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': { '(min-width: 22rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const cell = styleVariants({
  primary: { gridColumn: '1 / -1' },
  secondary: {},
})

const button = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5rem',
  width: '100%',
  height: '100%',
  minHeight: '2.875rem',
  padding: '0.5rem 0.75rem',
  borderRadius: vars.radius.button,
  fontWeight: 700,
  fontSize: '0.9375rem',
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
})

export const action = styleVariants({
  primary: [
    button,
    {
      minHeight: '3.25rem',
      fontSize: '1rem',
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
      background: vars.color.brand,
      color: vars.color.brandContrast,
      border: `2px solid ${vars.color.brand}`,
      selectors: {
        '&:hover': {
          background: `color-mix(in srgb, ${vars.color.brand} 85%, black)`,
          borderColor: `color-mix(in srgb, ${vars.color.brand} 85%, black)`,
        },
      },
    },
  ],
  secondary: [
    button,
    {
      background: vars.color.surface,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      fontSize: '0.875rem',
      selectors: {
        '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
      },
    },
  ],
})

/** The call button of the sidebar is the phone number: full width, outlined in the brand. */
export const call = style({
  gridColumn: '1 / -1',
})

export const callAction = style({
  borderColor: vars.color.brand,
  borderWidth: 2,
  color: vars.color.brand,
  fontSize: '1rem',
})

/* Mobile bottom bar: fixed, icon over label, three actions and More; hidden from the desktop breakpoint up. */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 30,
  padding: '0.375rem 0.375rem calc(0.375rem + env(safe-area-inset-bottom))',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -6px 18px -10px rgb(0 0 0 / 0.35)',
  '@media': { [media.desktop]: { display: 'none' } },
})

export const barRow = style({
  display: 'flex',
  gap: '0.375rem',
})

const barButton = style(barButtonRule({ gap: '0.2rem', flex: '1 1 0', radius: vars.radius.button }))

export const barAction = styleVariants({
  primary: [barButton, { flexGrow: 1.3, background: vars.color.brand, color: vars.color.brandContrast }],
  secondary: [barButton, { background: vars.color.surfaceMuted, color: vars.color.text }],
})

export const barIcon = style({ width: '1.35rem', height: '1.35rem' })

export const barMessage = style({
  margin: '0 0 0.375rem',
  padding: '0.25rem 0.5rem',
  fontSize: '0.8125rem',
  fontWeight: 600,
  color: vars.color.danger,
  textAlign: 'center',
})

export const more = style({ display: 'flex', flex: '0.85 1 0', minWidth: 0 })

export const moreSummary = style([
  barButton,
  plainSummary,
  {
    width: '100%',
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    selectors: {
      [`${more}[open] > &`]: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
    },
  },
])

/** The More menu: a card over the bar, right-aligned, never wider than the screen. */
export const morePanel = style([
  morePanelRule({ edge: '0.375rem', offset: '0.375rem', margin: '0.75rem' }),
  { padding: '0.375rem', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.card },
])

export const moreLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  minHeight: '2.875rem',
  padding: '0.5rem 0.75rem',
  borderRadius: vars.radius.button,
  color: vars.color.text,
  fontSize: '0.9375rem',
  fontWeight: 600,
  lineHeight: 1.25,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.brand } },
})

export const moreIcon = style({ width: '1.25rem', height: '1.25rem', color: vars.color.brand })
