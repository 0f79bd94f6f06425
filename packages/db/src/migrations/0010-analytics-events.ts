import type { Kysely } from 'kysely'

/*
 * Analytics events from the dealer's pages (docs/analytics.md; docs/spec-coverage.md,
 * Analytics): one row per event, scoped by tenant, payload kept as JSON text (it is checked
 * against the event catalogue before it gets here). Numbered 0010 because other branches of the
 * same release take 0009. Frozen once it has run anywhere; later changes go in new files.
 */

type AnyDb = Kysely<unknown>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // The browser's clock when it is believable; null for events the server recorded itself.
    .addColumn('client_at', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('analytics_events_tenant_event_idx')
    .on('analytics_events')
    .columns(['tenant', 'event_id', 'received_at'])
    .execute()
  await db.schema
    .createIndex('analytics_events_tenant_received_idx')
    .on('analytics_events')
    .columns(['tenant', 'received_at'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('analytics_events').execute()
}
