import { sql, type Kysely } from 'kysely'
import { chunkRows } from '../internal/chunk'
import { toNumber } from '../internal/values'
import type { FeedFormat, FeedImportSource, FeedMode, Schema } from '../schema'

/*
 * The stock feed's reports, price history and stock versions (docs/spec-coverage.md, Stock feeds).
 * Every writer takes a Kysely that may be a transaction: an import writes its cars, prices,
 * photos, version and report in one.
 */

/** One bad row of a feed: where it is, which column, and why. */
export interface FeedRowError {
  /** 1-based line of the feed where the row starts. */
  line: number
  field: string
  reason: string
}

/** A feed received and what it did, as kept. */
export interface FeedImportRecord {
  id: string
  tenant: string
  source: FeedImportSource
  format: FeedFormat
  mode: FeedMode
  status: 'applied' | 'rejected'
  message: string | null
  rows: number
  added: number
  updated: number
  unchanged: number
  sold: number
  skipped: number
  priceChanges: number
  photosQueued: number
  errorCount: number
  /** The first errors; `errorCount` counts them all. */
  errors: FeedRowError[]
  /**
   * What a row applied anyway lost, e.g. photo URLs past the limit: not errors, so not counted in
   * `errorCount` or `skipped`. The first ones, as errors; `noteCount` counts them all.
   */
  notes: FeedRowError[]
  noteCount: number
  receivedAt: string
  finishedAt: string
  durationMs: number
}

/** Errors (and notes) kept on a report; a feed of garbage would otherwise store one per cell. */
export const MAX_STORED_FEED_ERRORS = 500

export async function insertFeedImport(db: Kysely<Schema>, r: FeedImportRecord): Promise<void> {
  await db
    .insertInto('feed_imports')
    .values({
      id: r.id,
      tenant: r.tenant,
      source: r.source,
      format: r.format,
      mode: r.mode,
      status: r.status,
      message: r.message,
      rows: r.rows,
      added: r.added,
      updated: r.updated,
      unchanged: r.unchanged,
      sold: r.sold,
      skipped: r.skipped,
      price_changes: r.priceChanges,
      photos_queued: r.photosQueued,
      error_count: r.errorCount,
      errors: JSON.stringify(r.errors.slice(0, MAX_STORED_FEED_ERRORS)),
      notes: JSON.stringify(r.notes.slice(0, MAX_STORED_FEED_ERRORS)),
      note_count: r.noteCount,
      received_at: r.receivedAt,
      finished_at: r.finishedAt,
      duration_ms: Math.round(r.durationMs),
    })
    .execute()
}

/** A tenant's latest reports, newest first. */
export async function listFeedImports(
  db: Kysely<Schema>,
  tenant: string,
  options: { limit?: number } = {},
): Promise<FeedImportRecord[]> {
  const rows = await db
    .selectFrom('feed_imports')
    .selectAll()
    .where('tenant', '=', tenant)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(1, Math.min(100, options.limit ?? 10)))
    .execute()
  return rows.map(toRecord)
}

/** Whether a feed has ever been applied to `tenant`'s stock: its cars are the dealer's own, not demo cars. */
export async function hasAppliedFeed(db: Kysely<Schema>, tenant: string): Promise<boolean> {
  const row = await db
    .selectFrom('feed_imports')
    .select('id')
    .where('tenant', '=', tenant)
    .where('status', '=', 'applied')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** One report of `tenant`, if it is theirs. */
export async function findFeedImport(
  db: Kysely<Schema>,
  tenant: string,
  id: string,
): Promise<FeedImportRecord | undefined> {
  const row = await db
    .selectFrom('feed_imports')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toRecord(row)
}

function toRecord(r: Schema['feed_imports']): FeedImportRecord {
  const notes = JSON.parse(r.notes) as FeedRowError[]
  return {
    id: r.id,
    tenant: r.tenant,
    source: r.source,
    format: r.format,
    mode: r.mode,
    status: r.status,
    message: r.message,
    rows: toNumber(r.rows),
    added: toNumber(r.added),
    updated: toNumber(r.updated),
    unchanged: toNumber(r.unchanged),
    sold: toNumber(r.sold),
    skipped: toNumber(r.skipped),
    priceChanges: toNumber(r.price_changes),
    photosQueued: toNumber(r.photos_queued),
    errorCount: toNumber(r.error_count),
    errors: JSON.parse(r.errors) as FeedRowError[],
    notes,
    // A report kept before notes were counted has 0: its notes are all it knew of.
    noteCount: Math.max(toNumber(r.note_count), notes.length),
    receivedAt: r.received_at,
    finishedAt: r.finished_at,
    durationMs: toNumber(r.duration_ms),
  }
}

/** A car's price before and after an import. */
export interface PriceChange {
  carId: string
  oldPrice: number
  newPrice: number
}

export async function recordPriceChanges(
  db: Kysely<Schema>,
  tenant: string,
  changes: readonly PriceChange[],
  at: { now: Date; importId: string | null },
): Promise<void> {
  const rows = changes.map((c) => ({
    tenant,
    car_id: c.carId,
    old_price: c.oldPrice,
    new_price: c.newPrice,
    changed_at: at.now.toISOString(),
    import_id: at.importId,
  }))
  for (const batch of chunkRows(rows)) await db.insertInto('car_price_changes').values(batch).execute()
}

export interface PriceChangeRecord extends PriceChange {
  changedAt: string
  importId: string | null
}

/** A car's recorded price changes, oldest first. */
export async function listPriceChanges(
  db: Kysely<Schema>,
  tenant: string,
  carId: string,
): Promise<PriceChangeRecord[]> {
  const rows = await db
    .selectFrom('car_price_changes')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('car_id', '=', carId)
    .orderBy('changed_at')
    .execute()
  return rows.map((r) => ({
    carId: r.car_id,
    oldPrice: Number(r.old_price),
    newPrice: Number(r.new_price),
    changedAt: r.changed_at,
    importId: r.import_id,
  }))
}

/**
 * Bumps the tenant's stock version. Inside an import's transaction it is the first write, so on
 * PostgreSQL the row lock also makes two imports of one tenant take turns.
 */
export async function bumpStockVersion(db: Kysely<Schema>, tenant: string, now: Date): Promise<void> {
  await db
    .insertInto('stock_versions')
    .values({ tenant, version: 1, changed_at: now.toISOString() })
    .onConflict((oc) =>
      oc
        .column('tenant')
        .doUpdateSet({ version: sql<number>`stock_versions.version + 1`, changed_at: now.toISOString() }),
    )
    .execute()
}

/** Every tenant's stock version; a server compares it with what its index was built from. */
export async function listStockVersions(db: Kysely<Schema>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('stock_versions').select(['tenant', 'version']).execute()
  return new Map(rows.map((r) => [r.tenant, toNumber(r.version)]))
}
