import { MainNav, type HeaderProps, type NavEntry } from '@dealer/theme-contract'
import type { ReactNode } from 'react'
import { Icon } from '../icons/icons'
import { plainSummary } from '../styles/utils.css'
import { AccountLinks } from './account-links'
import { ariaCurrent, dropdownLinks } from './nav-parts'

/*
 * The header's menus as base draws them, in the class names a theme gives: a wide-screen entry with
 * its dropdown (hover: CSS, the parent a link and an exclusive <details> toggle; click: an exclusive
 * <details>) and the phone menu
 * (a <details> holding the Main navigation). Hook-free and handler-free: the header is static HTML
 * (ADR 008). A theme keeps only its look: the classes, and what it adds around them.
 */

/**
 * The class names a theme gives a wide-screen nav entry and its dropdown, named as a theme's
 * header.css.ts usually exports them (so `{ ...s, panelFor }` fills it).
 */
export interface NavEntryClasses {
  navItem: string
  /** Added to the item of a hover dropdown (its :hover, or its toggle's [open], shows the panel). */
  hoverItem: string
  navLink: string
  /**
   * Added to a hover dropdown's toggle (the <summary> holding the chevron, drawn as a `navLink`
   * too, after the parent link): where it differs from a link, its start padding the link's gap.
   */
  menuToggle: string
  /** A highlighted entry without children (Finance). */
  highlight: string
  chevron: string
  /** The <details> of a click dropdown. */
  dropdown: string
  /** The panel's <ul> class for an entry, per opening mode. */
  panelFor: (entry: NavEntry, mode: HeaderProps['dropdownOpen']) => string
  /** The item of the parent page's link, when a click dropdown adds it. */
  parentItem?: string
  panelParent: string
  panelLink: string
}

/** A wide-screen navigation entry: a link, or a dropdown opening on hover or on click. */
export function NavEntryItem({
  entry,
  mode,
  classes: c,
}: {
  entry: NavEntry
  mode: HeaderProps['dropdownOpen']
  classes: NavEntryClasses
}) {
  const current = ariaCurrent(entry)
  if (entry.children.length === 0) {
    return (
      <li className={c.navItem}>
        <a className={entry.highlight ? c.highlight : c.navLink} href={entry.href} aria-current={current}>
          {entry.label}
        </a>
      </li>
    )
  }
  const chevron = <Icon name="chevronDown" className={c.chevron} />
  if (mode === 'click') {
    const { parent, children } = dropdownLinks(entry)
    return (
      <li className={c.navItem}>
        {/* name= makes the dropdowns exclusive: opening one closes the other (no JS). */}
        <details className={c.dropdown} name="header-nav" data-dropdown="click">
          <summary className={`${plainSummary} ${c.navLink}`} aria-current={current}>
            {entry.label}
            {chevron}
          </summary>
          <ul className={c.panelFor(entry, mode)}>
            {parent ? (
              <li className={c.parentItem}>
                <a className={c.panelParent} href={parent.href}>
                  {parent.label}
                  <Icon name="arrowRight" />
                </a>
              </li>
            ) : null}
            <PanelLinks links={children} className={c.panelLink} />
          </ul>
        </details>
      </li>
    )
  }
  // The parent stays a link to its page; the menu has its own toggle, a <summary> (one tab stop,
  // Enter or Space opens it, its state exposed by the browser), so the panel's links are tab stops
  // only once it is open. Hover opens the panel too (CSS); Escape closes it (apps/web's
  // header-menus.ts). The panel follows the <details>, so hover can show it while it is closed.
  return (
    <li className={`${c.navItem} ${c.hoverItem}`} data-dropdown="hover">
      <a className={c.navLink} href={entry.href} aria-current={current}>
        {entry.label}
      </a>
      <details name="header-nav">
        <summary className={`${plainSummary} ${c.navLink} ${c.menuToggle}`} aria-label={`${entry.label} menu`}>
          {chevron}
        </summary>
      </details>
      <ul className={c.panelFor(entry, mode)}>
        <PanelLinks links={entry.children} className={c.panelLink} />
      </ul>
    </li>
  )
}

