import { createRequire } from 'node:module'
import path from 'node:path'

/** Read-only access to the seeded e2e database (E2E_DATA_DIR): to pick demo data and check stored leads. */
export interface ReadonlyDb {
  prepare(sql: string): { get(...params: unknown[]): unknown; all(...params: unknown[]): unknown[] }
  close(): void
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string,
  options: { readonly: boolean },
) => ReadonlyDb

/** The seeded e2e database (the config's DATA_DIR). */
export const e2eDbFile = path.join(
  process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../.data/e2e'),
  'dealer.sqlite',
)

/** Runs `run` on the seeded e2e database, opened read-only, and closes it. */
export function withDb<T>(run: (db: ReadonlyDb) => T): T {
  const db = new Database(e2eDbFile, { readonly: true })
  try {
    return run(db)
  } finally {
    db.close()
  }
}

/** Runs one read-only query on the seeded e2e database. */
export function queryE2eDb<T>(sql: string, ...params: unknown[]): T[] {
  return withDb((db) => db.prepare(sql).all(...params) as T[])
}

/**
 * A demo car that exercises a branch, read from the seeded e2e database. `nth` picks another car
 * of the same kind (tests that change a visitor's or a car's state each take their own).
 */
export function pick(tenant: string, where: string, nth = 0): string {
  const row = queryE2eDb<{ slug: string }>(
    `select slug from cars where tenant = ? and show_on_dealer_website = 1 and (${where}) order by slug limit 1 offset ?`,
    tenant,
    nth,
  )[0]
  if (!row) throw new Error(`no demo car for ${tenant}: ${where}`)
  return row.slug
}
