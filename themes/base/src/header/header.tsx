import { MainNav, type HeaderProps, type NavEntry } from '@dealer/theme-contract'
import { Icon } from '../icons/icons'
import { container, plainSummary } from '../styles/utils.css'
import * as s from './header.css'
import { AccountLinks } from './account-links'
import { ariaCurrent, dropdownLinks } from './nav-parts'

/**
 * Classic dealer header: a dark utility bar (tagline, location and today's hours, phone) over a
 * white bar with the logo left and the navigation right. Dropdowns open on hover (CSS :hover and
 * :focus-within, the parent stays a link) or on click (<details>); the phone menu is a <details>
 * too, so everything works before and without JavaScript.
 */
export function Header(props: HeaderProps) {
  const { location, phone } = props
  return (
    <header className={s.root}>
      <div className={s.utility}>
        <div className={`${container} ${s.utilityInner}`}>
          {props.tagline ? <p className={s.tagline}>{props.tagline}</p> : null}
          <ul className={s.utilityList}>
            {location ? (
              <li className={s.locationItem}>
                <a className={`${s.utilityLink} ${s.locationLink}`} href={location.href}>
                  <Icon name="pin" />
                  <span className={s.locationName}>{location.name}</span>
                  {location.hoursToday ? <span className={s.hours}>{location.hoursToday}</span> : null}
                </a>
              </li>
            ) : null}
            <AccountLinks
              account={props.account}
              itemClass={s.accountItem}
              linkClass={s.utilityLink}
              buttonClass={s.utilityButton}
            />
            <li className={s.phoneItem}>
              <a className={s.phoneLink} href={phone.href}>
                <Icon name="phone" />
                {phone.display}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className={s.mainBar}>
        <div className={`${container} ${s.mainInner}`}>
          <a className={s.logo} href={props.homeHref}>
            <LogoMark />
            <span className={s.wordmark}>{props.dealerName}</span>
          </a>
          <MainNav className={s.desktopNav}>
            <ul className={s.navList}>
              {props.nav.map((entry) => (
                <DesktopEntry key={entry.href + entry.label} entry={entry} mode={props.dropdownOpen} />
              ))}
            </ul>
          </MainNav>
          <MobileMenu {...props} />
        </div>
      </div>
    </header>
  )
}

function LogoMark() {
  // A generic road-and-chevron mark in the brand colour; a dealer's own logo can replace the slot.
  return (
    <svg className={s.logoMark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="8" fill="currentColor" />
      <path d="M9 28 17 12h6l8 16" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinejoin="round" />
      <path d="M20 19v3M20 25v3" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  )
}

function DesktopEntry({ entry, mode }: { entry: NavEntry; mode: HeaderProps['dropdownOpen'] }) {
  const current = ariaCurrent(entry)
  if (entry.children.length === 0) {
    return (
      <li className={s.navItem}>
        <a className={entry.highlight ? s.highlight : s.navLink} href={entry.href} aria-current={current}>
          {entry.label}
        </a>
      </li>
    )
  }
  const chevron = <Icon name="chevronDown" className={s.chevron} />
  if (mode === 'click') {
    const { parent, children } = dropdownLinks(entry)
    return (
      <li className={s.navItem}>
        {/* name= makes the dropdowns exclusive: opening one closes the other (no JS). */}
        <details className={s.dropdown} name="header-nav" data-dropdown="click">
          <summary className={`${plainSummary} ${s.navLink}`} aria-current={current}>
            {entry.label}
            {chevron}
          </summary>
          <ul className={s.panel}>
            {parent ? (
              <li>
                <a className={s.panelParent} href={parent.href}>
                  {parent.label}
                  <Icon name="arrowRight" />
                </a>
              </li>
            ) : null}
            {children.map((child) => (
              <li key={child.href + child.label}>
                <a className={s.panelLink} href={child.href}>
                  {child.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
      </li>
    )
  }
  return (
    <li className={`${s.navItem} ${s.hoverItem}`} data-dropdown="hover">
      <a className={s.navLink} href={entry.href} aria-current={current}>
        {entry.label}
        {chevron}
      </a>
      <ul className={s.hoverPanel}>
        {entry.children.map((child) => (
          <li key={child.href + child.label}>
            <a className={s.panelLink} href={child.href}>
              {child.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  )
}

/** Under the desktop breakpoint: a <details> menu with each dropdown as a nested disclosure. */
function MobileMenu(props: HeaderProps) {
  const highlighted = props.nav.filter((entry) => entry.highlight && entry.children.length === 0)
  const regular = props.nav.filter((entry) => !highlighted.includes(entry))
  return (
    <details className={s.mobileMenu} data-menu="mobile">
      <summary className={`${plainSummary} ${s.menuButton}`}>
        <Icon name="menu" className={s.menuIconOpen} />
        <Icon name="close" className={s.menuIconClose} />
        Menu
      </summary>
      <MainNav className={s.mobilePanel}>
        <ul className={s.mobileList}>
          {regular.map((entry) => (
            <li key={entry.href + entry.label} className={s.mobileItem}>
              {entry.children.length === 0 ? (
                <a className={s.mobileLink} href={entry.href} aria-current={ariaCurrent(entry)}>
                  {entry.label}
                </a>
              ) : (
                <MobileSub entry={entry} classes={mobileSubClasses} />
              )}
            </li>
          ))}
          <AccountLinks
            account={props.account}
            itemClass={s.mobileItem}
            linkClass={s.mobileLink}
            buttonClass={s.mobileButton}
          />
        </ul>
        {highlighted.map((entry) => (
          <a
            key={entry.href + entry.label}
            className={s.mobileHighlight}
            href={entry.href}
            aria-current={ariaCurrent(entry)}
          >
            {entry.label}
          </a>
        ))}
        <a className={s.mobileCall} href={props.phone.href}>
          <Icon name="phone" />
          {props.phone.display}
        </a>
      </MainNav>
    </details>
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

const mobileSubClasses: MobileSubClasses = {
  sub: s.mobileSub,
  link: s.mobileLink,
  chevron: s.chevron,
  list: s.mobileSubList,
  subLink: s.mobileSubLink,
}
