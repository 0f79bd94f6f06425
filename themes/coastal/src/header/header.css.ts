import { media } from '@dealer/theme-base/media'
import {
  belowDesktop,
  buttonAsLink,
  desktopOnly,
  hoverEntryRow,
  hoverReveal,
  menuIcons,
  turnChevronWhenOpen,
} from '@dealer/theme-base/rules'
import { vars } from '@dealer/theme-contract/vars'
import { globalStyle, style, type StyleRule } from '@vanilla-extract/css'

/** Out of sight, still read by screen readers. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

export const root = style({
  position: 'relative',
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

/* Top row: location left, centred wordmark, phone right (menu button on phones). */
export const top = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: '1rem',
  minHeight: '4.5rem',
  '@media': {
    [media.desktop]: { gridTemplateColumns: '1fr auto 1fr', minHeight: '6.5rem', paddingTop: '0.5rem' },
  },
})

export const location = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '0.75rem',
      justifySelf: 'start',
      color: vars.color.text,
      textDecoration: 'none',
      fontSize: '0.875rem',
      lineHeight: 1.35,
    },
  },
})
globalStyle(`${location}:hover strong`, { textDecoration: 'underline', textUnderlineOffset: '3px' })

export const locationIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  background: vars.color.surfaceMuted,
  color: vars.color.brand,
})

export const locationText = style({ display: 'grid' })

export const hours = style({ color: vars.color.textMuted })

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.75rem',
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  '@media': {
    [media.desktop]: { flexDirection: 'column', gap: '0.3rem', textAlign: 'center' },
  },
})

export const logoMark = style({
  flex: 'none',
  width: '2.25rem',
  height: '1.5rem',
  color: vars.color.brand,
  '@media': { [media.desktop]: { width: '3rem', height: '1.75rem' } },
})

export const wordmark = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: 'clamp(1.3rem, 5.5vw, 1.5rem)',
  lineHeight: 1.05,
  letterSpacing: '-0.01em',
  '@media': { [media.desktop]: { fontSize: '2rem' } },
})

export const tagline = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      // A long tagline wraps (balanced) rather than squeezing the location and phone beside it.
      maxWidth: '26rem',
      textWrap: 'balance',
      fontSize: '0.75rem',
      letterSpacing: '0.18em',
      textTransform: 'uppercase',
      color: vars.color.textMuted,
    },
  },
})

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '0.5rem',
})

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5rem',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: '0.8rem',
  borderRadius: vars.radius.button,
  border: `1.5px solid ${vars.color.border}`,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
  '@media': { [media.desktop]: { paddingInline: '1.25rem' } },
})

/** The number itself shows from tablet width up; the phone gets an icon button with its name. */
export const phoneNumber = style({
  ...visuallyHidden,
  '@media': {
    [media.tablet]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
})

/* Desktop navigation: its own centred row under the wordmark. */
export const desktopNav = style(desktopOnly)

export const navList = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '0.25rem',
  // Block only: the container centres it (`marginInline: auto`) on screens wider than the page.
  marginBlock: 0,
  padding: '0.5rem 0 0.9rem',
  listStyle: 'none',
})

export const navItem = style({ position: 'relative' })

const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.3rem',
  minHeight: '2.75rem',
  paddingInline: '1rem',
  borderRadius: vars.radius.button,
  color: vars.color.text,
  fontSize: '0.9375rem',
  fontWeight: 500,
  letterSpacing: '0.01em',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
} as const

export const navLink = style({
  ...linkBase,
  position: 'relative',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current]': { color: vars.color.brand, fontWeight: 700 },
    // A small dot under the current entry.
    '&[aria-current]::after': {
      content: '""',
      position: 'absolute',
      left: '50%',
      bottom: '0.15rem',
      width: 5,
      height: 5,
      marginLeft: -2.5,
      borderRadius: '50%',
      background: vars.color.accent,
    },
  },
})

