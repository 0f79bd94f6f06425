import { sql, type Kysely } from 'kysely'

/*
 * Payments taken on the site (deposits on a car, general online payments) and the spin-to-win
 * prize draw. Frozen once it has run anywhere; later changes go in new files.
 *
 * A payment row is written as 'pending' before the provider is asked, and the unique
 * (tenant, idempotency_key) constraint makes a repeated POST of one form find that row instead of
 * paying again, on both engines and across processes. Only one pending deposit per car may exist
 * at a time (a partial unique index), so two shoppers cannot both be charged for one car.
 *
 * One spin per phone per campaign is the primary key of spin_results; spin_prize_awards counts
 * each prize given, so the stock check and the count move in the same transaction as the result.
 */

type AnyDb = Kysely<unknown>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // National form of the shopper's mobile, e.g. 0412345678.
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('deposit', 'payment')`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // The shopper's own reference (an invoice number) for general payments.
    .addColumn('reference', 'text')
    .addColumn('customer_name', 'text')
    .addColumn('customer_email', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded', 'declined')`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('decline_reason', 'text')
    // Wall-clock time until which one request is asking the provider; after it, a retry may ask again.
    .addColumn('lease_expires_at', 'text')
    .addColumn('lead_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payments_pk', ['tenant', 'id'])
    .addUniqueConstraint('payments_tenant_idempotency_key_uq', ['tenant', 'idempotency_key'])
    .execute()
  await db.schema
    .createIndex('payments_tenant_phone_idx')
    .on('payments')
    .columns(['tenant', 'phone', 'created_at'])
    .execute()
  await db.schema
    .createIndex('payments_one_pending_deposit_per_car_uq')
    .on('payments')
    .columns(['tenant', 'car_id'])
    .unique()
    .where(sql.ref('kind'), '=', sql.lit('deposit'))
    .where(sql.ref('status'), '=', sql.lit('pending'))
    .execute()

  await db.schema
    .createTable('spin_results')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('campaign', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('prize', 'text', (c) => c.notNull())
    .addColumn('win', 'integer', (c) => c.notNull())
    .addColumn('lead_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('spin_results_pk', ['tenant', 'campaign', 'phone'])
    .execute()

  await db.schema
    .createTable('spin_prize_awards')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('campaign', 'text', (c) => c.notNull())
    .addColumn('prize', 'text', (c) => c.notNull())
    .addColumn('awarded', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('spin_prize_awards_pk', ['tenant', 'campaign', 'prize'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['spin_prize_awards', 'spin_results', 'payments']) {
    await db.schema.dropTable(table).execute()
  }
}
