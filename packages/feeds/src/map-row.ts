import { CAR_TYPES, type Car, type CarStatus, type CarType, localNow, ownValue } from '@dealer/domain'
import type { FeedField } from './columns'
import type { FeedCell, FeedRow } from './parse'

/*
 * One feed row as Car fields, each value checked with a reason a dealer can act on
 * (docs/spec-coverage.md, Stock feeds). A field the feed has no column for is left out, so an
 * update keeps what the car had; a column that is there but empty clears an optional field.
 */

/** One bad row: where it is, which column, and why. */
export interface RowError {
  line: number
  field: string
  reason: string
}

/** A dealer location a feed row may name (by id, slug or name). */
export interface FeedLocation {
  id: string
  slug: string
  name: string
  city: string | null
  state: string | null
}

/** A photo URL of a row: fetched later, or refused now with the reason. */
export interface RowPhoto {
  url: string
  refused?: string
}

/** A row that passed its own checks, as Car fields. */
export interface MappedRow {
  line: number
  stocknum: string
  /** Only the fields the feed carries. */
  fields: Partial<Car>
  /** Null when the feed has no photo column: the car keeps the photos it has. */
  photos: RowPhoto[] | null
  /** Which column each Car field came from, to name it when the whole car fails validation. */
  columns: Partial<Record<keyof Car, string>>
  /** What the row loses without being refused (photo URLs past the limit), for the report's notes. */
  notes: RowError[]
}

export interface MapContext {
  /** The import's business clock. */
  now: Date
  locations: readonly FeedLocation[]
  /** The dealer's IANA time zone, whose calendar day is "today" for a sold date; UTC without it. */
  timeZone?: string
}

/** At most this many photos a car are taken; the rest are left out, with a note in the report. */
export const MAX_PHOTOS_PER_CAR = 100
const MAX_URL_LENGTH = 2048

