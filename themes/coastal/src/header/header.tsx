import {
  AccountLinks,
  container,
  Icon,
  MobileMenu,
  DesktopNav,
  type MobileMenuClasses,
  type NavEntryClasses,
} from '@dealer/theme-base/source'
import type { HeaderProps } from '@dealer/theme-contract'
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
          <MobileMenu props={props} classes={sheetClasses} end={<SheetHours location={location} />} />
        </div>
      </div>
      <DesktopNav
        props={props}
        className={s.desktopNav}
        listClassName={`${container} ${s.navList}`}
        classes={navEntryClasses}
      />
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

const navEntryClasses: NavEntryClasses = {
  ...s,
  // Models (more than five links) in two columns.
  panelFor: (entry, mode) => {
    const panel = entry.children.length > 5 ? `${s.panel} ${s.panelWide}` : s.panel
    return mode === 'hover' ? `${panel} ${s.hoverPanel}` : panel
  },
}

/** The phone menu: a rounded sheet, the highlighted entries and the call side by side, today's hours last. */
const sheetClasses: MobileMenuClasses = {
  menu: s.mobileMenu,
  button: s.menuButton,
  iconOpen: s.menuIconOpen,
  iconClose: s.menuIconClose,
  label: s.menuLabel,
  panel: s.sheet,
  list: s.sheetList,
  item: s.sheetItem,
  link: s.sheetLink,
  accountButton: s.sheetButton,
  highlight: s.sheetHighlight,
  call: s.sheetCall,
  actions: s.sheetActions,
  sub: { sub: s.sheetSub, link: s.sheetLink, chevron: s.chevron, list: s.sheetSubList, subLink: s.sheetSubLink },
}

function SheetHours({ location }: { location: HeaderProps['location'] }) {
  return location?.hoursToday ? (
    <p className={s.sheetHours}>
      {location.name} · {location.hoursToday}
    </p>
  ) : null
}
