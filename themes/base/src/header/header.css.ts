import { vars } from '@dealer/theme-contract/vars'
import { globalStyle, style, type StyleRule } from '@vanilla-extract/css'
import { media } from '../styles/media'
import {
  belowDesktop,
  buttonAsLink,
  desktopOnly,
  hoverEntryRow,
  hoverReveal,
  menuIcons,
  turnChevronWhenOpen,
} from '../styles/rules'

export const root = style({
  position: 'relative',
  zIndex: 20,
  background: vars.color.surface,
  boxShadow: `0 1px 0 ${vars.color.border}`,
})

/* Dark utility bar: tagline, location with today's hours, phone. */
export const utility = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: '0.8125rem',
})

export const utilityInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  minHeight: '2.5rem',
})

export const tagline = style({
  margin: 0,
  display: 'none',
  color: `color-mix(in srgb, ${vars.color.textInverse} 78%, transparent)`,
  '@media': { [media.tablet]: { display: 'block' } },
})

export const utilityList = style({
  display: 'flex',
  alignItems: 'center',
  gap: '1.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  marginInlineStart: 'auto',
  minWidth: 0,
})

const utilityLinkRule = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  color: 'inherit',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  paddingBlock: '0.5rem',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&:focus-visible': { outlineColor: vars.color.textInverse },
  },
} satisfies StyleRule
export const utilityLink = style(utilityLinkRule)

/* On a phone the location's name gives way (ellipsis) so the phone number always fits. */
export const locationItem = style({ minWidth: 0, flexShrink: 1 })
export const locationLink = style({ maxWidth: '100%', minWidth: 0 })
export const locationName = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
export const phoneItem = style({ flexShrink: 0 })

export const hours = style({
  display: 'none',
  color: `color-mix(in srgb, ${vars.color.textInverse} 78%, transparent)`,
  '@media': { [media.tablet]: { display: 'inline' } },
  '::before': { content: '"·"', marginInline: '0.5rem' },
})

/**
 * Account links sit in the utility bar only beside the full desktop navigation; below it they are
 * in the menu, and the bar keeps its room for the location and the phone number.
 */
export const accountItem = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'list-item' } },
})

/** The sign-out button, drawn like the links beside it. */
export const utilityButton = style({ ...buttonAsLink, ...utilityLinkRule })

export const phoneLink = style([
  utilityLink,
  {
    fontWeight: 700,
    fontSize: '0.9375rem',
  },
])

/* White main bar: logo left, navigation right. */
export const mainBar = style({
  position: 'relative',
})

export const mainInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1.5rem',
  minHeight: '4.25rem',
  '@media': { [media.desktop]: { minHeight: '5rem' } },
})

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.625rem',
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  flex: '0 1 auto',
})

export const logoMark = style({
  flex: 'none',
  width: '2.25rem',
  height: '2.25rem',
  color: vars.color.brand,
  '@media': { [media.desktop]: { width: '2.625rem', height: '2.625rem' } },
})

export const wordmark = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  textTransform: vars.font.headingTransform,
  fontSize: 'clamp(1.0625rem, 4.6vw, 1.25rem)',
  lineHeight: 1.05,
  letterSpacing: '0.01em',
  overflowWrap: 'anywhere',
  '@media': { [media.desktop]: { fontSize: '1.5rem' } },
})

/* Desktop navigation (hidden below the desktop breakpoint; the mobile menu takes over). */
export const desktopNav = style(desktopOnly)

export const navList = style({
  // Holds a wide panel (panelWide), which spans the whole list.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '0.125rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const navItem = style({
  position: 'relative',
})

const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  minHeight: '2.75rem',
  paddingInline: '0.7rem',
  fontSize: '0.9375rem',
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.button,
  whiteSpace: 'nowrap',
} as const

export const navLink = style({
  ...linkBase,
  position: 'relative',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[aria-current]': { color: vars.color.brand },
    // A bar under the current entry, drawn inside the link so it never shifts the layout.
    '&[aria-current]::after': {
      content: '""',
      position: 'absolute',
      insetInline: '0.7rem',
      bottom: '0.2rem',
      height: 3,
      borderRadius: 2,
      background: vars.color.brand,
    },
  },
})

/** Finance: the highlighted call to action of the header (docs/spec-coverage.md, Pages and navigation). */
export const highlight = style({
  ...linkBase,
  marginInlineStart: '0.5rem',
  paddingInline: '1.15rem',
  background: vars.color.accent,
  color: vars.color.accentContrast,
  borderRadius: 999,
  fontWeight: 700,
  selectors: {
    '&:hover': { background: `color-mix(in srgb, ${vars.color.accent} 86%, black)` },
    '&[aria-current]': { boxShadow: `inset 0 0 0 2px ${vars.color.accentContrast}` },
  },
})

export const chevron = style({
  width: '0.95em',
  height: '0.95em',
  transition: 'transform 150ms ease',
})

