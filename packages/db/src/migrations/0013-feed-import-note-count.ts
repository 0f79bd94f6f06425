import type { Kysely } from 'kysely'

/*
 * A feed report's note total (docs/feeds/README.md, The report): `notes` keeps the first 500 like
 * `errors`, and `note_count` counts them all like `error_count`, so a report never drops notes
 * without saying how many. Reports kept before it have 0; they are read as the notes they kept.
 * Frozen once it has run anywhere; later changes go in new files.
 */

type AnyDb = Kysely<unknown>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('feed_imports')
    .addColumn('note_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('feed_imports').dropColumn('note_count').execute()
}
