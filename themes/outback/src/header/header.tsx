import { container, DesktopNav, Icon, MobileMenu, type NavEntryClasses } from '@dealer/theme-base/source'
import type { HeaderProps } from '@dealer/theme-contract'
import * as s from './header.css'

/**
 * Outback header: a night bar over a sunset rule. Desktop: emblem and wordmark, a bold call block
 * and the drawer's Menu button over a row of navigation in condensed capitals (base's DesktopNav).
 * Every width has the side drawer (base's MobileMenu, a <details>, so no JavaScript): the whole
 * menu, the account, Finance and the call as blocks, and today's hours. Phones keep the wordmark,
 * a call button and Menu.
 */
export function Header(props: HeaderProps) {
  const { location, phone } = props
  return (
    <header className={s.root}>
      <div className={`${container} ${s.bar}`}>
        <a className={s.logo} href={props.homeHref}>
          <svg className={s.emblem} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
            <circle className={s.sun} cx="22" cy="17" r="9" />
            <path className={s.ridge} d="M1 35 13 19l6 7 6-6 14 15z" />
          </svg>
          <span className={s.wordmark}>{props.dealerName}</span>
          {props.tagline ? <span className={s.tagline}>{props.tagline}</span> : null}
        </a>
        <DesktopNav props={props} className={s.desktopNav} listClassName={s.navList} classes={navClasses} />
        <a className={s.call} href={phone.href}>
          <Icon name="phone" className={s.callIcon} />
          <span className={s.callText}>{phone.display}</span>
        </a>
        <MobileMenu
          props={props}
          classes={s.drawer}
          end={
            location ? (
              <a className={s.location} href={location.href}>
                <Icon name="pin" />
                <span>
                  <strong>{location.name}</strong> {location.hoursToday}
                </span>
              </a>
            ) : null
          }
        />
      </div>
    </header>
  )
}

const navClasses: NavEntryClasses = {
  ...s,
  panelFor: (_, mode) => (mode === 'hover' ? `${s.panel} ${s.hoverPanel}` : s.panel),
}
