/** A locality named on the vehicle's map, with where its label goes (SVG user units). */
export interface MapPlace {
  name: string
  x: number
  y: number
  label: { x: number; y: number; anchor: 'start' | 'end' | 'middle' }
}

/** A map drawn from numbers only (by .server/location-map.ts): rendered as SVG, no tiles to fetch. */
export interface LocationMap {
  width: number
  height: number
  pin: { x: number; y: number }
  places: MapPlace[]
  /** Faint lines every `scale.km` from the pin, so distances read at a glance. */
  grid: { xs: number[]; ys: number[] }
  scale: { km: number; px: number; label: string }
}

/** The car page's 'Vehicle Location', shaped by the page's server builder. */
export interface VehicleLocationView {
  name: string
  city: string
  /** Street, city, state and postcode on one line. */
  address: string
  lat: number
  lng: number
  directions: string
  map: LocationMap | null
}
