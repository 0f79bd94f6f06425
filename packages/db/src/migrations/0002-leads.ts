import { sql, type Kysely } from 'kysely'

/*
 * Leads and their delivery outbox. Frozen once it has run anywhere; later changes go in new files.
 *
 * A lead and one `lead_deliveries` row per configured channel are written in one transaction, so
 * an acknowledged lead always has its pending deliveries (the transactional outbox). The unique
 * (tenant, idempotency_key) constraint is what makes a repeated POST return the first lead
 * instead of a second one, on both engines and across processes.
 *
 * Timestamps are ISO-8601 UTC text of one fixed width (Date#toISOString), so comparing them as
 * text orders them by time on both SQLite and PostgreSQL.
 */

type AnyDb = Kysely<unknown>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('form_type', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text')
    // JSON text: the validated fields plus the payload extras (page, source, user agent, visit
    // trail), read whole, never queried.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('ip_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('leads_pk', ['tenant', 'id'])
    .addUniqueConstraint('leads_tenant_idempotency_key_uq', ['tenant', 'idempotency_key'])
    .execute()
  await db.schema.createIndex('leads_tenant_created_at_idx').on('leads').columns(['tenant', 'created_at']).execute()

  await db.schema
    .createTable('lead_deliveries')
    // A surrogate key lets the claim query address rows with a plain `id in (subquery)`.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addUniqueConstraint('lead_deliveries_lead_channel_uq', ['tenant', 'lead_id', 'channel'])
    // No cascade: a lead is never deleted while a delivery of it is on record.
    .addForeignKeyConstraint('lead_deliveries_lead_fk', ['tenant', 'lead_id'], 'leads', ['tenant', 'id'])
    .execute()
  // The claim query scans pending rows by due time and expired leases by expiry.
  await db.schema
    .createIndex('lead_deliveries_due_idx')
    .on('lead_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute()
  await db.schema
    .createIndex('lead_deliveries_lease_idx')
    .on('lead_deliveries')
    .columns(['status', 'lease_expires_at'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('lead_deliveries').execute()
  await db.schema.dropTable('leads').execute()
}
