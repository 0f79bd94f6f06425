import type { CarImage } from '@dealer/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../connection'
import { chunk, chunkRows } from '../internal/chunk'
import { inTransaction } from '../internal/transaction'
import { claimDueRows, markRowFailed, scheduleRowRetry } from '../internal/leased-rows'
import { toNumber } from '../internal/values'
import type { PhotoFetchStatus, Schema } from '../schema'
import { bumpStockVersion } from './feed-imports'

/*
 * A car's feed photos and the queue that fetches them into the image store (docs/spec-coverage.md,
 * Stock feeds): leased like the lead outbox (ADR 006), so a crashed fetcher's rows come back when
 * their lease expires. A car's `images` are its fetched photos in feed order, rewritten whenever
 * one is stored or an import reorders them.
 */

/** A photo row as an import plans against it. */
export interface StoredPhoto {
  id: string
  carId: string
  position: number
  sourceUrl: string
  storedUrl: string | null
  status: PhotoFetchStatus
}

/** The photo rows of these cars of a tenant. */
export async function listCarPhotos(
  db: Kysely<Schema>,
  tenant: string,
  carIds: readonly string[],
): Promise<StoredPhoto[]> {
  const rows = []
  for (const ids of chunk(carIds)) {
    rows.push(
      ...(await db
        .selectFrom('photo_fetches')
        .select(['id', 'car_id', 'position', 'source_url', 'stored_url', 'status'])
        .where('tenant', '=', tenant)
        .where('car_id', 'in', ids)
        .execute()),
    )
  }
  return rows.map((r) => ({
    id: r.id,
    carId: r.car_id,
    position: toNumber(r.position),
    sourceUrl: r.source_url,
    storedUrl: r.stored_url,
    status: r.status,
  }))
}

export interface NewPhoto {
  id: string
  carId: string
  position: number
  sourceUrl: string
  line: number
  stocknum: string
  /** Set for a URL refused before any fetch (not http(s)): stored as failed with this reason. */
  refused?: string
}

export interface PhotoUpdate {
  id: string
  position: number
  line: number
  stocknum: string
  /** Put a failed photo back in the queue (the feed still lists it). */
  requeue: boolean
}

/** What an import changes in the photo rows: new URLs, moved or requeued ones, dropped ones. */
export interface PhotoPlan {
  inserts: readonly NewPhoto[]
  updates: readonly PhotoUpdate[]
  deletes: readonly string[]
}

/** Applies an import's photo plan; new rows are due at once. */
export async function savePhotoPlan(
  db: Kysely<Schema>,
  tenant: string,
  plan: PhotoPlan,
  at: { now: Date; importId: string },
): Promise<void> {
  const now = at.now.toISOString()
  for (const ids of chunk(plan.deletes)) {
    await db.deleteFrom('photo_fetches').where('tenant', '=', tenant).where('id', 'in', ids).execute()
  }
  const rows = plan.inserts.map((p) => ({
    id: p.id,
    tenant,
    car_id: p.carId,
    position: p.position,
    source_url: p.sourceUrl,
    stored_url: null,
    import_id: at.importId,
    line: p.line,
    stocknum: p.stocknum,
    status: (p.refused ? 'failed' : 'pending') as PhotoFetchStatus,
    attempts: 0,
    next_attempt_at: now,
    lease_owner: null,
    lease_expires_at: null,
    last_error: p.refused ?? null,
    created_at: now,
    updated_at: now,
    sent_at: null,
  }))
  for (const batch of chunkRows(rows)) await db.insertInto('photo_fetches').values(batch).execute()
  for (const u of plan.updates) {
    await db
      .updateTable('photo_fetches')
      .set({
        position: u.position,
        import_id: at.importId,
        line: u.line,
        stocknum: u.stocknum,
        updated_at: now,
        ...(u.requeue ? { status: 'pending' as const, attempts: 0, next_attempt_at: now, last_error: null } : {}),
      })
      .where('tenant', '=', tenant)
      .where('id', '=', u.id)
      .execute()
  }
}

/** A queued photo a fetcher holds the lease on. */
export interface ClaimedPhoto {
  id: string
  tenant: string
  carId: string
  sourceUrl: string
  attempts: number
  leaseExpiresAt: string
}

/** Takes the lease on up to `limit` due photos (one statement; SKIP LOCKED on PostgreSQL). */
export async function claimDuePhotos(
  database: Pick<Database, 'db' | 'dialect'>,
  options: { workerId: string; now: Date; leaseMs: number; limit: number },
): Promise<ClaimedPhoto[]> {
  const rows = await claimDueRows(database, 'photo_fetches', options)
  return rows.map((row) => {
    const r = row as unknown as Schema['photo_fetches']
    return {
      id: r.id,
      tenant: r.tenant,
      carId: r.car_id,
      sourceUrl: r.source_url,
      attempts: toNumber(r.attempts),
      leaseExpiresAt: r.lease_expires_at!,
    }
  })
}

interface Completion {
  id: string
  workerId: string
  now: Date
}

/**
 * Records a fetched photo, if `workerId` still holds it, and in the same transaction rewrites its
 * car's images (every fetched photo in feed order) and bumps the tenant's stock version. False
 * when the lease was lost or the feed dropped the photo meanwhile.
 */
