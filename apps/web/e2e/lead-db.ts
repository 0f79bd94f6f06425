import { withDb } from './demo-cars'

/** Stored leads and single rows of the seeded e2e database (E2E_DATA_DIR), through demo-cars' read-only opener. */
export { withDb }

/** One row of `sql` (which must match), with its parameters. */
export function one<T>(sql: string, ...params: unknown[]): T {
  const row = withDb((db) => db.prepare(sql).get(...params)) as T | undefined
  if (!row) throw new Error(`no row for: ${sql}`)
  return row
}

export interface StoredLead {
  id: string
  formType: string
  carId: string | null
  payload: { fields: Record<string, unknown>; car_id: string | null; source: string; vehicle: { slug: string } | null }
}

/** A stored lead of `tenant` by id. */
export function storedLead(tenant: string, id: string): StoredLead {
  const row = one<{ id: string; form_type: string; car_id: string | null; payload: string }>(
    'select id, form_type, car_id, payload from leads where tenant = ? and id = ?',
    tenant,
    id,
  )
  return { id: row.id, formType: row.form_type, carId: row.car_id, payload: JSON.parse(row.payload) }
}

/** The lead id of a /success or estimate URL. */
export const leadIdOf = (url: string) => new URL(url).searchParams.get('lead') ?? ''
