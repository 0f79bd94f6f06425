import { media } from '@dealer/theme-base/media'
import { vars } from '@dealer/theme-contract/vars'
import { desktopOnly, hoverEntryRow, hoverReveal, menuIcons, turnChevronWhenOpen } from '@dealer/theme-base/rules'
import { globalStyle, style } from '@vanilla-extract/css'

/** The bar is darker than the page; a sunset rule (brand to accent) runs under it, edge to edge. */
const night = `color-mix(in srgb, ${vars.color.surface} 70%, black)`
const hairline = `1px solid ${vars.color.border}`
const condensed = {
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  textTransform: vars.font.headingTransform,
  letterSpacing: '0.06em',
} as const

export const root = style({
  position: 'relative',
  zIndex: 40,
  background: night,
  color: vars.color.text,
  borderBottom: '4px solid transparent',
  borderImage: `linear-gradient(90deg, ${vars.color.brand}, ${vars.color.accent}) 1`,
})

/** Phones: logo | call | menu. Desktop: logo | call | menu over a full row of navigation. */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"logo call menu"',
  alignItems: 'center',
  columnGap: '0.5rem',
  minHeight: '4rem',
  '@media': {
    [media.desktop]: {
      gridTemplateAreas: '"logo call menu" "nav nav nav"',
      columnGap: '1rem',
      minHeight: 0,
    },
  },
})

export const logo = style({
  gridArea: 'logo',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: '0.625rem',
  minWidth: 0,
  paddingBlock: '0.625rem',
  color: vars.color.text,
  textDecoration: 'none',
  '@media': { [media.desktop]: { paddingBlock: '1rem', columnGap: '0.875rem' } },
})

export const emblem = style({
  gridRow: 'span 2',
  width: '2.25rem',
  height: '2.25rem',
  '@media': { [media.desktop]: { width: '3rem', height: '3rem' } },
})
export const sun = style({ fill: vars.color.accent })
export const ridge = style({ fill: vars.color.brand })

export const wordmark = style({
  ...condensed,
  fontSize: '1.25rem',
  lineHeight: 1.05,
  overflowWrap: 'anywhere',
  '@media': { [media.desktop]: { fontSize: '1.875rem', letterSpacing: '0.08em' } },
})

export const tagline = style({
  display: 'none',
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
  '@media': { [media.tablet]: { display: 'block' } },
})

/** The bar's two controls: an icon button on phones (44 px), icon and word from tablet width. */
const barControl = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5rem',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: '0.4rem',
  borderRadius: vars.radius.button,
  '@media': { [media.tablet]: { paddingInline: '0.9rem 1.1rem' } },
} as const

/** A bold block in the accent colour: the number from tablet width up. */
export const call = style({
  ...barControl,
  gridArea: 'call',
  background: vars.color.accent,
  color: vars.color.accentContrast,
  textDecoration: 'none',
  selectors: { '&:hover': { background: `color-mix(in srgb, ${vars.color.accent} 85%, white)` } },
})
export const callIcon = style({ width: '1.35rem', height: '1.35rem' })
/** Hidden on phones but read by assistive technology (the icon stands for it); shown from tablet width. */
const phoneHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { position: 'static', width: 'auto', height: 'auto', clip: 'auto' } },
} as const

export const callText = style({ ...phoneHidden, ...condensed, fontSize: '1.125rem', lineHeight: 1.1 })

export const desktopNav = style({ ...desktopOnly, gridArea: 'nav', borderTop: hairline })

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const navItem = style({ display: 'flex', position: 'relative' })
export const hoverItem = style({})

export const navLink = style({
  ...condensed,
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.3rem',
  padding: '0.85rem 0.9rem 0.75rem',
  borderBottom: '3px solid transparent',
  color: vars.color.text,
  fontSize: '0.9375rem',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[aria-current]': { borderBottomColor: vars.color.brand },
  },
})

export const highlight = style([
  navLink,
  {
    alignSelf: 'center',
    marginInlineStart: '0.5rem',
    padding: '0.45rem 0.9rem',
    border: `2px solid ${vars.color.brand}`,
    borderRadius: vars.radius.button,
    color: vars.color.brand,
    selectors: { '&:hover': { background: vars.color.brand, color: vars.color.brandContrast } },
  },
])

export const chevron = style({ width: '1rem', height: '1rem', transition: 'transform 150ms ease' })