export function mapRow(row: FeedRow, ctx: MapContext): { row?: MappedRow; errors: RowError[] } {
  const errors: RowError[] = []
  const fields: Partial<Car> = {}
  const columns: MappedRow['columns'] = {}
  const fail = (cell: FeedCell | undefined, fallback: string, reason: string) =>
    errors.push({ line: row.line, field: cell?.column ?? fallback, reason })
  if (row.problem) errors.push({ line: row.line, ...row.problem })

  const cell = (field: FeedField) => row.cells[field]
  const text = (field: FeedField): string | undefined => {
    const c = cell(field)
    if (!c) return undefined
    const value = (Array.isArray(c.value) ? c.value.join(' ') : c.value).trim()
    // "POA", "Call", "TBA" in a price column: no price, as an empty cell (the site shows 'Price on
    // application' for none).
    return PRICE_FIELDS.has(field) && isNoPrice(value) ? '' : value
  }
  /** Sets a Car field from a column, converting and checking it; empty → null unless `required`. */
  const set = <K extends keyof Car>(
    key: K,
    field: FeedField,
    convert: (value: string) => Car[K] | { error: string },
    options: { required?: string; empty?: Car[K] } = {},
  ) => {
    const raw = text(field)
    if (raw === undefined) {
      if (options.required) fail(undefined, field, options.required)
      return
    }
    columns[key] = cell(field)!.column
    if (raw === '') {
      if (options.required) fail(cell(field), field, options.required)
      else fields[key] = (options.empty ?? null) as Car[K]
      return
    }
    const value = convert(raw)
    if (isBad(value)) fail(cell(field), field, value.error)
    else fields[key] = value as Car[K]
  }

  const stocknum = (text('stocknum') ?? '').trim()
  if (stocknum === '') fail(cell('stocknum'), 'stocknum', 'a stock number is required')
  else if (stocknum.length > 40) fail(cell('stocknum'), 'stocknum', 'a stock number has at most 40 characters')
  else {
    fields.stocknum = stocknum
    columns.stocknum = cell('stocknum')!.column
  }

  set('make', 'make', name('make'), { required: 'the make is required' })
  set('model', 'model', name('model'), { required: 'the model is required' })
  set('badge', 'badge', name('badge'))
  set('series', 'series', name('series'))
  const thisYear = ctx.now.getUTCFullYear()
  set('year', 'year', (v) => wholeNumber(v, 1900, thisYear + 2, `a year from 1900 to ${thisYear + 2}`), {
    required: 'the year is required',
  })
  set('vin', 'vin', vin)
  set('regplate', 'regplate', (v) =>
    /^[A-Z0-9][A-Z0-9 .-]{0,9}$/.test(v.toUpperCase())
      ? v.toUpperCase()
      : { error: 'a rego is up to 10 letters and digits' },
  )
  set('rego_expiry', 'rego_expiry', (v) => isoDate(v) ?? { error: 'a date like 2026-03-31 or 31/03/2026' })
  set('nvic', 'nvic', (v) =>
    /^[A-Z0-9]{4,8}$/i.test(v) ? v.toUpperCase() : { error: 'an NVIC is 4 to 8 letters and digits' },
  )
  set('build_date', 'build_date', (v) => monthYear(v) ?? { error: 'a month like 03/2021 or 2021-03' })
  set('compliance_date', 'compliance_date', (v) => monthYear(v) ?? { error: 'a month like 03/2021 or 2021-03' })
  set(
    'km',
    'km',
    (v) =>
      wholeNumber(
        v.replace(/\s*(kms?|kilometres?|kilometers?)$/i, ''),
        0,
        9_999_999,
        'kilometres as a whole number',
        v,
      ),
    {
      empty: 0,
    },
  )
  set('colour', 'colour', name('colour'))
  set('interior_colour', 'interior_colour', name('interior colour'))
  // Dealer systems write 0 for seats and doors they do not know: unknown, as an empty cell.
  set('seats', 'seats', (v) => (isZero(v) ? null : wholeNumber(v, 1, 99, 'seats as a whole number')))
  set('doors', 'doors', (v) => (isZero(v) ? null : wholeNumber(v, 1, 9, 'doors as a whole number')))
  set('engine_size', 'engine_size', engineCc)
  set('body', 'body', name('body'))
  set('trans', 'trans', name('transmission'))
  set('fuel', 'fuel', name('fuel'))
  set('drive', 'drive', name('drive'))
  if (fields.body !== undefined) fields.simple_body = simpleBody(fields.body)
  if (fields.trans !== undefined) fields.simple_transmission = simpleTransmission(fields.trans)
  if (fields.fuel !== undefined) fields.simple_fuel = simpleFuel(fields.fuel)
  if (fields.drive !== undefined) fields.simple_drive = simpleDrive(fields.drive)
  set('dealercomments', 'dealercomments', (v) =>
    v.length <= 20_000 ? v.replace(/\r\n?/g, '\n') : { error: 'comments have at most 20,000 characters' },
  )

  // Price: a drive-away price wins over a plain one and says so; otherwise the feed's price type.
  const driveAway = text('drive_away_price')
  if (driveAway !== undefined && driveAway !== '') {
    set('price', 'drive_away_price', price)
    fields.price_type = 'drive_away'
  } else {
    if (text('price') !== undefined) set('price', 'price', price, { empty: 0 })
    else if (driveAway !== undefined) set('price', 'drive_away_price', price, { empty: 0 })
    set('price_type', 'price_type', priceType)
  }
  set('before_price', 'before_price', price)

  set('status', 'status', status, { empty: 'in_stock' })
  set('car_type', 'car_type', carType, { empty: 'used' })
  set('sold_date', 'sold_date', (v) => isoDate(v) ?? { error: 'a date like 2026-03-31 or 31/03/2026' })
  const notes: RowError[] = []
  if (fields.status === 'sold' && fields.sold_date) {
    // A sold date to come would keep the car shown as sold for years and date its sitemap entry
    // ahead: it counts as sold now. The dealer's today (its own calendar day) is no mistake, so no
    // note, but it too is no later than now.
    const today = ctx.timeZone ? localNow(ctx.now, ctx.timeZone).date : ctx.now.toISOString().slice(0, 10)
    if (fields.sold_date > today) {
      notes.push({
        line: row.line,
        field: cell('sold_date')!.column,
        reason: `${text('sold_date')} is after today; the car counts as sold today`,
      })
    }
    if (Date.parse(fields.sold_date) > ctx.now.getTime()) fields.sold_date = ctx.now.toISOString()
  }

  const where = text('location')
  if (where !== undefined && where !== '') {
    const key = where.toLowerCase()
    const location = ctx.locations.find(
      (l) => l.id.toLowerCase() === key || l.slug.toLowerCase() === key || l.name.toLowerCase() === key,
    )
    if (!location) fail(cell('location'), 'location', `no location of this dealer is called "${where}"`)
    else {
      fields.location_id = location.id
      fields.city = location.city
      fields.state = location.state
      columns.location_id = cell('location')!.column
    }
  }

  const photoCell = cell('photos')
  let photos: RowPhoto[] | null = null
  if (photoCell) {
    const urls = photoUrls(photoCell.value)
    photos = urls.slice(0, MAX_PHOTOS_PER_CAR).map(checkPhotoUrl)
    if (urls.length > MAX_PHOTOS_PER_CAR) {
      notes.push({
        line: row.line,
        field: photoCell.column,
        reason: `${urls.length} photo URLs, the first ${MAX_PHOTOS_PER_CAR} kept (a car has at most ${MAX_PHOTOS_PER_CAR} photos)`,
      })
    }
  }

  if (errors.length > 0) return { errors }
  return { row: { line: row.line, stocknum, fields, photos, columns, notes }, errors }
}

