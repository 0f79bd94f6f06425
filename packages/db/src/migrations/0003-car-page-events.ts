import type { Kysely } from 'kysely'

/*
 * Car page counters (docs/spec-coverage.md, Car page): views per car (view.json) and phone reveals (phone-reveal
 * tracking). Frozen once it has run anywhere; later changes go in new files.
 *
 * Views are a counter row per car, bumped with an upsert, so a busy page costs one row, not one
 * row per view; the feed's own `cars.views` stays the feed's. Phone reveals are events (one row
 * each) because the dealer wants to know when and for which car a shopper asked for the number.
 */

type AnyDb = Kysely<unknown>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('car_views')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('car_views_pk', ['tenant', 'car_id'])
    .execute()

  await db.schema
    .createTable('phone_reveals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('dealership_id', 'text', (c) => c.notNull())
    .addColumn('website_id', 'text', (c) => c.notNull())
    // 'button' (clicked with JavaScript) or 'link' (the no-JS reveal link).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('phone_reveals_tenant_car_idx')
    .on('phone_reveals')
    .columns(['tenant', 'car_id', 'created_at'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('phone_reveals').execute()
  await db.schema.dropTable('car_views').execute()
}
