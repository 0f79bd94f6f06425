import { z } from 'zod'

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

const deliveryName = z.string().trim().min(1).max(60)
/** Whole dollars, or null where the dealer does not quote (e.g. remote areas). */
const deliveryAmount = z.number().int().min(0).max(100_000).nullable()

/** One distance band of a dealer's delivery table. */
export const deliveryBandSchema = z
  .object({
    /** Upper bound in km from the car's location, inclusive. */
    upToKm: z.number().positive().max(20_000),
    /** Price in dollars, or null where the dealer does not quote (e.g. remote areas). */
    price: deliveryAmount,
    /** Shown with the price, e.g. 'Metro delivery'. */
    name: deliveryName,
  })
  .strict()
export type DeliveryBand = z.infer<typeof deliveryBandSchema>

/** A postcode ("4215") or an inclusive range ("4000-4179"). */
const postcodeSpan = z
  .string()
  .regex(/^\d{4}(-\d{4})?$/, 'a postcode such as "4215" or a range such as "4000-4179"')
  .refine((v) => {
    const [lo, hi = lo] = v.split('-')
    return lo! <= hi!
  }, 'a range runs from the lower postcode to the higher, e.g. "4000-4179"')

/** One zone of a dealer's delivery table: the postcodes it covers and its price. */
export const deliveryZoneSchema = z
  .object({
    /** Shown with the price, e.g. 'Geelong delivery'. */
    name: deliveryName,
    price: deliveryAmount,
    /** Postcodes and inclusive ranges, e.g. ["3211-3227", "3331"]. */
    postcodes: z.array(postcodeSpan).min(1),
  })
  .strict()
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>

/**
 * A dealer's delivery price table (docs/spec-coverage.md, Car page): bands by distance from the
 * car's location, or zones of postcodes. The first band (by distance) or the first zone (in the
 * dealer's order) that covers the shopper's postcode prices the delivery.
 */
export const deliveryPriceTableSchema = z.discriminatedUnion('by', [
  z
    .object({
      by: z.literal('distance'),
      bands: z
        .array(deliveryBandSchema)
        .min(1)
        .refine((bands) => new Set(bands.map((b) => b.upToKm)).size === bands.length, 'each band needs its own upToKm'),
    })
    .strict(),
  z
    .object({
      by: z.literal('postcode'),
      zones: z.array(deliveryZoneSchema).min(1),
    })
    .strict(),
])
export type DeliveryPriceTable = z.infer<typeof deliveryPriceTableSchema>
export type DistanceDeliveryTable = Extract<DeliveryPriceTable, { by: 'distance' }>
export type PostcodeDeliveryTable = Extract<DeliveryPriceTable, { by: 'postcode' }>

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
export function deliveryPrice(table: Pick<DistanceDeliveryTable, 'bands'>, distanceKm: number): DeliveryPrice | null {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) return null
  const band = [...table.bands].sort((a, b) => a.upToKm - b.upToKm).find((b) => distanceKm <= b.upToKm)
  if (!band || band.price === null) return null
  return { price: band.price, name: band.name }
}

/** Whether a zone's list names the postcode, alone or inside a range. */
export function zoneCovers(zone: Pick<DeliveryZone, 'postcodes'>, postcode: string): boolean {
  if (!/^\d{4}$/.test(postcode)) return false
  return zone.postcodes.some((span) => {
    const [lo, hi = lo] = span.split('-')
    return lo! <= postcode && postcode <= hi!
  })
}

/**
 * {price, name} of the first zone (in the dealer's order) that covers the postcode, or null ("no
 * price") when none does or that zone has no price (docs/spec-coverage.md, Car page).
 */
export function zonePrice(table: Pick<PostcodeDeliveryTable, 'zones'>, postcode: string): DeliveryPrice | null {
  const zone = table.zones.find((z) => zoneCovers(z, postcode))
  if (!zone || zone.price === null) return null
  return { price: zone.price, name: zone.name }
}

export type DeliveryEstimate =
  { ok: true; price: number; name: string; distanceKm: number | null } | { ok: false; error: string }

/**
 * The whole calculator step once the postcode is placed: the dealer's zone for the postcode, or
 * the distance from the postcode to the car's location in the dealer's bands (distanceKm is
 * given for bands only); the no-price message otherwise, also for bands when the car's location
 * is unknown.
 */
export function deliveryEstimate(
  table: DeliveryPriceTable,
  place: LatLng & { postcode: string },
  carLocation: LatLng | null,
): DeliveryEstimate {
  if (table.by === 'postcode') {
    const hit = zonePrice(table, place.postcode)
    return hit ? { ok: true, ...hit, distanceKm: null } : { ok: false, error: DELIVERY_NO_PRICE_MESSAGE }
  }
  if (!carLocation) return { ok: false, error: DELIVERY_NO_PRICE_MESSAGE }
  const distanceKm = haversineKm(place, carLocation)
  const hit = deliveryPrice(table, distanceKm)
  if (!hit) return { ok: false, error: DELIVERY_NO_PRICE_MESSAGE }
  return { ok: true, ...hit, distanceKm: Math.round(distanceKm * 10) / 10 }
}
