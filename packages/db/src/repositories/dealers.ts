import type { Kysely } from 'kysely'
import type { Schema } from '../schema'

export interface DealerRecord {
  name: string
  /** The tenant's dealer config, as given to upsertDealer. */
  config: unknown
  /** When the row was last written, UTC ISO-8601. */
  updated_at: string
}

/**
 * Creates or updates the dealer row of `tenant`. Seeding writes this last, so isSeeded() is
 * only true once everything before it has been committed.
 */
export async function upsertDealer(
  db: Kysely<Schema>,
  tenant: string,
  dealer: { name: string; config: unknown },
  now: Date = new Date(),
): Promise<void> {
  const row = {
    tenant,
    name: dealer.name,
    config: JSON.stringify(dealer.config ?? null),
    updated_at: now.toISOString(),
  }
  await db
    .insertInto('dealers')
    .values(row)
    .onConflict((oc) =>
      oc.column('tenant').doUpdateSet({ name: row.name, config: row.config, updated_at: row.updated_at }),
    )
    .execute()
}

/** The dealer row of `tenant`, if it has been written. */
export async function findDealer(db: Kysely<Schema>, tenant: string): Promise<DealerRecord | undefined> {
  const row = await db
    .selectFrom('dealers')
    .select(['name', 'config', 'updated_at'])
    .where('tenant', '=', tenant)
    .executeTakeFirst()
  return row && { name: row.name, config: JSON.parse(row.config) as unknown, updated_at: row.updated_at }
}

/** Whether `tenant` has been seeded, i.e. its dealer row exists. */
export async function isSeeded(db: Kysely<Schema>, tenant: string): Promise<boolean> {
  const row = await db.selectFrom('dealers').select('tenant').where('tenant', '=', tenant).executeTakeFirst()
  return row !== undefined
}
