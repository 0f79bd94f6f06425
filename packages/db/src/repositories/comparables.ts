import type { Car } from '@dealer/domain'
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Schema } from '../schema'
import { fromCarRow } from './car-row'

/** At most this many comparables are read for one valuation. */
const MAX_COMPARABLES = 500

/**
 * The tenant's car with this registration plate, if any (cars the dealer sold stay in the table,
 * so a shopper trading back a car bought here is found). `rego` is compared without spaces or
 * dashes and case-insensitively; `state`, when the car records one, must match too.
 */
export async function findCarByRego(
  db: Kysely<Schema>,
  tenant: string,
  rego: string,
  state?: string,
): Promise<Car | undefined> {
  const plate = rego.replace(/[\s-]/g, '').toUpperCase()
  if (plate === '') return undefined
  const rows = await db
    .selectFrom('cars')
    .selectAll()
    .where('tenant', '=', tenant)
    .where(sql<string>`upper(replace(replace(regplate, ' ', ''), '-', ''))`, '=', plate)
    .orderBy('created_at_utc', 'desc')
    .limit(5)
    .execute()
  const cars = rows.map(fromCarRow)
  return cars.find((c) => !state || !c.state || c.state.toUpperCase() === state.toUpperCase())
}

/**
 * Used and demo cars of the tenant with this make and model (case-insensitive), priced or not,
 * in any status: the dealer's own asking prices are what a trade-in estimate is derived from.
 */
export async function listComparableCars(
  db: Kysely<Schema>,
  tenant: string,
  vehicle: { make: string; model: string },
): Promise<Car[]> {
  const make = vehicle.make.trim().toLowerCase()
  const model = vehicle.model.trim().toLowerCase()
  if (make === '' || model === '') return []
  const rows = await db
    .selectFrom('cars')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('car_type', 'in', ['used', 'demo'])
    .where(sql<string>`lower(make)`, '=', make)
    .where(sql<string>`lower(model)`, '=', model)
    .orderBy('id')
    .limit(MAX_COMPARABLES)
    .execute()
  return rows.map(fromCarRow)
}
