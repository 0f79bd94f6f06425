import type { HeaderProps } from '@dealer/theme-contract'
import { Icon } from '../icons/icons'
import { container } from '../styles/utils.css'
import * as s from './header.css'
import { AccountLinks } from './account-links'
import { DesktopNav, MobileMenu, type MobileMenuClasses, type NavEntryClasses } from './nav-menus'

/**
 * Classic dealer header: a dark utility bar (tagline, location and today's hours, phone) over a
 * white bar with the logo left and the navigation right. Dropdowns open on hover (CSS :hover, the
 * parent stays a link beside a <details> toggle for the keyboard) or on click (<details>); the phone
 * menu is a <details> too, so everything works before and without JavaScript.
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
          <DesktopNav props={props} className={s.desktopNav} listClassName={s.navList} classes={navEntryClasses} />
          <MobileMenu props={props} classes={mobileMenuClasses} />
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

const navEntryClasses: NavEntryClasses = {
  ...s,
  panelFor: (entry, mode) => {
    const panel = mode === 'hover' ? s.hoverPanel : s.panel
    return entry.children.length >= s.PANEL_WIDE_FROM ? `${panel} ${s.panelWide}` : panel
  },
}

/** Under the desktop breakpoint: a <details> menu with each dropdown as a nested disclosure. */
const mobileMenuClasses: MobileMenuClasses = {
  menu: s.mobileMenu,
  button: s.menuButton,
  iconOpen: s.menuIconOpen,
  iconClose: s.menuIconClose,
  panel: s.mobilePanel,
  list: s.mobileList,
  item: s.mobileItem,
  link: s.mobileLink,
  accountButton: s.mobileButton,
  highlight: s.mobileHighlight,
  call: s.mobileCall,
  sub: { sub: s.mobileSub, link: s.mobileLink, chevron: s.chevron, list: s.mobileSubList, subLink: s.mobileSubLink },
}
