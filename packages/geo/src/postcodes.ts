import { POSTCODE_CSV } from './postcode-data'

/** Where a postcode is: the mean point of its localities, its state and a locality name. */
export interface PostcodeCentroid {
  lat: number
  lng: number
  state: string
  name: string
}

const FOUR_DIGITS = /^\d{4}$/

let table: Map<string, PostcodeCentroid> | null = null

// Parsed on first use, not at import, so pages that never price delivery pay nothing.
function load(): Map<string, PostcodeCentroid> {
  if (table) return table
  const map = new Map<string, PostcodeCentroid>()
  for (const line of POSTCODE_CSV.split('\n')) {
    const [postcode, lat, lng, state, name] = line.split(',')
    if (!postcode || !lat || !lng || !state || !name) continue
    map.set(postcode, { lat: Number(lat), lng: Number(lng), state, name })
  }
  table = map
  return map
}

/**
 * The offline centroid of an Australian postcode, or null for anything that is not a
 * known 4-digit postcode. Surrounding whitespace is ignored.
 */
export function lookupPostcode(pc: string): PostcodeCentroid | null {
  const postcode = pc.trim()
  if (!FOUR_DIGITS.test(postcode)) return null
  const hit = load().get(postcode)
  return hit ? { ...hit } : null
}

/** How many postcodes the offline table holds. */
export function postcodeCount(): number {
  return load().size
}

/** A box of latitudes and longitudes (degrees), south ≤ north and west ≤ east. */
export interface LatLngBox {
  south: number
  north: number
  west: number
  east: number
}

/**
 * Every postcode centroid inside a box, with its postcode, in postcode order: the places a map
 * of the area can name offline (docs/spec-coverage.md, Car page). An empty or inverted box
 * gives none.
 */
export function postcodesInBox(box: LatLngBox): (PostcodeCentroid & { postcode: string })[] {
  const inside: (PostcodeCentroid & { postcode: string })[] = []
  if (!(box.south <= box.north && box.west <= box.east)) return inside
  for (const [postcode, c] of load()) {
    if (c.lat >= box.south && c.lat <= box.north && c.lng >= box.west && c.lng <= box.east) {
      inside.push({ postcode, ...c })
    }
  }
  return inside
}
