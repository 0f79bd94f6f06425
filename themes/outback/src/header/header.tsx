import { AccountLinks, ariaCurrent, container, Icon, MobileSub, plainSummary } from '@dealer/theme-base/source'
import { MainNav, type HeaderProps, type NavEntry } from '@dealer/theme-contract'
import * as s from './header.css'

/**
 * Outback header: a night bar over a sunset rule. Desktop: emblem and wordmark, a bold call block
 * and the drawer's Menu button over a row of navigation in condensed capitals. Every width has the
 * side drawer (a <details>, so no JavaScript): the whole menu, the account and today's hours.
 * Phones keep the wordmark, a call button and Menu.
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
        <MainNav className={s.desktopNav}>
          <ul className={s.navList}>
            {props.nav.map((entry) => (
              <li key={entry.href + entry.label} data-dropdown={entry.children.length ? props.dropdownOpen : undefined}>
                <Entry entry={entry} hover={props.dropdownOpen === 'hover'} classes={s.desktop} />
              </li>
            ))}
          </ul>
        </MainNav>
        <a className={s.call} href={phone.href}>
          <Icon name="phone" className={s.callIcon} />
          <span className={s.callText}>{phone.display}</span>
        </a>
        <details className={s.drawer} data-menu="mobile">
          <summary className={`${plainSummary} ${s.menuButton}`}>
            <Icon name="menu" className={s.iconOpen} />
            <Icon name="close" className={s.iconClose} />
            <span className={s.menuLabel}>Menu</span>
          </summary>
          <MainNav className={s.sheet}>
            <ul className={s.drawerList}>
              {props.nav.map((entry) => (
                <li key={entry.href + entry.label} className={s.drawerItem}>
                  <Entry entry={entry} hover={false} classes={s.drawerSub} />
                </li>
              ))}
              <AccountLinks
                account={props.account}
                itemClass={s.drawerItem}
                linkClass={s.drawerSub.link}
                buttonClass={s.button}
              />
            </ul>
            {location ? (
              <a className={s.location} href={location.href}>
                <Icon name="pin" />
                <span>
                  <strong>{location.name}</strong> {location.hoursToday}
                </span>
              </a>
            ) : null}
          </MainNav>
        </details>
      </div>
    </header>
  )
}

/** A nav entry: a link, with its children in a panel shown on hover, or a <details> (base's MobileSub). */
function Entry({ entry, hover, classes: c }: { entry: NavEntry; hover: boolean; classes: typeof s.desktop }) {
  if (entry.children.length > 0 && !hover) return <MobileSub entry={entry} classes={c} />
  return (
    <>
      <a className={entry.highlight ? s.highlight : c.link} href={entry.href} aria-current={ariaCurrent(entry)}>
        {entry.label}
        {entry.children.length > 0 ? <Icon name="chevronDown" className={c.chevron} /> : null}
      </a>
      {entry.children.length > 0 ? (
        <ul className={c.list}>
          {entry.children.map((child) => (
            <li key={child.href + child.label}>
              <a className={c.subLink} href={child.href}>
                {child.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
