import { sql, type Kysely } from 'kysely'

/*
 * Saved searches and shopper alerts (ADR 014). Frozen once it has run anywhere; later changes go
 * in new files.
 *
 * A saved search keeps its canonical search URL, written and read by the search codec, so it
 * survives any codec-compatible change. `saved_search_matches` are the 'already told' marks:
 * the cars a search has found, recorded silently on its first run and afterwards in the same
 * transaction as the alert email that names them. `shopper_alerts` is the outbox those emails
 * wait in, with the lease columns of `lead_deliveries` (ADR 006) plus 'cancelled' for an email
 * nobody wants any more (the shopper unsubscribed or deleted the search before it went out).
 * `alert_opt_outs` are the addresses that followed an unsubscribe link.
 *
 * Timestamps are fixed-width ISO-8601 UTC text, compared as text on both engines.
 */

type AnyDb = Kysely<unknown>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_url', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Null until the first run has recorded what the search found then (no email for those).
    .addColumn('baseline_at', 'text')
    .addColumn('last_checked_at', 'text')
    .addColumn('alerts_stopped_at', 'text')
    // Saving the same search again updates it instead of adding a second row.
    .addUniqueConstraint('saved_searches_url_uq', ['tenant', 'phone', 'search_url'])
    .execute()
  await db.schema
    .createIndex('saved_searches_shopper_idx')
    .on('saved_searches')
    .columns(['tenant', 'phone', 'created_at'])
    .execute()
  await db.schema.createIndex('saved_searches_email_idx').on('saved_searches').columns(['tenant', 'email']).execute()

  await db.schema
    .createTable('saved_search_matches')
    .addColumn('saved_search_id', 'text', (c) => c.notNull().references('saved_searches.id').onDelete('cascade'))
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    // The key is what makes a second run, or two runs at once, unable to mark a car twice.
    .addPrimaryKeyConstraint('saved_search_matches_pk', ['saved_search_id', 'car_id'])
    .execute()

  await db.schema
    .createTable('shopper_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('new-cars', 'price-drop')`))
    // No foreign key: the row outlives a deleted search, for the record.
    .addColumn('saved_search_id', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    // The email as written when the marks were made: what the shopper is told is what was recorded.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('unsubscribe_url', 'text', (c) => c.notNull())
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
    .execute()
  await db.schema
    .createIndex('shopper_alerts_due_idx')
    .on('shopper_alerts')
    .columns(['status', 'next_attempt_at'])
    .execute()
  await db.schema
    .createIndex('shopper_alerts_lease_idx')
    .on('shopper_alerts')
    .columns(['status', 'lease_expires_at'])
    .execute()
  await db.schema.createIndex('shopper_alerts_shopper_idx').on('shopper_alerts').columns(['tenant', 'phone']).execute()

  await db.schema
    .createTable('alert_opt_outs')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_opt_outs_pk', ['tenant', 'email'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['alert_opt_outs', 'shopper_alerts', 'saved_search_matches', 'saved_searches']) {
    await db.schema.dropTable(table).execute()
  }
}
