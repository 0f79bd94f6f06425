import { lookupPostcode } from './postcodes'

/** The error a postcode that cannot be placed fails with (docs/spec-coverage.md, Car page). */
export const INVALID_POSTCODE_ERROR = 'Invalid postcode'

/** The maps geocoding endpoint the delivery calculator asks (docs/spec-coverage.md, Car page). */
export const GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json'

export interface GeocodeOptions {
  /** Maps API key; without one the offline table answers and no request is made. */
  apiKey?: string | null
  /** Injected for tests and for runtimes with their own fetch. */
  fetch?: typeof fetch
}

export interface GeocodeResult {
  lat: number
  lng: number
  /** Which source answered: the maps service or the offline centroid table. */
  source: 'maps' | 'offline'
  /** State and locality, known only from the offline table. */
  state: string | null
  name: string | null
}

/** The request URL: components=postal_code:{pc}|country:AU and the key. */
export function geocodeUrl(postcode: string, apiKey: string): string {
  const params = new URLSearchParams({ components: `postal_code:${postcode}|country:AU`, key: apiKey })
  return `${GEOCODE_URL}?${params.toString()}`
}

interface GeocodeResponse {
  status?: string
  results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[]
}

function offline(postcode: string): GeocodeResult {
  const hit = lookupPostcode(postcode)
  if (!hit) throw new Error(INVALID_POSTCODE_ERROR)
  return { lat: hit.lat, lng: hit.lng, source: 'offline', state: hit.state, name: hit.name }
}

/**
 * Coordinates of an Australian postcode. With an API key it asks the maps geocoding
 * service and reads results[0].geometry.location; an empty result list fails with
 * 'Invalid postcode' (docs/spec-coverage.md, Car page). Without a key it uses the offline centroid table, so
 * the delivery calculator works with no network. Anything that is not 4 digits fails
 * with 'Invalid postcode' before any request. When the service itself fails (network,
 * HTTP error, refused key) the offline table answers instead.
 */
export async function geocodePostcode(pc: string, options: GeocodeOptions = {}): Promise<GeocodeResult> {
  const postcode = pc.trim()
  if (!/^\d{4}$/.test(postcode)) throw new Error(INVALID_POSTCODE_ERROR)
  const apiKey = options.apiKey?.trim()
  if (!apiKey) return offline(postcode)

  const doFetch = options.fetch ?? globalThis.fetch
  let body: GeocodeResponse
  try {
    const response = await doFetch(geocodeUrl(postcode, apiKey), { headers: { accept: 'application/json' } })
    if (!response.ok) throw new Error(`Geocoding failed with HTTP ${response.status}`)
    body = (await response.json()) as GeocodeResponse
  } catch {
    // The service being down must not break the calculator: the offline table still knows the postcode.
    return offline(postcode)
  }
  const results = body.results ?? []
  // A refused key or quota error is the service failing, not the postcode; an empty list is the postcode.
  if (results.length === 0 && body.status && body.status !== 'OK' && body.status !== 'ZERO_RESULTS') {
    return offline(postcode)
  }
  const location = results[0]?.geometry?.location
  if (!location) throw new Error(INVALID_POSTCODE_ERROR)
  const { lat, lng } = location
  if (typeof lat !== 'number' || typeof lng !== 'number') throw new Error(INVALID_POSTCODE_ERROR)
  const known = lookupPostcode(postcode)
  return { lat, lng, source: 'maps', state: known?.state ?? null, name: known?.name ?? null }
}