/* Dropdown panel, shared by the hover and the click mode. */
export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 0.35rem)',
  insetInlineStart: 0,
  minWidth: '15rem',
  margin: 0,
  padding: '0.5rem',
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `3px solid ${vars.color.brand}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
  // Bridges the gap above the panel so the pointer can travel from the parent to the panel.
  '::before': { content: '""', position: 'absolute', insetInline: 0, top: '-0.75rem', height: '0.75rem' },
})

/**
 * A long list (a group's 33 models) would be one column taller than the screen: its panel spans
 * the whole navigation list instead, under its entry wherever that sits, in as many columns as fit.
 */
export const PANEL_WIDE_FROM = 11
export const panelWide = style({
  insetInlineEnd: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  columnGap: '0.5rem',
})

/** Hover mode: the parent stays a real link; the panel shows on hover and on keyboard focus. */
export const hoverItem = style({ position: 'relative' })

export const hoverPanel = style([panel, hoverReveal(hoverItem, { from: 'translateY(-4px)', ms: 120 })])

/** Click mode: a <details> disclosure, so it opens and closes without JavaScript. */
export const dropdown = style({ position: 'relative' })

turnChevronWhenOpen({ hoverItem, dropdown, chevron })
// A wide panel is placed by the navigation list, not by its entry.
globalStyle(`${navItem}:has(${panelWide}), ${dropdown}:has(> ${panelWide})`, { position: 'static' })
/** Hover mode's toggle, after the parent link: the chevron, where the link's gap put it. */
export const menuToggle = style({ paddingInlineStart: '0.25rem' })
hoverEntryRow({ hoverItem, navLink }, { color: vars.color.brand })
// The current entry's bar runs under the link and on under its toggle, as under the one link before.
globalStyle(`${hoverItem} > ${navLink}::after`, { insetInlineEnd: 0, borderStartEndRadius: 0, borderEndEndRadius: 0 })
globalStyle(`${hoverItem}:has(> [aria-current]) > details > summary`, { color: vars.color.brand })
globalStyle(`${hoverItem}:has(> [aria-current]) > details > summary::after`, {
  content: '""',
  position: 'absolute',
  insetInline: '0 0.7rem',
  bottom: '0.2rem',
  height: 3,
  borderStartEndRadius: 2,
  borderEndEndRadius: 2,
  background: vars.color.brand,
})
globalStyle(`${dropdown}[open] > summary`, { color: vars.color.brand })

export const panelLink = style({
  display: 'block',
  padding: '0.55rem 0.75rem',
  borderRadius: vars.radius.button,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: '0.9375rem',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.brand },
  },
})

globalStyle(`${panelWide} ${panelLink}`, { whiteSpace: 'normal' })

export const panelParent = style([
  panelLink,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '1rem',
    fontWeight: 700,
    borderBottom: `1px solid ${vars.color.border}`,
    borderRadius: 0,
    marginBottom: '0.25rem',
  },
])

/* Mobile menu: a <details> disclosure under the desktop breakpoint. */
export const mobileMenu = style(belowDesktop)

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  flex: 'none',
  minHeight: '2.75rem',
  paddingInline: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  fontWeight: 700,
  fontSize: '0.9375rem',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    [`${mobileMenu}[open] > &`]: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
  },
})

const icons = menuIcons(mobileMenu)
export const menuIconOpen = style(icons.open)
export const menuIconClose = style(icons.close)

export const mobilePanel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  maxHeight: 'calc(100dvh - 7rem)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  padding: `0.5rem ${vars.space.gutter} 1.25rem`,
})

export const mobileList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const mobileItem = style({
  borderBottom: `1px solid ${vars.color.border}`,
})

const mobileLinkRule = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '3.25rem',
  paddingInline: '0.25rem',
  fontSize: '1.0625rem',
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current]': {
      color: vars.color.brand,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
      paddingInlineStart: '0.75rem',
    },
  },
} satisfies StyleRule
export const mobileLink = style(mobileLinkRule)

export const mobileSub = style({})
globalStyle(`${mobileSub}[open] > summary ${chevron}`, { transform: 'rotate(180deg)' })

export const mobileSubList = style({
  margin: '0 0 0.75rem',
  padding: '0.25rem 0 0.25rem 0.75rem',
  listStyle: 'none',
  borderInlineStart: `2px solid ${vars.color.border}`,
})

export const mobileSubLink = style({
  display: 'block',
  padding: '0.6rem 0.5rem',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand } },
})

export const mobileHighlight = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  marginTop: '1rem',
  minHeight: '3rem',
  borderRadius: 999,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: 700,
  textDecoration: 'none',
})

export const mobileCall = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5rem',
  marginTop: '0.75rem',
  minHeight: '3rem',
  borderRadius: vars.radius.button,
  border: `2px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'none',
})

/** The sign-out button in the phone menu, drawn like the menu's links. */
export const mobileButton = style({ ...buttonAsLink, ...mobileLinkRule })
