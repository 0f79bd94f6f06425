import { Link } from '@remix-run/react'
import { HoursTable } from '@dealer/ui/hours-table'
import type { LocationCardData } from '~/lib/location-cards'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/home.css'

/**
 * Location cards: type, name, address, opening hours, DL#, phone and directions
 * (docs/spec-coverage.md, Pages and navigation).
 */
export function LocationCards({
  locations,
  headingLevel = 3,
}: {
  locations: readonly LocationCardData[]
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.locationGrid}>
      {locations.map((l) => (
        <li key={l.id} className={styles.location}>
          <p className={styles.locationType}>{l.type}</p>
          <Heading className={styles.locationName}>
            <Link to={`/locations/${l.slug}`}>{l.name}</Link>
          </Heading>
          <p>{l.address}</p>
          <HoursTable rows={l.hours} caption={`Opening hours for ${l.name}`} />
          {l.licence ? <p className={layout.muted}>DL# {l.licence}</p> : null}
          <LocationActions location={l} />
        </li>
      ))}
    </ul>
  )
}

/** A location's phone button and 'Get Directions' link. */
export function LocationActions({
  location,
}: {
  location: Pick<LocationCardData, 'phone' | 'phoneHref' | 'directions'>
}) {
  return (
    <p className={styles.locationActions}>
      <a className={layout.button} href={location.phoneHref}>
        {location.phone}
      </a>
      <a className={layout.buttonGhost} href={location.directions} rel="noopener noreferrer" target="_blank">
        Get Directions
      </a>
    </p>
  )
}
