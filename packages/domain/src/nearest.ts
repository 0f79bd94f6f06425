import { haversineKm, type LatLng } from './delivery'

/** Something with a place: its coordinates. */
export interface Placed {
  lat: number
  lng: number
}

/**
 * Places sorted nearest first from an origin, each with its great-circle distance in km (haversine,
 * earth radius 6371 km; docs/spec-coverage.md, Dealer site: locations). Equal distances keep their
 * order. Places without usable coordinates go last, with no distance.
 */
export function byDistance<T>(
  origin: LatLng,
  items: readonly T[],
  place: (item: T) => Placed,
): { item: T; km: number | null }[] {
  return items
    .map((item, index) => {
      const p = place(item)
      const usable = Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180
      return { item, index, km: usable ? haversineKm(origin, p) : null }
    })
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity) || a.index - b.index)
    .map(({ item, km }) => ({ item, km }))
}

/** A distance as shoppers read it: one decimal under 10 km ('3.4 km'), whole km from there ('128 km'). */
export function formatDistance(km: number): string {
  if (km < 10) return `${(Math.round(km * 10) / 10).toFixed(1)} km`
  return `${Math.round(km).toLocaleString('en-AU')} km`
}
