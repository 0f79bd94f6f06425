import { media } from '@dealer/theme-base/media'
import { barButtonRule, morePanelRule } from '@dealer/theme-base/rules'
import { vars } from '@dealer/theme-contract/vars'
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'

export const root = style({ display: 'grid', gap: '0.875rem' })

export const soldMessage = style({
  margin: 0,
  padding: '1rem 1.15rem',
  borderRadius: 18,
  background: `color-mix(in srgb, ${vars.color.accent} 16%, ${vars.color.surface})`,
  color: vars.color.text,
  lineHeight: 1.5,
})

/* Sidebar: one stacked, full-width column; icon in a disc, label left, arrow right. */
export const stack = style({
  display: 'grid',
  gap: '0.625rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  width: '100%',
  minHeight: '3.5rem',
  padding: '0.5rem 1.25rem 0.5rem 0.5rem',
  borderRadius: vars.radius.button,
  fontWeight: 700,
  textDecoration: 'none',
  transition: 'background-color 150ms ease, border-color 150ms ease, transform 150ms ease',
  selectors: { '&:active': { transform: 'scale(0.99)' } },
})

export const action = styleVariants({
  primary: [
    row,
    {
      background: vars.color.brand,
      color: vars.color.brandContrast,
      border: `1.5px solid ${vars.color.brand}`,
      selectors: { '&:hover': { background: `color-mix(in srgb, ${vars.color.brand} 86%, black)` } },
    },
  ],
  secondary: [
    row,
    {
      background: vars.color.surface,
      color: vars.color.text,
      border: `1.5px solid ${vars.color.border}`,
      selectors: { '&:hover': { borderColor: vars.color.brand, background: vars.color.surfaceMuted } },
    },
  ],
})

export const disc = styleVariants({
  primary: {
    display: 'grid',
    placeItems: 'center',
    flex: 'none',
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: '50%',
    background: `color-mix(in srgb, ${vars.color.brandContrast} 18%, transparent)`,
  },
  secondary: {
    display: 'grid',
    placeItems: 'center',
    flex: 'none',
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: '50%',
    background: vars.color.surfaceMuted,
    color: vars.color.brand,
  },
})

export const label = style({ flex: 1 })

export const arrow = style({ opacity: 0.7 })

/* Mobile bar: a floating rounded dock, hidden from the desktop breakpoint up. */
export const bar = style({
  position: 'fixed',
  insetInline: '0.75rem',
  bottom: 'calc(0.75rem + env(safe-area-inset-bottom))',
  zIndex: 30,
  padding: '0.4rem',
  borderRadius: 28,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.raised,
  '@media': { [media.desktop]: { display: 'none' } },
})

export const barMessage = style({
  margin: '0.25rem 0.75rem 0.5rem',
  fontSize: '0.8125rem',
  lineHeight: 1.35,
})

export const barRow = style({
  display: 'flex',
  gap: '0.25rem',
})

const dockButton = style([
  barButtonRule({ gap: '0.15rem', flex: 1, radius: 22 }),
  { selectors: { '&:focus-visible': { outlineColor: vars.color.textInverse } } },
])

export const barAction = styleVariants({
  primary: [dockButton, { flex: 1.3, background: vars.color.accent, color: vars.color.accentContrast }],
  secondary: [dockButton, { color: vars.color.textInverse }],
})

export const barIcon = style({ width: '1.3rem', height: '1.3rem' })

globalStyle(`${bar} ${barAction.secondary}:hover`, {
  background: `color-mix(in srgb, ${vars.color.textInverse} 12%, transparent)`,
})

export const more = style({ display: 'flex', flex: 0.85, minWidth: 0 })

export const moreSummary = style([
  dockButton,
  {
    width: '100%',
    listStyle: 'none',
    color: vars.color.textInverse,
    selectors: {
      '&:hover': { background: `color-mix(in srgb, ${vars.color.textInverse} 12%, transparent)` },
      '&::-webkit-details-marker': { display: 'none' },
      '&::marker': { content: '""' },
      [`${more}[open] > &`]: { background: `color-mix(in srgb, ${vars.color.textInverse} 18%, transparent)` },
    },
  },
])

/** The More menu: a light card floating over the dock, never wider than the screen. */
export const morePanel = style([
  morePanelRule({ edge: 0, offset: '0.5rem', margin: '1.5rem' }),
  { padding: '0.5rem', color: vars.color.text, borderRadius: 22 },
])

export const moreLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  minHeight: '2.875rem',
  padding: '0.5rem 0.875rem',
  borderRadius: 16,
  color: vars.color.text,
  fontSize: '0.9375rem',
  fontWeight: 600,
  lineHeight: 1.25,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
})

export const moreIcon = style({ width: '1.25rem', height: '1.25rem', color: vars.color.brand })
