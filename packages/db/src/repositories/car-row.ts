import { carSchema, type Car } from '@dealer/domain'
import type { Insertable, Selectable } from 'kysely'
import { fromFlag, fromJson, toFlag, toNullableJson, toUtcIso } from '../internal/values'
import { CAR_BOOLEAN_FIELDS, CAR_JSON_FIELDS, type CarsTable } from '../schema'

export type CarRow = Selectable<CarsTable>

/** Columns that exist only for SQL (filters, ordering) and are not part of the domain Car. */
const STORAGE_ONLY = new Set<string>(['tenant', 'sold_at_utc', 'created_at_utc'])
const BOOLEAN_FIELDS = new Set<string>(CAR_BOOLEAN_FIELDS)
const JSON_FIELDS = new Set<string>(CAR_JSON_FIELDS)

/** A parsed domain Car (no unknown keys) as a row of `cars` for `tenant`. */
export function toCarRow(tenant: string, car: Car): Insertable<CarsTable> {
  const row: Record<string, unknown> = { tenant }
  for (const [key, value] of Object.entries(car)) {
    if (BOOLEAN_FIELDS.has(key)) row[key] = toFlag(value as boolean)
    else if (JSON_FIELDS.has(key)) row[key] = toNullableJson(value)
    else row[key] = value
  }
  row.sold_at_utc = toUtcIso(car.sold_date)
  row.created_at_utc = toUtcIso(car.created_at) ?? car.created_at
  return row as unknown as Insertable<CarsTable>
}

/** A `cars` row back as the exact domain Car (validated, defaults filled). */
export function fromCarRow(row: CarRow): Car {
  const car: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) {
    if (STORAGE_ONLY.has(key)) continue
    if (BOOLEAN_FIELDS.has(key)) car[key] = fromFlag(value as number)
    else if (JSON_FIELDS.has(key)) car[key] = fromJson(value as string | null)
    else car[key] = value
  }
  return carSchema.parse(car)
}

/**
 * Some columns of a `cars` row as the domain Car's fields, read as stored (flags as booleans, JSON
 * parsed) and not validated again: every row was validated by carSchema on its way in. For reading
 * a whole stock at once (the search index), where the per-row parse costs more than the read.
 */
export function fromCarColumns<K extends keyof Car>(row: Record<string, unknown>): Pick<Car, K> {
  const car: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) {
    if (BOOLEAN_FIELDS.has(key)) car[key] = fromFlag(value as number)
    else if (JSON_FIELDS.has(key)) car[key] = fromJson(value as string | null)
    else car[key] = value
  }
  return car as Pick<Car, K>
}