export const panel = style({
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
  zIndex: 45,
  display: 'grid',
  minWidth: '15rem',
  margin: 0,
  padding: '0.4rem 0',
  listStyle: 'none',
  background: vars.color.surfaceMuted,
  borderTop: `3px solid ${vars.color.brand}`,
  borderRadius: `0 0 ${vars.radius.card} ${vars.radius.card}`,
  boxShadow: vars.shadow.raised,
})

export const panelLink = style({
  display: 'block',
  padding: '0.6rem 1.1rem',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surface, color: vars.color.brand } },
})

/** Added to a hover dropdown's panel: shown while its item is hovered or its toggle is open. */
export const hoverPanel = style(hoverReveal(hoverItem, { from: 'translateY(4px)', ms: 120 }))

export const dropdown = style({ display: 'flex' })
turnChevronWhenOpen({ hoverItem, dropdown, chevron })
/** Hover mode's toggle, after the parent link: the chevron, where the link's gap put it. */
export const menuToggle = style({ paddingInlineStart: '0.3rem' })
hoverEntryRow({ hoverItem, navLink }, { color: vars.color.brand })
// The current entry's rule runs on under its toggle, as under the one link before.
globalStyle(`${hoverItem}:has(> [aria-current]) > details > summary`, { borderBottomColor: vars.color.brand })

/** The page's own link on top of a click dropdown's panel. */
export const panelParent = style([panelLink, { display: 'flex', justifyContent: 'space-between', fontWeight: 700 }])

/* The drawer: base's MobileMenu, a <details> whose Menu button stays on top as its close button. */
const menu = style({ gridArea: 'menu' })

const menuButton = style({
  ...barControl,
  ...condensed,
  position: 'relative',
  zIndex: 52,
  border: `2px solid ${vars.color.border}`,
  background: night,
  color: vars.color.text,
  selectors: { '&:hover': { borderColor: vars.color.brand } },
})

const icons = menuIcons(menu)
const menuIcon = { width: '1.35rem', height: '1.35rem' }

const sheet = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: 51,
  display: 'flex',
  flexDirection: 'column',
  gap: '1.25rem',
  width: 'min(24rem, 100vw)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: '5rem 1.25rem 2rem',
  background: vars.color.surfaceMuted,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  // The page behind dims: a wide shadow rather than a backdrop element.
  boxShadow: '0 0 0 100vmax rgb(0 0 0 / 0.6)',
})
globalStyle(`${menu}[open] > summary`, { position: 'fixed', top: '0.75rem', insetInlineEnd: '1rem' })

const drawerList = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' })
const drawerItem = style({ borderBottom: hairline })

const drawerLink = style({
  ...condensed,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  padding: '0.85rem 0.25rem',
  color: vars.color.text,
  fontSize: '1.125rem',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[aria-current]': { color: vars.color.brand },
  },
})

const subList = style({ margin: '0 0 0.75rem', padding: '0 0 0 0.75rem', listStyle: 'none' })
const subLink = style({
  display: 'block',
  padding: '0.5rem 0.75rem',
  borderInlineStart: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, borderColor: vars.color.brand } },
})

/** Finance and the call after the list, as full-width blocks. */
const block = style({
  ...condensed,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5rem',
  minHeight: '3rem',
  borderRadius: vars.radius.button,
  fontSize: '1.0625rem',
  textDecoration: 'none',
})

/** MobileMenu's class names. */
export const drawer = {
  menu,
  button: menuButton,
  iconOpen: style([menuIcon, icons.open]),
  iconClose: style([menuIcon, icons.close]),
  label: style(phoneHidden),
  panel: sheet,
  list: drawerList,
  item: drawerItem,
  link: drawerLink,
  accountButton: style([
    drawerLink,
    { border: 0, background: 'none', cursor: 'pointer', selectors: { '&:hover': { color: vars.color.brand } } },
  ]),
  actions: style({ display: 'grid', gap: '0.625rem' }),
  highlight: style([block, { background: vars.color.brand, color: vars.color.brandContrast }]),
  call: style([block, { background: vars.color.accent, color: vars.color.accentContrast }]),
  sub: { sub: style({}), link: drawerLink, chevron, list: subList, subLink },
}

export const location = style({
  display: 'flex',
  gap: '0.625rem',
  marginTop: 'auto',
  padding: '0.875rem 1rem',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textDecoration: 'none',
  lineHeight: 1.35,
})
globalStyle(`${location} strong`, { display: 'block', color: vars.color.text })
