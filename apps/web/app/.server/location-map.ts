import { haversineKm } from '@dealer/domain'
import { postcodesInBox } from '@dealer/geo'
import type { LocationMap, MapPlace, VehicleLocationView } from '~/components/car/location-types'
import { directionsUrl } from '~/lib/car-page'

/** The map's drawing size (SVG user units; it scales to its box). */
export const MAP_WIDTH = 360
export const MAP_HEIGHT = 270

const KM_PER_DEGREE = 111.32
/** How far to look for places to name, and the nearest and farthest the map's edge may be. */
const SEARCH_KM = 45
const MIN_HALF_KM = 2.5
const MAX_HALF_KM = 40
/** The map shows about this many named places around the location. */
const PLACES_WANTED = 9
const MAX_LABELS = 12
const LABEL_FONT_PX = 13
const NICE_KM = [0.5, 1, 2, 5, 10, 20, 50]

interface Rect {
  x: number
  y: number
  w: number
  h: number
}

const round = (n: number) => Math.round(n * 10) / 10

/** A label's box: about 0.6 em a character (the map's sans-serif). */
function labelRect(name: string, x: number, y: number, anchor: MapPlace['label']['anchor']): Rect {
  const w = name.length * LABEL_FONT_PX * 0.6 + 4
  const left = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2
  return { x: left, y: y - LABEL_FONT_PX, w, h: LABEL_FONT_PX + 4 }
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
const insideMap = (r: Rect) => r.x >= 4 && r.y >= 4 && r.x + r.w <= MAP_WIDTH - 4 && r.y + r.h <= MAP_HEIGHT - 4

/**
 * A static map of the area around a place (docs/spec-coverage.md, Car page), drawn offline: the
 * nearby postcodes' localities from @dealer/geo's table, placed by an equirectangular projection
 * centred on the place and zoomed so about ten of them show, each named where its label fits
 * without covering another, the pin or the scale bar. Null for coordinates that are not a place.
 */
export function locationMap(lat: number, lng: number): LocationMap | null {
  // The drawing depends on the coordinates only (a dealer has a few locations), and placing its
  // labels reads hundreds of postcodes: drawn once per place, not on every car page.
  const key = `${lat},${lng}`
  if (drawn.has(key)) return drawn.get(key)!
  const map = drawMap(lat, lng)
  if (drawn.size >= MAX_DRAWN) drawn.delete(drawn.keys().next().value!)
  drawn.set(key, map)
  return map
}

const MAX_DRAWN = 500
const drawn = new Map<string, LocationMap | null>()

function drawMap(lat: number, lng: number): LocationMap | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  const here = { lat, lng }
  const cosLat = Math.cos((lat * Math.PI) / 180)
  const dLat = SEARCH_KM / KM_PER_DEGREE
  const dLng = SEARCH_KM / (KM_PER_DEGREE * Math.max(cosLat, 0.01))
  const nearby = postcodesInBox({ south: lat - dLat, north: lat + dLat, west: lng - dLng, east: lng + dLng })
    .map((p) => ({ ...p, km: haversineKm(here, p) }))
    .sort((a, b) => a.km - b.km || a.name.localeCompare(b.name))
  // One dot a locality: a name seen nearer, or a dot on top of one already kept, is left out.
  const kept: typeof nearby = []
  for (const p of nearby) {
    if (kept.some((k) => k.name === p.name || haversineKm(k, p) < 0.4)) continue
    kept.push(p)
  }
  const reach = kept[Math.min(PLACES_WANTED, kept.length) - 1]?.km ?? MIN_HALF_KM
  const halfKm = Math.min(MAX_HALF_KM, Math.max(MIN_HALF_KM, reach * 1.15))
  const pxPerKm = MAP_HEIGHT / 2 / halfKm
  const cx = MAP_WIDTH / 2
  const cy = MAP_HEIGHT / 2
  const project = (p: { lat: number; lng: number }) => ({
    x: cx + (p.lng - lng) * KM_PER_DEGREE * cosLat * pxPerKm,
    y: cy - (p.lat - lat) * KM_PER_DEGREE * pxPerKm,
  })

  const scaleKm = [...NICE_KM].reverse().find((km) => km * pxPerKm <= MAP_WIDTH * 0.25) ?? NICE_KM[0]!
  const scalePx = scaleKm * pxPerKm
  // Kept clear: the pin and the scale bar (bottom left).
  const taken: Rect[] = [
    { x: cx - 12, y: cy - 32, w: 24, h: 36 },
    { x: 8, y: MAP_HEIGHT - 34, w: scalePx + 60, h: 30 },
    // and the north arrow (top right)
    { x: MAP_WIDTH - 40, y: 6, w: 34, h: 44 },
  ]
  const places: MapPlace[] = []
  for (const p of kept) {
    if (places.length >= MAX_LABELS) break
    const { x, y } = project(p)
    const dot: Rect = { x: x - 3, y: y - 3, w: 6, h: 6 }
    if (!insideMap(dot) || taken.some((t) => overlaps(t, dot))) continue
    const tries: MapPlace['label'][] = [
      { x: x + 7, y: y + 5, anchor: 'start' },
      { x: x - 7, y: y + 5, anchor: 'end' },
      { x, y: y - 8, anchor: 'middle' },
      { x, y: y + 18, anchor: 'middle' },
    ]
    const label = tries.find((t) => {
      const r = labelRect(p.name, t.x, t.y, t.anchor)
      return insideMap(r) && !taken.some((o) => overlaps(o, r))
    })
    if (!label) continue
    taken.push(dot, labelRect(p.name, label.x, label.y, label.anchor))
    places.push({
      name: p.name,
      x: round(x),
      y: round(y),
      label: { x: round(label.x), y: round(label.y), anchor: label.anchor },
    })
  }

  const lines = (centre: number, size: number) => {
    const out: number[] = []
    for (let v = centre % scalePx; v < size; v += scalePx) out.push(round(v))
    return out
  }
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    pin: { x: cx, y: cy },
    places,
    grid: { xs: lines(cx, MAP_WIDTH), ys: lines(cy, MAP_HEIGHT) },
    scale: { km: scaleKm, px: round(scalePx), label: scaleKm < 1 ? `${scaleKm * 1000} m` : `${scaleKm} km` },
  }
}

/**
 * The car page's 'Vehicle Location' (docs/spec-coverage.md, Car page): where the car is, its
 * address as text, a map drawn offline and a directions link (the place's own maps link when the
 * dealer set one, else directions to its coordinates).
 */
export function vehicleLocationView(location: {
  name: string
  address: {
    street: string
    city: string
    state: string
    postcode: string
    lat: number
    long: number
    place_url: string | null
  }
}): VehicleLocationView {
  const { address } = location
  return {
    name: location.name,
    city: address.city,
    address: `${address.street}, ${address.city} ${address.state} ${address.postcode}`,
    lat: address.lat,
    lng: address.long,
    directions: directionsUrl(address),
    map: locationMap(address.lat, address.long),
  }
}
