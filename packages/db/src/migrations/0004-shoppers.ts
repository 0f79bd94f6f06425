import type { Kysely } from 'kysely'

/*
 * Signed-in shoppers (issue "Signed-in shoppers"): a shopper is a phone number on one dealer's
 * site. Frozen once it has run anywhere; later changes go in new files.
 *
 * Every table has the tenant in its key or its lookups: a shopper of one dealer is unknown to
 * another. Codes and session tokens are stored as hashes only, so a copy of the database signs
 * nobody in.
 */

type AnyDb = Kysely<unknown>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('shoppers')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('shoppers_pk', ['tenant', 'phone'])
    .execute()

  await db.schema
    .createTable('sign_in_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    // A keyed hash of the requesting address, for the per-address send limit.
    .addColumn('client_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema
    .createIndex('sign_in_codes_phone_idx')
    .on('sign_in_codes')
    .columns(['tenant', 'phone', 'created_at'])
    .execute()
  await db.schema
    .createIndex('sign_in_codes_client_idx')
    .on('sign_in_codes')
    .columns(['tenant', 'client_hash', 'created_at'])
    .execute()

  await db.schema
    .createTable('shopper_sessions')
    // SHA-256 of the token in the shopper's cookie.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute()
  await db.schema
    .createIndex('shopper_sessions_phone_idx')
    .on('shopper_sessions')
    .columns(['tenant', 'phone'])
    .execute()

  await db.schema
    .createTable('watchlist_entries')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    // The price when saved, and the lowest price an alert has told the shopper of since.
    .addColumn('price_at_save', 'integer')
    .addColumn('alerted_price', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('watchlist_entries_pk', ['tenant', 'phone', 'car_id'])
    .execute()

  await db.schema
    .createTable('shopper_favourites')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('shopper_favourites_pk', ['tenant', 'phone', 'car_id'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['shopper_favourites', 'watchlist_entries', 'shopper_sessions', 'sign_in_codes', 'shoppers']) {
    await db.schema.dropTable(table).execute()
  }
}
