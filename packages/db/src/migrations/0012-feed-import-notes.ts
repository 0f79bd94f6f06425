import type { Kysely } from 'kysely'

/*
 * A feed report's notes (docs/feeds/README.md, The report): what a row that was applied lost, such
 * as photo URLs past the 100 a car keeps, as a JSON array of { line, field, reason } like `errors`
 * but counted neither as errors nor as skipped rows. Reports kept before it have none.
 * Frozen once it has run anywhere; later changes go in new files.
 */

type AnyDb = Kysely<unknown>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('feed_imports')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('feed_imports').dropColumn('notes').execute()
}
