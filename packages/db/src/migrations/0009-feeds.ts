import { sql, type Kysely } from 'kysely'

/*
 * Stock feeds (docs/spec-coverage.md, Stock feeds). Frozen once it has run anywhere; later changes
 * go in new files. Numbered 0009 to leave 0008 to the branch that adds it.
 *
 * - `feed_imports`: one row per feed received (by the endpoint or the command), the import report:
 *   its counts and the bad rows (line, field, reason) as JSON text. A feed refused whole (not CSV or
 *   XML, no stock number column) is kept too, as 'rejected' with its message.
 * - `car_price_changes`: each change of a car's price an import made, for price-drop alerts.
 * - `photo_fetches`: the feed's photo URLs of each car, and the queue that fetches them into the
 *   image store, with the lease columns of `lead_deliveries` (ADR 006): a crash loses nothing. A row
 *   is a photo of the car while its URL is in the car's latest feed row; `stored_url` is set once
 *   fetched. 'cancelled' is unused but keeps the outbox's status set.
 * - `stock_versions`: a counter per tenant, bumped in the transaction of every import and photo
 *   stored, that each server process polls to refresh its search index and page cache.
 *
 * Timestamps are fixed-width ISO-8601 UTC text, compared as text on both engines.
 */

type AnyDb = Kysely<unknown>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('feed_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('endpoint', 'command')`))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('csv', 'xml')`))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('full', 'delta')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('applied', 'rejected')`))
    .addColumn('message', 'text')
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('added', 'integer', (c) => c.notNull())
    .addColumn('updated', 'integer', (c) => c.notNull())
    .addColumn('unchanged', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull())
    .addColumn('skipped', 'integer', (c) => c.notNull())
    .addColumn('price_changes', 'integer', (c) => c.notNull())
    .addColumn('photos_queued', 'integer', (c) => c.notNull())
    .addColumn('error_count', 'integer', (c) => c.notNull())
    // JSON array of { line, field, reason }, the first errors only (error_count has them all).
    .addColumn('errors', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('feed_imports_tenant_idx').on('feed_imports').columns(['tenant', 'received_at']).execute()

  await db.schema
    .createTable('car_price_changes')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('old_price', 'real', (c) => c.notNull())
    .addColumn('new_price', 'real', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('import_id', 'text')
    .execute()
  await db.schema
    .createIndex('car_price_changes_car_idx')
    .on('car_price_changes')
    .columns(['tenant', 'car_id', 'changed_at'])
    .execute()

  await db.schema
    .createTable('photo_fetches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('source_url', 'text', (c) => c.notNull())
    .addColumn('stored_url', 'text')
    // The import that last queued it, and where in that feed it was, for the report.
    .addColumn('import_id', 'text')
    .addColumn('line', 'integer')
    .addColumn('stocknum', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'sending', 'sent', 'failed', 'cancelled')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addUniqueConstraint('photo_fetches_url_uq', ['tenant', 'car_id', 'source_url'])
    .execute()
  await db.schema
    .createIndex('photo_fetches_due_idx')
    .on('photo_fetches')
    .columns(['status', 'next_attempt_at'])
    .execute()
  await db.schema
    .createIndex('photo_fetches_lease_idx')
    .on('photo_fetches')
    .columns(['status', 'lease_expires_at'])
    .execute()
  await db.schema.createIndex('photo_fetches_import_idx').on('photo_fetches').columns(['import_id']).execute()

  await db.schema
    .createTable('stock_versions')
    .addColumn('tenant', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['stock_versions', 'photo_fetches', 'car_price_changes', 'feed_imports']) {
    await db.schema.dropTable(table).execute()
  }
}
