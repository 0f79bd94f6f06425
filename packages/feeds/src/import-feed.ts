import { randomUUID } from 'node:crypto'
import {
  bumpStockVersion,
  findCarsByIds,
  listCarKeys,
  markCarsSold,
  type CarKey,
  insertFeedImport,
  listCarPhotos,
  photoImage,
  recordPriceChanges,
  savePhotoPlan,
  upsertCars,
  type Database,
  type FeedImportRecord,
  type NewPhoto,
  type PhotoUpdate,
  type PriceChange,
  type StoredPhoto,
} from '@dealer/db'
import { carDisplayName, carSchema, type Car, type CarImage } from '@dealer/domain'
import { hashSuffix, shortHash, slugify, tenantPrefix } from './ids'
import { mapRow, type FeedLocation, type MappedRow, type RowError } from './map-row'
import { FeedFormatError, parseFeed, type FeedFormat, type FeedRow } from './parse'

/*
 * Applying a feed (docs/spec-coverage.md, Stock feeds): every row checked, the good ones written in
 * one transaction with their price changes, photo queue and the report; a full feed marks the
 * dealer's cars it no longer lists as sold today.
 */

export type FeedMode = 'full' | 'delta'

/** The dealer a feed is for, as the importer needs it. */
export interface FeedTenant {
  slug: string
  /** Where a car goes when its row names no location (the dealer's first sales location). */
  defaultLocation: FeedLocation | null
  locations: readonly FeedLocation[]
  /** The dealer's IANA time zone (its primary location's): its calendar day is "today" for sold dates. */
  timeZone?: string
}

export interface ImportFeedOptions {
  database: Database
  tenant: FeedTenant
  body: string
  format: FeedFormat
  mode: FeedMode
  source: 'endpoint' | 'command'
  now?: Date
}

/** Feeds that list nothing valid are refused: applied in full, they would mark every car sold. */
export const EMPTY_FULL_FEED =
  'A full feed with no valid cars would mark every car sold, so nothing was applied. Send the stock list, or a delta feed.'

/**
 * Reads, checks and applies one feed for one dealer, and keeps its report. A feed that cannot be
 * read at all is kept as 'rejected' with the reason and changes nothing.
 */
