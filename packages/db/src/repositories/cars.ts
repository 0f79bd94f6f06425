import { carSchema, type Car } from '@dealer/domain'
import type { Kysely } from 'kysely'
import { chunk, chunkRows } from '../internal/chunk'
import { assertCount } from '../internal/paging'
import { inTransaction } from '../internal/transaction'
import { toNumber, toUtcIso } from '../internal/values'
import type { CarsTable, Schema } from '../schema'
import { carWhere, orderCars, type CarFilter, type CarOrder } from './car-query'
import { fromCarColumns, fromCarRow, toCarRow } from './car-row'
import { excludedColumns } from './upsert'

export type { CarFilter, CarOrder } from './car-query'

export interface ListCarsOptions extends CarFilter {
  /** Defaults to 'latest' (newest created_at first). */
  orderBy?: CarOrder
  /** Page size; omitted means no limit. */
  limit?: number
  /** Cars to skip before the page; defaults to 0. */
  offset?: number
}

export interface CarPage {
  cars: Car[]
  /** Cars matching the filter, ignoring limit and offset. */
  total: number
}

/**
 * Inserts or updates `cars` of `tenant` in one transaction, updating rows in place by id.
 * Cars are validated with carSchema first, so what is stored always reads back. Within the
 * batch a later car with the same id wins; two ids sharing a slug is an error. Slugs name one
 * car per tenant, so a stored car not in this batch that holds an incoming slug is stale and is
 * removed; cars of the batch that swap slugs are handled. Returns the number of cars written.
 */
export async function upsertCars(db: Kysely<Schema>, tenant: string, cars: readonly Car[]): Promise<number> {
  const byId = new Map<string, Car>()
  for (const car of cars) byId.set(car.id, carSchema.parse(car))
  if (byId.size === 0) return 0
  const incoming = [...byId.values()]
  const ownerBySlug = new Map<string, string>()
  for (const car of incoming) {
    const owner = ownerBySlug.get(car.slug)
    if (owner !== undefined) throw new Error(`upsertCars: cars "${owner}" and "${car.id}" share the slug "${car.slug}"`)
    ownerBySlug.set(car.slug, car.id)
  }

  const rows = incoming.map((car) => toCarRow(tenant, car))
  const updates = excludedColumns(rows[0]!, ['tenant', 'id'])
  await inTransaction(db, async (trx) => {
    await releaseSlugs(trx, tenant, ownerBySlug, new Set(byId.keys()))
    for (const batch of chunkRows(rows)) {
      await trx
        .insertInto('cars')
        .values(batch)
        .onConflict((oc) => oc.columns(['tenant', 'id']).doUpdateSet(updates))
        .execute()
    }
  })
  return rows.length
}

/**
 * Makes every incoming slug free for its new owner before the upsert, which would otherwise
 * trip the (tenant, slug) unique index: stale holders are deleted, holders that are themselves
 * in the batch (renames, swaps) get a unique parking slug that the upsert then overwrites.
 */
async function releaseSlugs(
  trx: Kysely<Schema>,
  tenant: string,
  ownerBySlug: ReadonlyMap<string, string>,
  incomingIds: ReadonlySet<string>,
): Promise<void> {
  const displaced: { id: string; slug: string }[] = []
  for (const slugs of chunk([...ownerBySlug.keys()])) {
    const holders = await trx
      .selectFrom('cars')
      .select(['id', 'slug'])
      .where('tenant', '=', tenant)
      .where('slug', 'in', slugs)
      .execute()
    for (const holder of holders) if (ownerBySlug.get(holder.slug) !== holder.id) displaced.push(holder)
  }
  const stale = displaced.filter((h) => !incomingIds.has(h.id)).map((h) => h.id)
  for (const ids of chunk(stale)) {
    await trx.deleteFrom('cars').where('tenant', '=', tenant).where('id', 'in', ids).execute()
  }
  for (const holder of displaced.filter((h) => incomingIds.has(h.id))) {
    await trx
      .updateTable('cars')
      .set({ slug: `__moving__/${holder.id}` })
      .where('tenant', '=', tenant)
      .where('id', '=', holder.id)
      .execute()
  }
}

/** The car of `tenant` with this slug, if any. */
export async function findCarBySlug(db: Kysely<Schema>, tenant: string, slug: string): Promise<Car | undefined> {
  const row = await db
    .selectFrom('cars')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('slug', '=', slug)
    .executeTakeFirst()
  return row && fromCarRow(row)
}

/** The car of `tenant` with this id, if any. */
export async function findCarById(db: Kysely<Schema>, tenant: string, id: string): Promise<Car | undefined> {
  const row = await db
    .selectFrom('cars')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && fromCarRow(row)
}

/** One page of a tenant's cars matching the filter, in the given order, with the match count. */
export async function listCars(db: Kysely<Schema>, tenant: string, options: ListCarsOptions = {}): Promise<CarPage> {
  const { orderBy = 'latest', limit, offset = 0 } = options
  assertCount('listCars', 'limit', limit)
  assertCount('listCars', 'offset', offset)
  let query = orderCars(
    db
      .selectFrom('cars')
      .selectAll()
      .where((eb) => carWhere(eb, tenant, options)),
    orderBy,
  )
  // SQLite accepts OFFSET only after a LIMIT, so an open-ended page gets an unreachable limit.
  if (limit !== undefined || offset > 0) query = query.limit(limit ?? Number.MAX_SAFE_INTEGER)
  if (offset > 0) query = query.offset(offset)
  const [rows, counted] = await Promise.all([
    query.execute(),
    db
      .selectFrom('cars')
      .select((eb) => eb.fn.countAll().as('total'))
      .where((eb) => carWhere(eb, tenant, options))
      .executeTakeFirstOrThrow(),
  ])
  return { cars: rows.map(fromCarRow), total: toNumber(counted.total) }
}

