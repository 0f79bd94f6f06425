import type { FooterProps } from '@dealer/theme-contract'
import { Icon } from '../icons/icons'
import { container } from '../styles/utils.css'
import * as s from './footer.css'
import { PaymentLogo } from './payment-logos'

/**
 * Footer: the stats banner, the link groups beside the dealer's contact details, the
 * 'We accept:' strip, then copyright, legal links and the unsubscribe link.
 */
export function Footer(props: FooterProps) {
  return (
    <footer className={s.root}>
      {props.stats.length > 0 ? (
        <section className={s.stats} aria-label={`${props.dealerName} in numbers`}>
          <ul className={`${container} ${s.statsList}`}>
            {props.stats.map((stat) => (
              <li key={stat.label} className={s.stat}>
                <span className={s.statValue}>{stat.value}</span>
                <span className={s.statLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={container}>
        <div className={s.main}>
          <div className={s.contact}>
            <p className={s.dealerName}>{props.dealerName}</p>
            <address className={s.address}>
              <span>{props.address}</span>
              <a className={s.contactLink} href={props.phone.href}>
                <Icon name="phone" />
                {props.phone.display}
              </a>
              <a className={s.contactLink} href={`mailto:${props.email}`}>
                <Icon name="mail" />
                {props.email}
              </a>
            </address>
          </div>
          {props.groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className={s.groupTitle}>{group.title}</h2>
              <ul className={s.groupList}>
                {group.links.map((link) => (
                  <li key={link.href + link.label}>
                    <a className={s.groupLink} href={link.href}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        {props.paymentMethods.length > 0 ? (
          <div className={s.payments}>
            <p className={s.paymentsLabel} id="footer-we-accept">
              We accept:
            </p>
            <ul className={s.paymentList} aria-labelledby="footer-we-accept">
              {props.paymentMethods.map((method) => (
                <li key={method}>
                  <PaymentLogo method={method} className={s.paymentLogo} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className={s.bottom}>
          <p className={s.copyright}>{props.copyright}</p>
          <ul className={s.legalList}>
            {props.legal.map((link) => (
              <li key={link.href}>
                <a className={s.legalLink} href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a className={s.legalLink} href={props.unsubscribe.href}>
                {props.unsubscribe.label}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