export async function importFeed(options: ImportFeedOptions): Promise<FeedImportRecord> {
  const started = performance.now()
  // The business clock (created and sold dates; frozen in tests), and the wall clock of the report.
  const now = options.now ?? new Date()
  const received = new Date()
  const { database, tenant, mode, format } = options
  const report = blankReport(options, received)
  const finish = async (write?: (r: FeedImportRecord) => Promise<void>) => {
    report.errorCount = report.errors.length
    report.noteCount = report.notes.length
    report.durationMs = performance.now() - started
    report.finishedAt = new Date(received.getTime() + report.durationMs).toISOString()
    if (write) await write(report)
    else await insertFeedImport(database.db, report)
    return report
  }

  let parsed
  try {
    parsed = parseFeed(options.body, format)
  } catch (error) {
    if (!(error instanceof FeedFormatError)) throw error
    report.status = 'rejected'
    report.message = error.message
    return finish()
  }
  report.rows = parsed.rows.length
  if (parsed.unknownColumns.length > 0)
    report.message = `Columns not read: ${parsed.unknownColumns.slice(0, 30).join(', ')}.`

  // Each row is checked on its own; stock numbers are the car's identity in the feed.
  const listed = new Set<string>()
  const firstLine = new Map<string, number>()
  let valid = 0
  const check = (row: FeedRow): MappedRow | null => {
    const stockCell = row.cells.stocknum
    const key = typeof stockCell?.value === 'string' ? stockKey(stockCell.value) : ''
    if (key !== '') listed.add(key)
    const { row: good, errors } = mapRow(row, { now, locations: tenant.locations, timeZone: tenant.timeZone })
    if (key !== '' && firstLine.has(key)) {
      errors.push({
        line: row.line,
        field: stockCell!.column,
        reason: `stock number ${stockCell!.value} is also on line ${firstLine.get(key)}`,
      })
    } else if (key !== '') firstLine.set(key, row.line)
    if (errors.length > 0 || !good) {
      report.errors.push(...errors)
      report.skipped++
      return null
    }
    valid++
    return good
  }
  const rows = parsed.rows

  try {
    return await database.db.transaction().execute(async (trx) => {
      // First write of the transaction: on PostgreSQL two imports of one dealer take turns here.
      await bumpStockVersion(trx, tenant.slug, now)
      const keys = await listCarKeys(trx, tenant.slug)
      const byStock = new Map<string, CarKey>()
      for (const key of keys) if (!byStock.has(stockKey(key.stocknum))) byStock.set(stockKey(key.stocknum), key)
      const ids = new Set(keys.map((c) => c.id))
      const slugs = new Set(keys.map((c) => c.slug))
      const prefix = tenantPrefix(tenant.slug)
      const nowIso = now.toISOString()

      // A chunk of rows at a time: its stored cars and photos read, its writes made, so memory stays
      // bounded by the chunk however long the feed is (bench/feeds: 20,000 cars).
      while (rows.length > 0) {
        // Taken off the parsed feed, so the rows already applied can be collected.
        const chunk = rows.splice(0, CHUNK).flatMap((row) => check(row) ?? [])
        const knownIds = chunk.flatMap((r) => byStock.get(stockKey(r.stocknum))?.id ?? [])
        const stored = new Map((await findCarsByIds(trx, tenant.slug, knownIds)).map((c) => [c.id, c]))
        const photosByCar = groupPhotos(await listCarPhotos(trx, tenant.slug, knownIds))
        const writes: Car[] = []
        const priceChanges: PriceChange[] = []
        const photoPlan = { inserts: [] as NewPhoto[], updates: [] as PhotoUpdate[], deletes: [] as string[] }

        for (const row of chunk) {
          const key = byStock.get(stockKey(row.stocknum))
          const before = key ? stored.get(key.id) : undefined
          const base: Car = before ?? newCar(row, tenant, { prefix, ids, slugs, nowIso })
          const status = row.fields.status ?? 'in_stock'
          const candidate: Record<string, unknown> = { ...base, ...row.fields, status }
          candidate.sold_date =
            status === 'sold' ? (row.fields.sold_date ?? (before?.status === 'sold' ? before.sold_date : nowIso)) : null
          candidate.name = carDisplayName(candidate as Car)
          let plan: ReturnType<typeof planPhotos> | null = null
          if (row.photos) {
            plan = planPhotos(tenant.slug, base.id, row, photosByCar.get(base.id) ?? [])
            candidate.images = plan.images
          }
          const checked = carSchema.safeParse(candidate)
          if (!checked.success) {
            report.errors.push(...checked.error.issues.map((issue) => issueError(row, issue)))
            report.skipped++
            continue
          }
          // A row applied (or unchanged) keeps its notes; a skipped one has only its errors.
          report.notes.push(...row.notes)
          if (plan) {
            photoPlan.inserts.push(...plan.inserts)
            photoPlan.updates.push(...plan.updates)
            photoPlan.deletes.push(...plan.deletes)
            report.photosQueued += plan.queued
          }
          const car = checked.data
          if (!before) {
            report.added++
            ids.add(car.id)
            slugs.add(car.slug)
          } else if (JSON.stringify(car) === JSON.stringify(before)) {
            report.unchanged++
            continue
          } else {
            report.updated++
            if (before.price !== car.price)
              priceChanges.push({ carId: car.id, oldPrice: before.price, newPrice: car.price })
          }
          if (car.status === 'sold' && before?.status !== 'sold') report.sold++
          writes.push(car)
        }

        await upsertCars(trx, tenant.slug, writes)
        await recordPriceChanges(trx, tenant.slug, priceChanges, { now, importId: report.id })
        report.priceChanges += priceChanges.length
        await savePhotoPlan(trx, tenant.slug, photoPlan, { now, importId: report.id })
        // Let the server answer other requests between chunks of a long feed.
        await new Promise((resolve) => setImmediate(resolve))
      }

      if (mode === 'full') {
        if (valid === 0) throw new EmptyFullFeed()
        const missing = keys.filter((k) => !listed.has(stockKey(k.stocknum)) && k.status !== 'sold').map((k) => k.id)
        report.sold += await markCarsSold(trx, tenant.slug, missing, nowIso)
      }
      return finish((r) => insertFeedImport(trx, r))
    })
  } catch (error) {
    if (!(error instanceof EmptyFullFeed)) throw error
    // Rolled back: nothing of it stays but the report.
    Object.assign(report, {
      added: 0,
      updated: 0,
      unchanged: 0,
      sold: 0,
      priceChanges: 0,
      photosQueued: 0,
      notes: [],
    })
    report.status = 'rejected'
    report.message = EMPTY_FULL_FEED
    return finish()
  }
}

class EmptyFullFeed extends Error {}

/**
 * Keeps the report of a feed refused before it could be read (an empty body, one that is not
 * text): 'rejected' with the reason, like a feed that cannot be parsed, and nothing changed.
 */
export async function keepRejectedFeed(
  options: Omit<ImportFeedOptions, 'body' | 'now'> & { message: string },
): Promise<FeedImportRecord> {
  const report = blankReport(options, new Date())
  report.status = 'rejected'
  report.message = options.message
  await insertFeedImport(options.database.db, report)
  return report
}

