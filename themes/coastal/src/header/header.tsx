import {
  AccountLinks,
  ariaCurrent,
  container,
  dropdownLinks,
  Icon,
  MobileSub,
  plainSummary,
  type MobileSubClasses,
} from '@dealer/theme-base/source'
import { MainNav, type HeaderProps, type LinkData, type NavEntry } from '@dealer/theme-contract'
import * as s from './header.css'

/**
 * Coastal header: a light, centred layout. The wordmark sits in the middle with the location
 * on its left and the phone on its right; the navigation is its own centred row below. On
 * phones: wordmark left, a call icon and a Menu button opening a rounded sheet (<details>).
 */
export function Header(props: HeaderProps) {
  const { location, phone } = props
  return (
    <header className={s.root}>
      <div className={`${container} ${s.top}`}>
        {location ? (
          <a className={s.location} href={location.href}>
            <span className={s.locationIcon}>
              <Icon name="pin" />
            </span>
            <span className={s.locationText}>
              <strong>{location.name}</strong>
              {location.hoursToday ? <span className={s.hours}>{location.hoursToday}</span> : null}
            </span>
          </a>
        ) : (
          <span className={s.location} />
        )}
        <a className={s.logo} href={props.homeHref}>
          <WaveMark />
          <span className={s.wordmark}>{props.dealerName}</span>
          {props.tagline ? <span className={s.tagline}>{props.tagline}</span> : null}
        </a>
        <div className={s.actions}>
          <ul className={s.accountList}>
            <AccountLinks account={props.account} linkClass={s.accountLink} buttonClass={s.accountButton} />
          </ul>
          <a className={s.phone} href={phone.href}>
            <Icon name="phone" />
            <span className={s.phoneNumber}>{phone.display}</span>
          </a>
          <MobileMenu {...props} />
        </div>
      </div>
      <MainNav className={s.desktopNav}>
        <ul className={`${container} ${s.navList}`}>
          {props.nav.map((entry) => (
            <DesktopEntry key={entry.href + entry.label} entry={entry} mode={props.dropdownOpen} />
          ))}
        </ul>
      </MainNav>
    </header>
  )
}

function WaveMark() {
  return (
    <svg className={s.logoMark} viewBox="0 0 48 28" aria-hidden="true" focusable="false">
      <path
        d="M2 12c5 0 6-6 11-6s6 6 11 6 6-6 11-6 6 6 11 6M2 22c5 0 6-6 11-6s6 6 11 6 6-6 11-6 6 6 11 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  )
}

function PanelLinks({ parent, children }: { parent: LinkData | null; children: readonly LinkData[] }) {
  return (
    <>
      {parent ? (
        <li className={s.parentItem}>
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
    </>
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
  const panel = entry.children.length > 5 ? `${s.panel} ${s.panelWide}` : s.panel
  const chevron = <Icon name="chevronDown" className={s.chevron} />
  if (mode === 'click') {
    const links = dropdownLinks(entry)
    return (
      <li className={s.navItem}>
        <details className={s.dropdown} name="header-nav" data-dropdown="click">
          <summary className={`${plainSummary} ${s.navLink}`} aria-current={current}>
            {entry.label}
            {chevron}
          </summary>
          <ul className={panel}>
            <PanelLinks {...links} />
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
      <ul className={`${panel} ${s.hoverPanel}`}>
        <PanelLinks parent={null} children={entry.children} />
      </ul>
    </li>
  )
}

const sheetSubClasses: MobileSubClasses = {
  sub: s.sheetSub,
  link: s.sheetLink,
  chevron: s.chevron,
  list: s.sheetSubList,
  subLink: s.sheetSubLink,
}

function MobileMenu(props: HeaderProps) {
  const highlighted = props.nav.filter((entry) => entry.highlight && entry.children.length === 0)
  const regular = props.nav.filter((entry) => !highlighted.includes(entry))
  return (
    <details className={s.mobileMenu} data-menu="mobile">
      <summary className={`${plainSummary} ${s.menuButton}`}>
        <Icon name="menu" className={s.menuIconOpen} />
        <Icon name="close" className={s.menuIconClose} />
        <span className={s.menuLabel}>Menu</span>
      </summary>
      <MainNav className={s.sheet}>
        <ul className={s.sheetList}>
          {regular.map((entry) => (
            <li key={entry.href + entry.label} className={s.sheetItem}>
              {entry.children.length === 0 ? (
                <a className={s.sheetLink} href={entry.href} aria-current={ariaCurrent(entry)}>
                  {entry.label}
                </a>
              ) : (
                <MobileSub entry={entry} classes={sheetSubClasses} />
              )}
            </li>
          ))}
          <AccountLinks
            account={props.account}
            itemClass={s.sheetItem}
            linkClass={s.sheetLink}
            buttonClass={s.sheetButton}
          />
        </ul>
        <div className={s.sheetActions}>
          {highlighted.map((entry) => (
            <a
              key={entry.href + entry.label}
              className={s.sheetHighlight}
              href={entry.href}
              aria-current={ariaCurrent(entry)}
            >
              {entry.label}
            </a>
          ))}
          <a className={s.sheetCall} href={props.phone.href}>
            <Icon name="phone" />
            {props.phone.display}
          </a>
        </div>
        {props.location?.hoursToday ? (
          <p className={s.sheetHours}>
            {props.location.name} · {props.location.hoursToday}
          </p>
        ) : null}
      </MainNav>
    </details>
  )
}