function isBad(value: unknown): value is { error: string } {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string'
}

// ── values ──────────────────────────────────────────────────────────────────────────────────────

function name(what: string) {
  return (v: string): string | { error: string } =>
    v.length <= 120 ? v.replace(/\s+/g, ' ') : { error: `the ${what} has at most 120 characters` }
}

/** A whole number from min to max; an error quotes the cell as the feed wrote it (`written`, else `raw`). */
function wholeNumber(
  raw: string,
  min: number,
  max: number,
  what: string,
  written: string = raw,
): number | { error: string } {
  const v = raw.replace(/[\s,]/g, '')
  if (!/^\d+(\.0+)?$/.test(v)) return { error: `"${written}" is not ${what}` }
  // Past 2^53 parseInt rounds (99999999999999999 reads as 1e17): the cell is quoted, never n.
  const n = Number.parseInt(v, 10)
  if (n < min || n > max) return { error: `"${written}" is not ${what}` }
  return n
}

function isZero(raw: string): boolean {
  return /^0+(\.0+)?$/.test(raw.replace(/\s/g, ''))
}

const PRICE_FIELDS: ReadonlySet<FeedField> = new Set<FeedField>(['price', 'drive_away_price', 'before_price'])

/** What dealer systems write instead of a price, letters only: POA, P.O.A., Price on application, Call, TBA. */
const NO_PRICE_WORDS = new Set([
  'poa',
  'priceonapplication',
  'priceonrequest',
  'por',
  'call',
  'callus',
  'callforprice',
  'callforpricing',
  'phone',
  'phoneforprice',
  'tba',
  'tbc',
  'enquire',
  'contactus',
])

function isNoPrice(raw: string): boolean {
  return NO_PRICE_WORDS.has(raw.toLowerCase().replace(/[^a-z]/g, ''))
}