function blankReport(
  options: Pick<ImportFeedOptions, 'tenant' | 'source' | 'format' | 'mode'>,
  received: Date,
): FeedImportRecord {
  return {
    id: reportId(received),
    tenant: options.tenant.slug,
    source: options.source,
    format: options.format,
    mode: options.mode,
    status: 'applied',
    message: null,
    rows: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    sold: 0,
    skipped: 0,
    priceChanges: 0,
    photosQueued: 0,
    errorCount: 0,
    errors: [],
    notes: [],
    noteCount: 0,
    receivedAt: received.toISOString(),
    finishedAt: received.toISOString(),
    durationMs: 0,
  }
}

/** Rows applied per round inside the import's transaction. */
const CHUNK = 1_000

let lastMs = 0
let sequence = 0

/** A report id that sorts by when it was received (milliseconds, then a counter), then random. */
function reportId(at: Date): string {
  const ms = at.getTime()
  sequence = ms === lastMs ? sequence + 1 : 0
  lastMs = ms
  return `${ms.toString(16).padStart(12, '0')}${sequence.toString(16).padStart(4, '0')}-${randomUUID().slice(0, 18)}`
}

/** Stock numbers match without case or surrounding space. */
function stockKey(stocknum: string): string {
  return stocknum.trim().toUpperCase()
}

/** A car the dealer has not had before: a new id and slug (made like the demo's), placed at its location. */
function newCar(
  row: MappedRow,
  tenant: FeedTenant,
  taken: { prefix: string; ids: Set<string>; slugs: Set<string>; nowIso: string },
): Car {
  const f = row.fields
  let id = `${taken.prefix}-${slugify(row.stocknum) || shortHash(row.stocknum, 8)}`
  for (let n = 2; taken.ids.has(id); n++) id = `${taken.prefix}-${slugify(row.stocknum)}-${n}`
  const key = `${tenant.slug}|${stockKey(row.stocknum)}`
  const stem = slugify(`${f.year ?? ''} ${f.make ?? ''} ${f.model ?? ''} ${f.badge ?? ''}`) || 'car'
  let slug = `${stem}-${hashSuffix(key, 6)}`
  for (let n = 7; taken.slugs.has(slug); n++) slug = `${stem}-${hashSuffix(key, n)}`
  const location = tenant.defaultLocation
  return carSchema.parse({
    id,
    slug,
    name: '',
    year: f.year ?? 0,
    make: f.make ?? '',
    model: f.model ?? '',
    price: 0,
    status: 'in_stock',
    car_type: 'used',
    created_at: taken.nowIso,
    stocknum: row.stocknum,
    km: 0,
    dealership_id: tenant.slug,
    dealership_slug: tenant.slug,
    location_id: location?.id ?? null,
    city: location?.city ?? null,
    state: location?.state ?? null,
  })
}

function groupPhotos(photos: StoredPhoto[]): Map<string, StoredPhoto[]> {
  const byCar = new Map<string, StoredPhoto[]>()
  for (const p of photos) {
    const list = byCar.get(p.carId)
    if (list) list.push(p)
    else byCar.set(p.carId, [p])
  }
  return byCar
}

/**
 * A car's photo rows after this feed row: new URLs queued (or refused at once), failed ones
 * queued again, moved ones renumbered, dropped ones deleted; its images are the fetched ones in
 * the feed's order.
 */
function planPhotos(tenant: string, carId: string, row: MappedRow, stored: readonly StoredPhoto[]) {
  const byUrl = new Map(stored.map((p) => [p.sourceUrl, p]))
  const inserts: NewPhoto[] = []
  const updates: PhotoUpdate[] = []
  const images: CarImage[] = []
  const keep = new Set<string>()
  let queued = 0
  row.photos!.forEach((photo, position) => {
    const have = byUrl.get(photo.url)
    if (!have) {
      inserts.push({
        id: shortHash(`${tenant}|${carId}|${photo.url}`, 32),
        carId,
        position,
        sourceUrl: photo.url,
        line: row.line,
        stocknum: row.stocknum,
        refused: photo.refused,
      })
      if (!photo.refused) queued++
      return
    }
    keep.add(have.id)
    const requeue = have.status === 'failed' && !photo.refused
    if (requeue) queued++
    if (requeue || have.status === 'failed' || have.position !== position) {
      updates.push({ id: have.id, position, line: row.line, stocknum: row.stocknum, requeue })
    }
    if (have.status === 'sent' && have.storedUrl) images.push(photoImage(have.storedUrl))
  })
  const deletes = stored.filter((p) => !keep.has(p.id)).map((p) => p.id)
  return { inserts, updates, deletes, images, queued }
}

function issueError(row: MappedRow, issue: { path: (string | number)[]; message: string }): RowError {
  const key = String(issue.path[0] ?? '(row)') as keyof Car
  return { line: row.line, field: row.columns[key] ?? key, reason: issue.message }
}