/** Every car of `tenant`, visible or not, by id; the source for building a search index. */
export async function allCars(db: Kysely<Schema>, tenant: string): Promise<Car[]> {
  const rows = await db.selectFrom('cars').selectAll().where('tenant', '=', tenant).orderBy('id').execute()
  return rows.map(fromCarRow)
}

/**
 * Every car of `tenant` by id, `size` at a time (keyset paging): building a search index from
 * 20,000 cars never holds them all at once.
 */
export async function* allCarsInPages(db: Kysely<Schema>, tenant: string, size = 2_000): AsyncGenerator<Car[]> {
  let after: string | null = null
  for (;;) {
    let query = db.selectFrom('cars').selectAll().where('tenant', '=', tenant)
    if (after !== null) query = query.where('id', '>', after)
    const rows = await query.orderBy('id').limit(size).execute()
    if (rows.length === 0) return
    after = rows[rows.length - 1]!.id
    yield rows.map(fromCarRow)
    if (rows.length < size) return
  }
}

/**
 * Only `fields` of every car of `tenant`, by id, `size` at a time: what building a search index
 * needs, without reading the rest of each row (descriptions, equipment, photos' other fields) or
 * validating each row again (see fromCarColumns).
 */
export async function* allCarFieldsInPages<K extends keyof Car & keyof CarsTable>(
  db: Kysely<Schema>,
  tenant: string,
  fields: readonly K[],
  size = 2_000,
): AsyncGenerator<Array<Pick<Car, K>>> {
  const columns = [...new Set<keyof CarsTable>(['id', ...fields])]
  let after: string | null = null
  for (;;) {
    let query = db.selectFrom('cars').select(columns).where('tenant', '=', tenant)
    if (after !== null) query = query.where('id', '>', after)
    const rows = await query.orderBy('id').limit(size).execute()
    if (rows.length === 0) return
    after = rows[rows.length - 1]!.id
    yield rows.map((row) => fromCarColumns<K>(row))
    if (rows.length < size) return
  }
}

/** Number of cars stored for `tenant`, visible or not. */
export async function countCars(db: Kysely<Schema>, tenant: string): Promise<number> {
  const row = await db
    .selectFrom('cars')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('tenant', '=', tenant)
    .executeTakeFirstOrThrow()
  return toNumber(row.total)
}

/**
 * Deletes the cars of `tenant` whose id is not in `ids` (a full import removes what the feed no
 * longer lists). An empty list deletes all of the tenant's cars. Returns how many were deleted.
 */
export async function deleteCarsNotIn(db: Kysely<Schema>, tenant: string, ids: readonly string[]): Promise<number> {
  const keep = new Set(ids)
  return inTransaction(db, async (trx) => {
    // Diffing in memory keeps the statement size bounded however long the feed is.
    const stored = await trx.selectFrom('cars').select('id').where('tenant', '=', tenant).execute()
    const doomed = stored.map((r) => r.id).filter((id) => !keep.has(id))
    for (const batch of chunk(doomed)) {
      await trx.deleteFrom('cars').where('tenant', '=', tenant).where('id', 'in', batch).execute()
    }
    return doomed.length
  })
}

/** A car's identity, slug and status: what a feed import matches rows against. */
export interface CarKey {
  id: string
  slug: string
  stocknum: string
  status: Car['status']
}

/** Every car of `tenant` as its key only (a feed import of 20,000 cars holds these, not whole cars). */
export async function listCarKeys(db: Kysely<Schema>, tenant: string): Promise<CarKey[]> {
  return db.selectFrom('cars').select(['id', 'slug', 'stocknum', 'status']).where('tenant', '=', tenant).execute()
}

/** The cars of `tenant` with these ids (any order; unknown ids are left out). */
export async function findCarsByIds(db: Kysely<Schema>, tenant: string, ids: readonly string[]): Promise<Car[]> {
  const cars: Car[] = []
  for (const batch of chunk(ids)) {
    const rows = await db.selectFrom('cars').selectAll().where('tenant', '=', tenant).where('id', 'in', batch).execute()
    cars.push(...rows.map(fromCarRow))
  }
  return cars
}

/**
 * Marks these cars of `tenant` sold at `soldDate` (an ISO timestamp), so the sold-visibility rule
 * shows them for the dealer's sold days (docs/spec-coverage.md, Stock feeds). Returns how many.
 */
export async function markCarsSold(
  db: Kysely<Schema>,
  tenant: string,
  ids: readonly string[],
  soldDate: string,
): Promise<number> {
  let marked = 0
  for (const batch of chunk(ids)) {
    const result = await db
      .updateTable('cars')
      .set({ status: 'sold', sold_date: soldDate, sold_at_utc: toUtcIso(soldDate) })
      .where('tenant', '=', tenant)
      .where('id', 'in', batch)
      .executeTakeFirst()
    marked += Number(result.numUpdatedRows)
  }
  return marked
}