/** The wide-screen Main navigation: a list of `NavEntryItem`s. */
export function DesktopNav({
  props,
  className,
  listClassName,
  classes,
}: {
  props: HeaderProps
  className: string
  listClassName: string
  classes: NavEntryClasses
}) {
  return (
    <MainNav className={className}>
      <ul className={listClassName}>
        {props.nav.map((entry) => (
          <NavEntryItem key={entry.href + entry.label} entry={entry} mode={props.dropdownOpen} classes={classes} />
        ))}
      </ul>
    </MainNav>
  )
}

function PanelLinks({ links, className }: { links: NavEntry['children']; className: string }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <a className={className} href={link.href}>
            {link.label}
          </a>
        </li>
      ))}
    </>
  )
}

/** The class names a theme gives a dropdown entry of its phone menu. */
export interface MobileSubClasses {
  sub: string
  link: string
  chevron: string
  list: string
  subLink: string
}

/**
 * A dropdown entry of the phone menu: a nested <details> whose summary is the entry (the current
 * section marked) over its page, unless a child already goes there, and its children.
 */
export function MobileSub({ entry, classes: c }: { entry: NavEntry; classes: MobileSubClasses }) {
  const { parent, children } = dropdownLinks(entry)
  return (
    <details className={c.sub}>
      <summary className={`${plainSummary} ${c.link}`} aria-current={ariaCurrent(entry)}>
        {entry.label}
        <Icon name="chevronDown" className={c.chevron} />
      </summary>
      <ul className={c.list}>
        {[parent, ...children].map((link) =>
          link ? (
            <li key={link.href + link.label}>
              <a className={c.subLink} href={link.href}>
                {link.label}
              </a>
            </li>
          ) : null,
        )}
      </ul>
    </details>
  )
}

/** The class names a theme gives its phone menu. */
export interface MobileMenuClasses {
  /** The <details> and its Menu <summary>, with the open and close icons. */
  menu: string
  button: string
  iconOpen: string
  iconClose: string
  /** The word Menu in a <span> of this class; bare text without it. */
  label?: string
  /** The Main <nav> panel, its list, each item and link, the account's sign-out button. */
  panel: string
  list: string
  item: string
  link: string
  accountButton: string
  /** Highlighted entries (Finance) and the call link, after the list; in a <div> of `actions` if given. */
  highlight: string
  call: string
  actions?: string
  sub: MobileSubClasses
}

/**
 * The phone menu: a <details> whose panel is the Main navigation: the entries (dropdowns as
 * nested disclosures), the account links, then the highlighted entries and the call link, and
 * whatever the theme puts at the end.
 */
export function MobileMenu({
  props,
  classes: c,
  end,
}: {
  props: HeaderProps
  classes: MobileMenuClasses
  end?: ReactNode
}) {
  const highlighted = props.nav.filter((entry) => entry.highlight && entry.children.length === 0)
  const regular = props.nav.filter((entry) => !highlighted.includes(entry))
  const actions = (
    <>
      {highlighted.map((entry) => (
        <a key={entry.href + entry.label} className={c.highlight} href={entry.href} aria-current={ariaCurrent(entry)}>
          {entry.label}
        </a>
      ))}
      <a className={c.call} href={props.phone.href}>
        <Icon name="phone" />
        {props.phone.display}
      </a>
    </>
  )
  return (
    <details className={c.menu} data-menu="mobile">
      <summary className={`${plainSummary} ${c.button}`}>
        <Icon name="menu" className={c.iconOpen} />
        <Icon name="close" className={c.iconClose} />
        {c.label ? <span className={c.label}>Menu</span> : 'Menu'}
      </summary>
      <MainNav className={c.panel}>
        <ul className={c.list}>
          {regular.map((entry) => (
            <li key={entry.href + entry.label} className={c.item}>
              {entry.children.length === 0 ? (
                <a className={c.link} href={entry.href} aria-current={ariaCurrent(entry)}>
                  {entry.label}
                </a>
              ) : (
                <MobileSub entry={entry} classes={c.sub} />
              )}
            </li>
          ))}
          <AccountLinks account={props.account} itemClass={c.item} linkClass={c.link} buttonClass={c.accountButton} />
        </ul>
        {c.actions ? <div className={c.actions}>{actions}</div> : actions}
        {end}
      </MainNav>
    </details>
  )
}
