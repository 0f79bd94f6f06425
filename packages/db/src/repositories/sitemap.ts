import type { CarType } from '@dealer/domain'
import type { Kysely } from 'kysely'
import { assertCount } from '../internal/paging'
import { toNumber } from '../internal/values'
import type { Schema } from '../schema'
import { carWhere, orderCars, type CarFilter } from './car-query'

/*
 * What a sitemap needs of a tenant's stock, and nothing more: slugs and dates of the visible cars
 * (a page of up to 50,000 without parsing whole cars), and the dates of each group of car type,
 * make, model and location, for the search landing pages (docs/spec-coverage.md, Search engines).
 */

/** One car of a sitemap: its slug and the UTC ISO dates its page changed on. */
export interface CarSitemapEntry {
  slug: string
  /** created_at as UTC ISO text (the raw text when it did not parse). */
  createdAt: string
  /** sold_date as UTC ISO text; null for a car not sold. */
  soldAt: string | null
}

export interface CarSitemapOptions {
  /** The stock visibility rule; a sitemap never lists what the site does not show. */
  visibleAt: NonNullable<CarFilter['visibleAt']>
  limit: number
  offset?: number
}

/** One page of the tenant's visible cars, newest first (id breaks ties, so pages never overlap). */
export async function listCarSitemapEntries(
  db: Kysely<Schema>,
  tenant: string,
  options: CarSitemapOptions,
): Promise<CarSitemapEntry[]> {
  const { visibleAt, limit, offset = 0 } = options
  assertCount('listCarSitemapEntries', 'limit', limit)
  assertCount('listCarSitemapEntries', 'offset', offset)
  let query = orderCars(
    db
      .selectFrom('cars')
      .select(['slug', 'created_at_utc', 'sold_at_utc'])
      .where((eb) => carWhere(eb, tenant, { visibleAt })),
    'latest',
  ).limit(limit)
  if (offset > 0) query = query.offset(offset)
  const rows = await query.execute()
  return rows.map((r) => ({ slug: r.slug, createdAt: r.created_at_utc, soldAt: r.sold_at_utc }))
}

/** The visible cars of one car type, make, model and location, with their newest dates. */
export interface StockGroup {
  carType: CarType
  make: string
  model: string
  locationId: string | null
  cars: number
  /** The newest created_at_utc of the group. */
  newestCreatedAt: string
  /** The newest sold_at_utc of the group; null when none of its visible cars is sold. */
  newestSoldAt: string | null
}

/** The tenant's visible stock grouped by car type, make, model and location. */
export async function listStockGroups(
  db: Kysely<Schema>,
  tenant: string,
  visibleAt: NonNullable<CarFilter['visibleAt']>,
): Promise<StockGroup[]> {
  const rows = await db
    .selectFrom('cars')
    .select((eb) => [
      'car_type',
      'make',
      'model',
      'location_id',
      eb.fn.countAll().as('cars'),
      eb.fn.max('created_at_utc').as('newest_created'),
      eb.fn.max('sold_at_utc').as('newest_sold'),
    ])
    .where((eb) => carWhere(eb, tenant, { visibleAt }))
    .groupBy(['car_type', 'make', 'model', 'location_id'])
    .orderBy('car_type')
    .orderBy('make')
    .orderBy('model')
    .execute()
  return rows.map((r) => ({
    carType: r.car_type,
    make: r.make,
    model: r.model,
    locationId: r.location_id,
    cars: toNumber(r.cars),
    newestCreatedAt: r.newest_created,
    newestSoldAt: r.newest_sold ?? null,
  }))
}
