import { vehicleModelSchema, type ModelColour, type ModelVariant, type VehicleModel } from '@dealer/domain'
import type { Insertable, Kysely, Selectable } from 'kysely'
import { chunkRows } from '../internal/chunk'
import { groupBy } from '../internal/group-by'
import { inTransaction } from '../internal/transaction'
import { assertUnique } from '../internal/unique'
import type { ModelColoursTable, ModelsTable, ModelVariantsTable, Schema } from '../schema'

/**
 * Replaces all vehicle models of `tenant` (with their variants and colours) by `models`, in one
 * transaction. Ids and slugs must be unique within the list. Order is kept for listing.
 */
export async function replaceModels(
  db: Kysely<Schema>,
  tenant: string,
  models: readonly VehicleModel[],
): Promise<void> {
  const parsed = models.map((model) => vehicleModelSchema.parse(model))
  assertUnique('replaceModels', parsed, 'id')
  assertUnique('replaceModels', parsed, 'slug')
  const rows = parsed.map((m, position): Insertable<ModelsTable> => ({
    tenant,
    id: m.id,
    position,
    slug: m.slug,
    name: m.name,
    make: m.make,
    status: m.status,
    short_description: m.short_description,
    image_url: m.image_url,
    body: m.body,
  }))
  const variants = parsed.flatMap((m) =>
    m.model_variants.map((v, position): Insertable<ModelVariantsTable> => ({
      tenant,
      model_id: m.id,
      position,
      id: v.id,
      name: v.name,
      full_name: v.full_name,
      series: v.series,
      features: JSON.stringify(v.features),
      image_url: v.image_url,
      dap_min_price: v.dap_min_price,
      dap_max_price: v.dap_max_price,
    })),
  )
  const colours = parsed.flatMap((m) =>
    m.colours.map((c, position): Insertable<ModelColoursTable> => ({
      tenant,
      model_id: m.id,
      position,
      name: c.name,
      photo_url: c.photo_url,
      hex_code: c.hexCode,
      oem_id: c.oem_id,
      model_variant_name: c.model_variant_name,
    })),
  )
  await inTransaction(db, async (trx) => {
    // Children first: the foreign keys cascade, but only where foreign_keys is on.
    await trx.deleteFrom('model_colours').where('tenant', '=', tenant).execute()
    await trx.deleteFrom('model_variants').where('tenant', '=', tenant).execute()
    await trx.deleteFrom('models').where('tenant', '=', tenant).execute()
    for (const batch of chunkRows(rows)) await trx.insertInto('models').values(batch).execute()
    for (const batch of chunkRows(variants)) await trx.insertInto('model_variants').values(batch).execute()
    for (const batch of chunkRows(colours)) await trx.insertInto('model_colours').values(batch).execute()
  })
}

/** All vehicle models of `tenant` in stored order, with variants and colours. */
export async function listModels(db: Kysely<Schema>, tenant: string): Promise<VehicleModel[]> {
  const [rows, variants, colours] = await Promise.all([
    db.selectFrom('models').selectAll().where('tenant', '=', tenant).orderBy('position').execute(),
    db
      .selectFrom('model_variants')
      .selectAll()
      .where('tenant', '=', tenant)
      .orderBy('model_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('model_colours')
      .selectAll()
      .where('tenant', '=', tenant)
      .orderBy('model_id')
      .orderBy('position')
      .execute(),
  ])
  const variantsBy = groupBy(variants, (v) => v.model_id)
  const coloursBy = groupBy(colours, (c) => c.model_id)
  return rows.map((row) => fromModelRow(row, variantsBy.get(row.id) ?? [], coloursBy.get(row.id) ?? []))
}

/** The vehicle model of `tenant` with this slug, with variants and colours, if any. */
export async function findModelBySlug(
  db: Kysely<Schema>,
  tenant: string,
  slug: string,
): Promise<VehicleModel | undefined> {
  const row = await db
    .selectFrom('models')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('slug', '=', slug)
    .executeTakeFirst()
  if (!row) return undefined
  const [variants, colours] = await Promise.all([
    db
      .selectFrom('model_variants')
      .selectAll()
      .where('tenant', '=', tenant)
      .where('model_id', '=', row.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('model_colours')
      .selectAll()
      .where('tenant', '=', tenant)
      .where('model_id', '=', row.id)
      .orderBy('position')
      .execute(),
  ])
  return fromModelRow(row, variants, colours)
}

function fromModelRow(
  row: Selectable<ModelsTable>,
  variants: readonly Selectable<ModelVariantsTable>[],
  colours: readonly Selectable<ModelColoursTable>[],
): VehicleModel {
  return vehicleModelSchema.parse({
    id: row.id,
    slug: row.slug,
    name: row.name,
    make: row.make,
    status: row.status,
    short_description: row.short_description,
    image_url: row.image_url,
    body: row.body,
    model_variants: variants.map((v): ModelVariant => ({
      id: v.id,
      name: v.name,
      full_name: v.full_name,
      series: v.series,
      features: JSON.parse(v.features) as string[],
      image_url: v.image_url,
      dap_min_price: v.dap_min_price,
      dap_max_price: v.dap_max_price,
    })),
    colours: colours.map((c): ModelColour => ({
      name: c.name,
      photo_url: c.photo_url,
      hexCode: c.hex_code,
      oem_id: c.oem_id,
      model_variant_name: c.model_variant_name,
    })),
  })
}
