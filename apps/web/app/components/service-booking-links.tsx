import { Link } from '@remix-run/react'
import * as layout from '~/styles/layout.css'
import * as content from '~/styles/content.css'
import * as styles from '~/styles/brands.css'

/**
 * The dealer's service booking by make (the spec's service booking entries: name, make, url):
 * external booking pages open in a new tab and say so (docs/spec-coverage.md, Dealer site: offers,
 * brands and service).
 */
export function ServiceBookingLinks({
  bookings,
}: {
  bookings: readonly { name: string; make: string | null; url: string }[]
}) {
  return (
    <section aria-labelledby="service-booking-title">
      <h2 id="service-booking-title">Book a service online</h2>
      <ul className={styles.bookingList}>
        {bookings.map((b, i) => (
          <li key={`${b.make ?? 'any'}-${i}`}>
            {/^https?:\/\//.test(b.url) ? (
              <a
                className={i === 0 ? layout.button : layout.buttonGhost}
                href={b.url}
                rel="noopener noreferrer"
                target="_blank"
              >
                {b.name}
                <span className={content.srOnly}> (opens in a new tab)</span>
              </a>
            ) : (
              <Link className={i === 0 ? layout.button : layout.buttonGhost} to={b.url}>
                {b.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
