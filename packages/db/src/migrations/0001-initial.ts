import type { Kysely } from 'kysely'

/*
 * Frozen snapshot of the first schema. Later changes go in new migration files; never edit this
 * one once it has run anywhere. Types are limited to ones both SQLite and PostgreSQL accept with
 * the same meaning: text, integer (also 0/1 booleans) and double precision. Every table carries
 * `tenant` in its primary key so no row can be addressed without naming its dealer.
 */

// Migrations see the database as it was then, not as the current Schema type describes it.
type AnyDb = Kysely<unknown>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('dealers')
    .addColumn('tenant', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('locations')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('location_type', 'text', (c) => c.notNull())
    .addColumn('location_subtype', 'text')
    .addColumn('primary', 'integer', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull())
    .addColumn('dealership_id', 'text', (c) => c.notNull())
    .addColumn('dealership_slug', 'text', (c) => c.notNull())
    .addColumn('manufacturers', 'text', (c) => c.notNull())
    .addColumn('dealer_license_number', 'text')
    .addColumn('motor_vehicle_repairer', 'text')
    .addColumn('image_url', 'text')
    .addColumn('average_rating', 'double precision')
    .addColumn('review_count', 'integer', (c) => c.notNull())
    .addColumn('address_street', 'text', (c) => c.notNull())
    .addColumn('address_city', 'text', (c) => c.notNull())
    .addColumn('address_state', 'text', (c) => c.notNull())
    .addColumn('address_postcode', 'text', (c) => c.notNull())
    .addColumn('address_lat', 'double precision', (c) => c.notNull())
    .addColumn('address_long', 'double precision', (c) => c.notNull())
    .addColumn('address_place_url', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('landline_phone', 'text')
    .addColumn('email', 'text')
    .addColumn('website_url', 'text')
    .addPrimaryKeyConstraint('locations_pk', ['tenant', 'id'])
    .addUniqueConstraint('locations_tenant_slug_uq', ['tenant', 'slug'])
    .execute()

  await db.schema
    .createTable('opening_hours')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('open', 'text')
    .addColumn('close', 'text')
    .addPrimaryKeyConstraint('opening_hours_pk', ['tenant', 'location_id', 'position'])
    .addForeignKeyConstraint(
      'opening_hours_location_fk',
      ['tenant', 'location_id'],
      'locations',
      ['tenant', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute()

  await db.schema
    .createTable('special_hours')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('start_hour', 'text')
    .addColumn('end_hour', 'text')
    .addColumn('label', 'text')
    .addPrimaryKeyConstraint('special_hours_pk', ['tenant', 'location_id', 'position'])
    .addForeignKeyConstraint(
      'special_hours_location_fk',
      ['tenant', 'location_id'],
      'locations',
      ['tenant', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute()

  await db.schema
    .createTable('cars')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('carsales_title', 'text')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('make', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('badge', 'text')
    .addColumn('series', 'text')
    .addColumn('colour', 'text')
    .addColumn('interior_colour', 'text')
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('before_price', 'double precision')
    .addColumn('offer_price', 'double precision')
    .addColumn('subscription_price', 'double precision')
    .addColumn('weekly_price', 'double precision')
    .addColumn('preorder', 'integer', (c) => c.notNull())
    .addColumn('price_type', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('car_type', 'text', (c) => c.notNull())
    .addColumn('reserved', 'integer', (c) => c.notNull())
    .addColumn('sold_date', 'text')
    .addColumn('sold_at_utc', 'text')
    .addColumn('tag', 'text')
    .addColumn('certified', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_at_utc', 'text', (c) => c.notNull())
    .addColumn('show_on_dealer_website', 'integer', (c) => c.notNull())
    .addColumn('test_drive_only', 'integer', (c) => c.notNull())
    .addColumn('stocknum', 'text', (c) => c.notNull())
    .addColumn('vin', 'text')
    .addColumn('nvic', 'text')
    .addColumn('regplate', 'text')
    .addColumn('rego_expiry', 'text')
    .addColumn('compliance_date', 'text')
    .addColumn('build_date', 'text')
    .addColumn('km', 'integer', (c) => c.notNull())
    .addColumn('file', 'text')
    .addColumn('drive', 'text')
    .addColumn('seats', 'integer')
    .addColumn('doors', 'integer')
    .addColumn('engine_size', 'double precision')
    .addColumn('gearnum', 'integer')
    .addColumn('bodyconfiguration', 'text')
    .addColumn('fuel', 'text')
    .addColumn('simple_fuel', 'text')
    .addColumn('body', 'text')
    .addColumn('simple_body', 'text')
    .addColumn('trans', 'text')
    .addColumn('simple_transmission', 'text')
    .addColumn('simple_drive', 'text')
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text')
    .addColumn('external_video_url', 'text')
    .addColumn('spin_images', 'text', (c) => c.notNull())
    .addColumn('spin_interior_image', 'text')
    .addColumn('hotspots', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('dealercomments', 'text')
    .addColumn('standard_equipment', 'text', (c) => c.notNull())
    .addColumn('filtered_features', 'text', (c) => c.notNull())
    .addColumn('dealership_id', 'text', (c) => c.notNull())
    .addColumn('dealership_slug', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('variant', 'text')
    .addColumn('caravan', 'text')
    .addColumn('autograb_data', 'text')
    .addColumn('finance_lenders', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cars_pk', ['tenant', 'id'])
    .addUniqueConstraint('cars_tenant_slug_uq', ['tenant', 'slug'])
    .execute()
  await db.schema.createIndex('cars_tenant_status_idx').on('cars').columns(['tenant', 'status']).execute()
  await db.schema.createIndex('cars_tenant_make_model_idx').on('cars').columns(['tenant', 'make', 'model']).execute()
  await db.schema.createIndex('cars_tenant_car_type_idx').on('cars').columns(['tenant', 'car_type']).execute()
  await db.schema.createIndex('cars_tenant_created_at_idx').on('cars').columns(['tenant', 'created_at_utc']).execute()

  await db.schema
    .createTable('models')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('make', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text')
    .addColumn('image_url', 'text')
    .addColumn('body', 'text')
    .addPrimaryKeyConstraint('models_pk', ['tenant', 'id'])
    .addUniqueConstraint('models_tenant_slug_uq', ['tenant', 'slug'])
    .execute()

  await db.schema
    .createTable('model_variants')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('model_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('series', 'text')
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('dap_min_price', 'double precision')
    .addColumn('dap_max_price', 'double precision')
    .addPrimaryKeyConstraint('model_variants_pk', ['tenant', 'model_id', 'position'])
    .addForeignKeyConstraint('model_variants_model_fk', ['tenant', 'model_id'], 'models', ['tenant', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute()

  await db.schema
    .createTable('model_colours')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('model_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('photo_url', 'text')
    .addColumn('hex_code', 'text', (c) => c.notNull())
    .addColumn('oem_id', 'text')
    .addColumn('model_variant_name', 'text')
    .addPrimaryKeyConstraint('model_colours_pk', ['tenant', 'model_id', 'position'])
    .addForeignKeyConstraint('model_colours_model_fk', ['tenant', 'model_id'], 'models', ['tenant', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute()

  await db.schema
    .createTable('reviews')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('location_id', 'text')
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('review_date', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reviews_pk', ['tenant', 'id'])
    .execute()
  await db.schema.createIndex('reviews_tenant_date_idx').on('reviews').columns(['tenant', 'review_date']).execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'reviews',
    'model_colours',
    'model_variants',
    'models',
    'cars',
    'special_hours',
    'opening_hours',
    'locations',
    'dealers',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
