/** The delivery calculator's messages (docs/spec-coverage.md, Car page). */
export const POSTCODE_REQUIRED_MESSAGE = 'Please enter a postcode.'
export const POSTCODE_INVALID_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
export const DELIVERY_NO_PRICE_MESSAGE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."
/** The postcode field's max length (docs/spec-coverage.md, Car page). */
export const POSTCODE_MAX_LENGTH = 4
/** Earth radius for distances, in km (docs/spec-coverage.md, Car page). */
export const EARTH_RADIUS_KM = 6371

export type PostcodeValidation = { ok: true; postcode: string } | { ok: false; error: string }

/** Required ('Please enter a postcode.'), then exactly 4 digits (docs/spec-coverage.md, Car page). */
export function validatePostcode(raw: string | null | undefined): PostcodeValidation {
  const value = (raw ?? '').trim()
  if (value === '') return { ok: false, error: POSTCODE_REQUIRED_MESSAGE }
  if (!/^\d{4}$/.test(value)) return { ok: false, error: POSTCODE_INVALID_MESSAGE }
  return { ok: true, postcode: value }
}

export interface LatLng {
  lat: number
  lng: number
}

/** Great-circle distance in km by the haversine formula, earth radius 6371 km (docs/spec-coverage.md, Car page). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** One distance band of a tenant's delivery table. */
export interface DeliveryBand {
  /** Upper bound in km, inclusive. */
  upToKm: number
  /** Price in dollars, or null where the dealer does not quote (e.g. remote areas). */
  price: number | null
  /** Shown with the price, e.g. 'Metro delivery'. */
  name: string
}

/** A tenant's delivery price table: bands by distance from the car's location. */
export interface DeliveryPriceTable {
  bands: readonly DeliveryBand[]
}

/** The delivery price lookup's answer (docs/spec-coverage.md, Car page). */
export interface DeliveryPrice {
  price: number
  name: string
}

/**
 * {price, name} for a distance, or null ("no price") when the distance is past
 * the last band or the band has no price.
 * Traced in docs/spec-coverage.md, Car page.
 */
export function deliveryPrice(table: DeliveryPriceTable, distanceKm: number): DeliveryPrice | null {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) return null
  const band = [...table.bands].sort((a, b) => a.upToKm - b.upToKm).find((b) => distanceKm <= b.upToKm)
  if (!band || band.price === null) return null
  return { price: band.price, name: band.name }
}

export type DeliveryEstimate =
  { ok: true; price: number; name: string; distanceKm: number } | { ok: false; error: string }

/**
 * The whole calculator step once the postcode is placed: distance from the postcode to
 * the car's location, then the tenant's table; the no-price message otherwise.
 */
export function deliveryEstimate(table: DeliveryPriceTable, from: LatLng, carLocation: LatLng): DeliveryEstimate {
  const distanceKm = haversineKm(from, carLocation)
  const hit = deliveryPrice(table, distanceKm)
  if (!hit) return { ok: false, error: DELIVERY_NO_PRICE_MESSAGE }
  return { ok: true, ...hit, distanceKm: Math.round(distanceKm * 10) / 10 }
}
