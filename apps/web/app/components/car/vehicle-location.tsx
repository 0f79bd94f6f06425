import * as styles from '~/styles/car.css'

/** Where the vehicle is (docs/spec-coverage.md, Car page). */
export function VehicleLocation({ location }: { location: { name: string; city: string } | null }) {
  return (
    <section className={styles.panel} id="vehicle-map" aria-labelledby="location-title">
      <h2 id="location-title">Vehicle Location</h2>
      <p>{location ? `${location.name}, ${location.city}` : 'Vehicle Location'}</p>
    </section>
  )
}
