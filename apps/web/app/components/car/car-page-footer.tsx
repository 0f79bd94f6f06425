import { Link } from '@remix-run/react'
import { CAR_DISCLAIMER } from '~/lib/car-page'
import * as styles from '~/styles/car.css'

/** The bottom banner's links and the page's disclaimer (docs/spec-coverage.md, Car page). */
export function CarPageFooter({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <>
      <nav id="car-page-footer" aria-label="More from us" className={styles.banner}>
        {links.map((l) => (
          <Link key={l.href} to={l.href}>
            {l.label}
          </Link>
        ))}
      </nav>
      <p className={styles.pageDisclaimer}>{CAR_DISCLAIMER}</p>
    </>
  )
}