export async function completePhotoFetch(db: Kysely<Schema>, c: Completion & { storedUrl: string }): Promise<boolean> {
  const now = c.now.toISOString()
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('photo_fetches')
      .set({
        status: 'sent',
        stored_url: c.storedUrl,
        sent_at: now,
        updated_at: now,
        lease_owner: null,
        lease_expires_at: null,
        last_error: null,
      })
      .where('id', '=', c.id)
      .where('status', '=', 'sending')
      .where('lease_owner', '=', c.workerId)
      .returning(['tenant', 'car_id'])
      .executeTakeFirst()
    if (!row) return false
    await bumpStockVersion(trx, row.tenant, c.now)
    await rewriteCarImages(trx, row.tenant, [row.car_id])
    return true
  })
}

/** Sets each car's images to its fetched photos in feed order. */
export async function rewriteCarImages(db: Kysely<Schema>, tenant: string, carIds: readonly string[]): Promise<void> {
  for (const ids of chunk(carIds, 500)) {
    const rows = await db
      .selectFrom('photo_fetches')
      .select(['car_id', 'stored_url'])
      .where('tenant', '=', tenant)
      .where('car_id', 'in', ids)
      .where('status', '=', 'sent')
      .orderBy('car_id')
      .orderBy('position')
      .execute()
    const images = new Map<string, CarImage[]>(ids.map((id) => [id, []]))
    for (const r of rows) if (r.stored_url) images.get(r.car_id)!.push(photoImage(r.stored_url))
    for (const [carId, list] of images) {
      await db
        .updateTable('cars')
        .set({ images: JSON.stringify(list) })
        .where('tenant', '=', tenant)
        .where('id', '=', carId)
        .execute()
    }
  }
}

/** A stored photo as a car image (the image route resizes one file for both sizes). */
export function photoImage(url: string): CarImage {
  return { url, thumb: { url } }
}

/** Puts a photo back in the queue until `nextAttemptAt`, if `workerId` still holds it. */
export function schedulePhotoRetry(
  db: Kysely<Schema>,
  c: Completion & { nextAttemptAt: Date; error: string },
): Promise<boolean> {
  return scheduleRowRetry(db, 'photo_fetches', c)
}

/** Gives up on a photo, if `workerId` still holds it; the row stays, to be reported. */
export function markPhotoFailed(db: Kysely<Schema>, c: Completion & { error: string }): Promise<boolean> {
  return markRowFailed(db, 'photo_fetches', c)
}

/** A photo an import queued that could not be fetched (yet, or at all). */
export interface PhotoProblem {
  line: number | null
  stocknum: string | null
  url: string
  reason: string
}

/** Where the photos an import queued stand now. */
export interface PhotoOutcome {
  fetched: number
  waiting: number
  failed: number
  /** Failed photos, and waiting ones that have failed at least once, with the latest reason. */
  problems: PhotoProblem[]
}

/** The photo outcome of each import named (the photos it was the last to list). */
export async function photoOutcomes(
  db: Kysely<Schema>,
  tenant: string,
  importIds: readonly string[],
  options: { maxProblems?: number } = {},
): Promise<Map<string, PhotoOutcome>> {
  const max = options.maxProblems ?? 200
  const outcomes = new Map<string, PhotoOutcome>(
    importIds.map((id) => [id, { fetched: 0, waiting: 0, failed: 0, problems: [] }]),
  )
  if (importIds.length === 0) return outcomes
  const counts = await db
    .selectFrom('photo_fetches')
    .select(['import_id', 'status', (eb) => eb.fn.countAll().as('n')])
    .where('tenant', '=', tenant)
    .where('import_id', 'in', [...importIds])
    .groupBy(['import_id', 'status'])
    .execute()
  for (const c of counts) {
    const o = outcomes.get(c.import_id!)!
    const n = toNumber(c.n)
    if (c.status === 'sent') o.fetched += n
    else if (c.status === 'failed' || c.status === 'cancelled') o.failed += n
    else o.waiting += n
  }
  const problems = await db
    .selectFrom('photo_fetches')
    .select(['import_id', 'line', 'stocknum', 'source_url', 'last_error', 'status'])
    .where('tenant', '=', tenant)
    .where('import_id', 'in', [...importIds])
    .where('last_error', 'is not', null)
    .where('status', '!=', 'sent')
    .orderBy('line')
    .orderBy('position')
    .limit(max * importIds.length)
    .execute()
  for (const p of problems) {
    const o = outcomes.get(p.import_id!)!
    if (o.problems.length >= max) continue
    o.problems.push({
      line: p.line === null ? null : toNumber(p.line),
      stocknum: p.stocknum,
      url: p.source_url,
      reason: p.status === 'failed' ? p.last_error! : `${p.last_error} (will retry)`,
    })
  }
  return outcomes
}

/** Photos of one import still queued and due by `now` (the command waits for these). */
export async function countDuePhotos(db: Kysely<Schema>, importId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('photo_fetches')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('import_id', '=', importId)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now.toISOString())]),
        eb('status', '=', 'sending'),
      ]),
    )
    .executeTakeFirstOrThrow()
  return toNumber(row.n)
}
