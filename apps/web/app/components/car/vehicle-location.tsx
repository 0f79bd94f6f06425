import type { VehicleLocationView } from './location-types'
import { MapDrawing } from '~/components/location-map'
import * as map from './vehicle-location.css'
import * as styles from '~/styles/car.css'

/**
 * Where the vehicle is (docs/spec-coverage.md, Car page): the location's name and address as text,
 * a map drawn on the server (works offline; no tiles) and 'Get directions'.
 */
export function VehicleLocation({ location }: { location: VehicleLocationView | null }) {
  return (
    <section className={styles.panel} id="vehicle-map" aria-labelledby="location-title">
      <h2 id="location-title">Vehicle Location</h2>
      {location ? (
        <div className={map.layout}>
          {location.map ? (
            <MapDrawing
              drawing={location.map}
              name={location.name}
              address={location.address}
              titleId="vehicle-map-title"
              testId="vehicle-map"
            />
          ) : null}
          <div className={map.details}>
            <p className={map.name}>{location.name}</p>
            <address className={map.address}>{location.address}</address>
            <a className={map.directions} href={location.directions} target="_blank" rel="noopener noreferrer">
              Get Directions
            </a>
          </div>
        </div>
      ) : (
        <p>Vehicle Location</p>
      )}
    </section>
  )
}