/** "$12,990", "12990.00", "12 990" → 12990; cents are kept. */
function price(raw: string): number | { error: string } {
  const v = raw.replace(/^(AU)?\$|^AUD\s*/i, '').replace(/[\s,$]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return { error: `"${raw}" is not a price (write it like 12990 or "$12,990")` }
  const n = Number(v)
  if (n >= 100_000_000) return { error: `${raw} is more than any car's price` }
  return n
}

const PRICE_TYPES: Record<string, string> = {
  driveaway: 'drive_away',
  dap: 'drive_away',
  da: 'drive_away',
  egc: 'egc',
  excludinggovernmentcharges: 'egc',
  exclgovtcharges: 'egc',
  plusorc: 'plus_orc',
  orc: 'plus_orc',
  negotiable: 'nego',
  nego: 'nego',
}

function priceType(raw: string): string | { error: string } {
  const t = ownValue(PRICE_TYPES, raw.toLowerCase().replace(/[^a-z]/g, ''))
  return t ?? { error: `"${raw}" is not a price type (drive away, EGC, plus ORC or negotiable)` }
}

const STATUSES: Record<string, CarStatus> = {
  instock: 'in_stock',
  available: 'in_stock',
  forsale: 'in_stock',
  active: 'in_stock',
  current: 'in_stock',
  comingsoon: 'coming_soon',
  incoming: 'coming_soon',
  intransit: 'coming_soon',
  ordered: 'coming_soon',
  sold: 'sold',
  deleted: 'sold',
  removed: 'sold',
  delivered: 'sold',
}

function status(raw: string): CarStatus | { error: string } {
  return (
    ownValue(STATUSES, raw.toLowerCase().replace(/[^a-z]/g, '')) ?? {
      error: `"${raw}" is not a status (in stock, coming soon or sold)`,
    }
  )
}

const CAR_TYPE_WORDS: Record<string, CarType> = {
  new: 'new',
  brandnew: 'new',
  demo: 'demo',
  demonstrator: 'demo',
  exdemo: 'demo',
  newvehicle: 'new',
  newcar: 'new',
  demovehicle: 'demo',
  democar: 'demo',
  used: 'used',
  preowned: 'used',
  certifiedpreowned: 'used',
  cpo: 'used',
  approvedused: 'used',
  secondhand: 'used',
  usedvehicle: 'used',
  usedcar: 'used',
}

function carType(raw: string): CarType | { error: string } {
  const key = raw.toLowerCase().replace(/[^a-z]/g, '')
  const t = ownValue(CAR_TYPE_WORDS, key) ?? (CAR_TYPES as readonly string[]).find((c) => c === key)
  return (t as CarType | undefined) ?? { error: `"${raw}" is not new, demo or used` }
}

function vin(raw: string): string | { error: string } {
  const v = raw.replace(/\s/g, '').toUpperCase()
  if (/^[A-HJ-NPR-Z0-9]{17}$/.test(v)) return v
  if (v.length === 17) return { error: 'a VIN has no I, O or Q' }
  return { error: `a VIN has 17 letters and digits ("${raw}" has ${v.length})` }
}

/** An engine size in cc; "2.0", "2.0L" are litres. */
function engineCc(raw: string): number | { error: string } {
  const v = raw.replace(/\s/g, '').toLowerCase()
  const litres = /^(\d{1,2}(\.\d{1,2})?)l?$/.exec(v)
  if (litres && (v.endsWith('l') || Number(litres[1]) < 20)) return Math.round(Number(litres[1]) * 1000)
  const cc = /^(\d{2,5})(cc)?$/.exec(v)
  if (cc) return Number(cc[1])
  return { error: `"${raw}" is not an engine size (2.0L or 1998cc)` }
}

/** YYYY-MM-DD from that form or DD/MM/YYYY (an Australian date, never month first). */
export function isoDate(raw: string): string | null {
  const v = raw.trim()
  let y: number, m: number, d: number
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(v)
  const au = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v)
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else if (au) [d, m, y] = [Number(au[1]), Number(au[2]), Number(au[3])]
  else return null
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return date.toISOString().slice(0, 10)
}

/** MM/YYYY (how the car page shows build and compliance dates) from MM/YYYY, YYYY-MM or a full date. */
function monthYear(raw: string): string | null {
  const v = raw.trim()
  const mY = /^(\d{1,2})[/.-](\d{4})$/.exec(v)
  const Ym = /^(\d{4})-(\d{1,2})$/.exec(v)
  let m: number, y: number
  if (mY) [m, y] = [Number(mY[1]), Number(mY[2])]
  else if (Ym) [y, m] = [Number(Ym[1]), Number(Ym[2])]
  else {
    const full = isoDate(v)
    if (!full) return null
    ;[y, m] = [Number(full.slice(0, 4)), Number(full.slice(5, 7))]
  }
  if (m < 1 || m > 12 || y < 1900 || y > 2100) return null
  return `${String(m).padStart(2, '0')}/${y}`
}

