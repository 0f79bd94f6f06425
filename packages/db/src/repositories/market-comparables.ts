import { AVAILABLE_STATUSES, NO_PRICE_THRESHOLD, type ComparableCriteria, type ComparableListing } from '@dealer/domain'
import { sql, type Kysely } from 'kysely'
import type { Schema } from '../schema'

/** At most this many listings are read for one car's market comparison. */
export const MAX_MARKET_COMPARABLES = 500

/**
 * Listings comparable to a car across the whole network, every dealer's stock: the same make and
 * model (case-insensitive), a year and kilometres within the criteria, listed in the same state
 * (the car's own `state`, else its location's), shown on the dealer's website, available
 * (in stock or coming soon) and priced above 10. `exclude` is the car itself. Only price, year
 * and kilometres come back: nothing says whose listing it is.
 *
 * Served by cars_market_idx (lower(make), lower(model), year), migration 0008.
 * Traced in docs/spec-coverage.md, Car page.
 */
export async function listMarketComparables(
  db: Kysely<Schema>,
  criteria: ComparableCriteria,
  exclude: { tenant: string; id: string },
  limit: number = MAX_MARKET_COMPARABLES,
): Promise<ComparableListing[]> {
  const query = marketComparablesQuery(db, criteria, exclude, limit)
  if (!query) return []
  const rows = await query.execute()
  return rows.map((r) => ({ price: Number(r.price), year: Number(r.year), km: Number(r.km) }))
}

/** The query `listMarketComparables` runs (exported for the test that checks it uses the index). */
export function marketComparablesQuery(
  db: Kysely<Schema>,
  criteria: ComparableCriteria,
  exclude: { tenant: string; id: string },
  limit: number = MAX_MARKET_COMPARABLES,
) {
  const make = criteria.make.trim().toLowerCase()
  const model = criteria.model.trim().toLowerCase()
  const state = criteria.state.trim().toUpperCase()
  if (make === '' || model === '' || state === '') return null
  return (
    db
      .selectFrom('cars')
      .leftJoin('locations', (join) =>
        join.onRef('locations.tenant', '=', 'cars.tenant').onRef('locations.id', '=', 'cars.location_id'),
      )
      .select(['cars.price', 'cars.year', 'cars.km'])
      // The same expressions as the index, so both engines can use it.
      .where(sql<string>`lower(cars.make)`, '=', make)
      .where(sql<string>`lower(cars.model)`, '=', model)
      .where('cars.year', '>=', criteria.yearMin)
      .where('cars.year', '<=', criteria.yearMax)
      .where('cars.km', '>=', criteria.kmMin)
      .where('cars.km', '<=', criteria.kmMax)
      .where('cars.show_on_dealer_website', '=', 1)
      .where('cars.status', 'in', [...AVAILABLE_STATUSES])
      .where('cars.price', '>', NO_PRICE_THRESHOLD)
      .where(sql<string>`upper(trim(coalesce(nullif(trim(cars.state), ''), locations.address_state)))`, '=', state)
      .where((eb) => eb.not(eb.and([eb('cars.tenant', '=', exclude.tenant), eb('cars.id', '=', exclude.id)])))
      .orderBy('cars.tenant')
      .orderBy('cars.id')
      .limit(Math.max(0, Math.floor(limit)))
  )
}
