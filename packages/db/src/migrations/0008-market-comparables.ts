import { sql, type Kysely } from 'kysely'

/*
 * The car page's market comparison looks for comparable listings across every dealer's stock by
 * make and model (case-insensitive) and year (docs/decisions/017-market-comparison.md). The
 * existing make/model index starts with the tenant, so it cannot serve a network-wide lookup;
 * this one starts with the lower-cased make and model, the expressions the query compares.
 * Expression indexes are written the same way in SQLite and PostgreSQL. Frozen once it has run
 * anywhere; later changes go in new files.
 */

type AnyDb = Kysely<unknown>

export async function up(db: AnyDb): Promise<void> {
  await sql`create index cars_market_idx on cars (lower(make), lower(model), year)`.execute(db)
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('cars_market_idx').execute()
}