// ── the search's simple values, as the demo stock has them ──────────────────────────────────────

function simpleBody(body: string | null): string | null {
  if (!body) return null
  const b = body.toLowerCase()
  if (/cab|ute|utility|pick-?up/.test(b)) return 'Ute'
  if (/people|mpv/.test(b)) return 'People Mover'
  if (/\bvan\b/.test(b)) return 'Van'
  if (/suv|4x4 wagon/.test(b)) return 'SUV'
  if (/hatch|liftback/.test(b)) return 'Hatch'
  if (/sedan/.test(b)) return 'Sedan'
  if (/wagon|estate/.test(b)) return 'Wagon'
  if (/convertible|cabrio|roadster|spyder|spider/.test(b)) return 'Convertible'
  if (/coupe/.test(b)) return 'Coupe'
  if (/caravan|camper|pop-?top|motorhome/.test(b)) return 'Caravan'
  return body
}

function simpleTransmission(trans: string | null): string | null {
  if (!trans) return null
  const t = trans.toLowerCase()
  if (/manual|\bm\/?t\b/.test(t)) return 'Manual'
  if (/auto|cvt|dct|dsg|sports? ?shift|tiptronic|\ba\/?t\b|constantly|reduction/.test(t)) return 'Automatic'
  return trans
}

function simpleFuel(fuel: string | null): string | null {
  if (!fuel) return null
  const f = fuel.toLowerCase()
  if (/plug-?in|phev/.test(f)) return 'Plug-in Hybrid'
  if (/hybrid|hev/.test(f)) return 'Hybrid'
  if (/electric|\bev\b|bev/.test(f)) return 'Electric'
  if (/diesel/.test(f)) return 'Diesel'
  if (/petrol|unleaded|ulp|pulp|premium|e10|lpg/.test(f)) return 'Petrol'
  return fuel
}

function simpleDrive(drive: string | null): string | null {
  if (!drive) return null
  const d = drive.toLowerCase().replace(/\s/g, '')
  if (/4x4|4wd|four/.test(d)) return '4WD'
  if (/awd|all/.test(d)) return 'AWD'
  if (/fwd|front/.test(d)) return 'FWD'
  if (/rwd|rear/.test(d)) return 'RWD'
  return drive
}

// ── photos ──────────────────────────────────────────────────────────────────────────────────────

/** A photo cell's first 100 URLs, each checked (`photoUrls`). */
export function splitPhotos(value: string | string[]): RowPhoto[] {
  return photoUrls(value).slice(0, MAX_PHOTOS_PER_CAR).map(checkPhotoUrl)
}

/**
 * A photo cell's URLs: split at `|`, `;`, line breaks, and at commas that start another URL (a
 * comma inside a URL, as image services use, stays); duplicates dropped; all of them, so the
 * report can say how many past the limit were left out.
 */
function photoUrls(value: string | string[]): string[] {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    v.split(/[|;\r\n]+|,\s*(?=[a-z][a-z0-9+.-]*:)/i),
  )
  const urls = new Set<string>()
  for (const part of parts) {
    const url = part.trim()
    if (url !== '') urls.add(url)
  }
  return [...urls]
}

/** Only absolute http(s) URLs are fetched; anything else is refused before any request. */
export function checkPhotoUrl(url: string): RowPhoto {
  if (url.length > MAX_URL_LENGTH) return { url: url.slice(0, MAX_URL_LENGTH), refused: 'the URL is too long' }
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { url, refused: 'not a URL' }
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { url, refused: `only http and https photo URLs are fetched (this is ${parsed.protocol})` }
  }
  if (parsed.username || parsed.password) return { url, refused: 'photo URLs may not carry a user name or password' }
  return { url: parsed.toString() }
}