export const highlight = style({
  ...linkBase,
  marginInlineStart: '0.5rem',
  paddingInline: '1.4rem',
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: 700,
  selectors: {
    '&:hover': { background: `color-mix(in srgb, ${vars.color.accent} 82%, ${vars.color.surface})` },
    '&[aria-current]': { boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.accent} 35%, transparent)` },
  },
})

export const chevron = style({ width: '0.9em', height: '0.9em', transition: 'transform 150ms ease' })

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 0.5rem)',
  left: '50%',
  translate: '-50% 0',
  display: 'grid',
  gap: '0.125rem',
  minWidth: '14rem',
  margin: 0,
  padding: '0.6rem',
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 18,
  boxShadow: vars.shadow.raised,
  '::before': { content: '""', position: 'absolute', insetInline: 0, top: '-0.75rem', height: '0.75rem' },
})

/** Long lists (models) get two columns. */
export const panelWide = style({
  gridTemplateColumns: 'repeat(2, minmax(10rem, 1fr))',
  minWidth: '24rem',
})

export const hoverItem = style({ position: 'relative' })

export const hoverPanel = style(hoverReveal(hoverItem, { from: 'translateY(6px)', ms: 160 }))

export const dropdown = style({ position: 'relative' })
globalStyle(`${dropdown}[open] > summary`, { background: vars.color.surfaceMuted })
turnChevronWhenOpen({ hoverItem, dropdown, chevron })
/** Hover mode's toggle, after the parent link: the chevron, where the link's gap put it. */
export const menuToggle = style({ paddingInlineStart: '0.3rem' })
hoverEntryRow({ hoverItem, navLink }, { background: vars.color.surfaceMuted })

export const panelLink = style({
  display: 'block',
  padding: '0.6rem 0.9rem',
  borderRadius: 12,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.brand } },
})

export const parentItem = style({ gridColumn: '1 / -1' })

export const panelParent = style([
  panelLink,
  {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '1rem',
    fontFamily: vars.font.heading,
    fontWeight: vars.font.headingWeight,
    fontSize: '1.0625rem',
    color: vars.color.brand,
  },
])

/* Phone menu: a rounded sheet under the header, opened by a <details>. */
export const mobileMenu = style(belowDesktop)

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.45rem',
  minHeight: '2.75rem',
  paddingInline: '1.1rem',
  borderRadius: vars.radius.button,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 700,
  fontSize: '0.9375rem',
})

/** On the narrowest phones (under 360 px) the button keeps its name for screen readers and shows the icon only, so the wordmark never runs under the phone button. */
export const menuLabel = style({
  '@media': {
    'screen and (max-width: 22.49em)': visuallyHidden,
  },
})
globalStyle(`${menuButton}:has(${menuLabel})`, {
  '@media': { 'screen and (max-width: 22.49em)': { paddingInline: '0.7rem' } },
})

const icons = menuIcons(mobileMenu)
export const menuIconOpen = style(icons.open)
export const menuIconClose = style(icons.close)

export const sheet = style({
  position: 'absolute',
  insetInline: '0.5rem',
  top: 'calc(100% + 0.5rem)',
  maxHeight: 'calc(100dvh - 6rem)',
  overflowY: 'auto',
  padding: '0.75rem 1.25rem 1.5rem',
  background: vars.color.surface,
  borderRadius: 24,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
})

export const sheetList = style({ margin: 0, padding: 0, listStyle: 'none' })

export const sheetItem = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
})

const sheetLinkRule = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '3.5rem',
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: '1.3125rem',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current]': { color: vars.color.brand } },
} satisfies StyleRule
export const sheetLink = style(sheetLinkRule)

export const sheetSub = style({})
globalStyle(`${sheetSub}[open] > summary ${chevron}`, { transform: 'rotate(180deg)' })

export const sheetSubList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '0.25rem',
  margin: '0 0 1rem',
  padding: 0,
  listStyle: 'none',
})

export const sheetSubLink = style({
  display: 'block',
  padding: '0.65rem 0.85rem',
  borderRadius: 12,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: '0.9375rem',
})

export const sheetActions = style({
  display: 'grid',
  gap: '0.5rem',
  marginTop: '1rem',
})

export const sheetHighlight = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '3.25rem',
  borderRadius: vars.radius.button,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: 700,
  textDecoration: 'none',
})

export const sheetCall = style([
  sheetHighlight,
  {
    gap: '0.5rem',
    background: 'transparent',
    color: vars.color.brand,
    border: `1.5px solid ${vars.color.brand}`,
  },
])

export const sheetHours = style({
  margin: '0.75rem 0 0',
  textAlign: 'center',
  fontSize: '0.875rem',
  color: vars.color.textMuted,
})

/** Account links beside the phone on wide screens; on phones they are in the menu sheet. */
export const accountList = style({
  alignItems: 'center',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'none',
  '@media': { [media.desktop]: { display: 'flex' } },
})

const accountLinkRule = {
  // A 24 px tap target at least (WCAG 2.2, 2.5.8): the bare line of text was 17 px tall.
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: '0.9375rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
} satisfies StyleRule
export const accountLink = style(accountLinkRule)

/** Sign Out (a POST form's button), drawn as the account links beside it and the sheet's links. */
export const accountButton = style({ ...buttonAsLink, ...accountLinkRule })
export const sheetButton = style({ ...buttonAsLink, ...sheetLinkRule, width: '100%' })
