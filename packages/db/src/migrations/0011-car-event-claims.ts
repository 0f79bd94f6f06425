import type { Kysely } from 'kysely'

/*
 * One phone reveal and one view per visitor and car in a window (docs/spec-coverage.md, Hardening).
 * A claim row says "this visitor's reveal (or view) of this car was counted at": a second one
 * inside the window finds it and adds nothing, whichever process answers. `visitor` is the
 * visitor cookie's id or the client address (hashed); `address` the client address (hashed), so
 * one address cannot mint visitors without end. Old claims are deleted as new ones are made.
 * Frozen once it has run anywhere; later changes go in new files.
 */

type AnyDb = Kysely<unknown>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('car_event_claims')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    // 'view' or 'reveal'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('counted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('car_event_claims_pk', ['tenant', 'car_id', 'kind', 'visitor'])
    .execute()
  await db.schema
    .createIndex('car_event_claims_address_idx')
    .on('car_event_claims')
    .columns(['tenant', 'car_id', 'kind', 'address'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('car_event_claims').execute()
}
