import { AVAILABLE_STATUSES, soldVisibleSince, type CarType } from '@dealer/domain'
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely'
import type { Schema } from '../schema'

export type CarOrder = 'latest' | 'price_desc' | 'price_asc'

/** Which cars of a tenant to return. Every filter is optional; together they are ANDed. */
export interface CarFilter {
  /**
   * Stock visibility as of `now`: in_stock or coming_soon, or sold no more than
   * `includeSoldCarsDays` days ago; and show_on_dealer_website. Omit to get every car.
   * Traced in docs/spec-coverage.md, Stock rules.
   */
  visibleAt?: { now: Date; includeSoldCarsDays: number }
  /**
   * Only cars for sale (in_stock or coming_soon), not the sold ones stock visibility still shows:
   * what an 'N in stock' figure counts.
   */
  availableOnly?: boolean
  /** Car types to include; omitted or empty means all types. */
  carTypes?: readonly CarType[]
  /** Exact make, as stored (for example "Toyota"). */
  make?: string
  /** Exact model, as stored. */
  model?: string
}

/** The WHERE clause for `filter`, always scoped to `tenant`. */
export function carWhere(
  eb: ExpressionBuilder<Schema, 'cars'>,
  tenant: string,
  filter: CarFilter,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('tenant', '=', tenant)]
  if (filter.visibleAt) {
    const { now, includeSoldCarsDays } = filter.visibleAt
    conditions.push(
      eb('show_on_dealer_website', '=', 1),
      eb.or([
        eb('status', 'in', [...AVAILABLE_STATUSES]),
        eb.and([
          eb('status', '=', 'sold'),
          // Both sides are UTC ISO strings of the same shape, so text order is time order.
          eb('sold_at_utc', '>=', soldVisibleSince(now, includeSoldCarsDays)),
        ]),
      ]),
    )
  }
  if (filter.availableOnly) conditions.push(eb('status', 'in', [...AVAILABLE_STATUSES]))
  if (filter.carTypes && filter.carTypes.length > 0) conditions.push(eb('car_type', 'in', [...filter.carTypes]))
  if (filter.make !== undefined) conditions.push(eb('make', '=', filter.make))
  if (filter.model !== undefined) conditions.push(eb('model', '=', filter.model))
  return eb.and(conditions)
}

/** Applies the order; id breaks ties so pages never overlap or skip a car. */
export function orderCars<O>(
  query: SelectQueryBuilder<Schema, 'cars', O>,
  order: CarOrder,
): SelectQueryBuilder<Schema, 'cars', O> {
  switch (order) {
    case 'price_desc':
      return query.orderBy('price', 'desc').orderBy('id', 'asc')
    case 'price_asc':
      return query.orderBy('price', 'asc').orderBy('id', 'asc')
    case 'latest':
      return query.orderBy('created_at_utc', 'desc').orderBy('id', 'asc')
  }
}
