import { createRequire } from 'node:module'
import path from 'node:path'

/** Read-only access to the seeded e2e database (E2E_DATA_DIR), to pick demo data and check stored leads. */
interface ReadonlyDb {
  prepare(sql: string): { get(...params: unknown[]): unknown; all(...params: unknown[]): unknown[] }
  close(): void
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string,
  options: { readonly: boolean },
) => ReadonlyDb
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../.data/e2e')

export function withDb<T>(run: (db: ReadonlyDb) => T): T {
  const db = new Database(path.join(dataDir, 'dealer.sqlite'), { readonly: true })
  try {
    return run(db)
  } finally {
    db.close()
  }
}

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
