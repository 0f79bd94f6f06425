import { locationSchema, type Location, type OpeningHour, type SpecialHour } from '@dealer/domain'
import type { Insertable, Kysely, Selectable } from 'kysely'
import { chunkRows } from '../internal/chunk'
import { groupBy } from '../internal/group-by'
import { inTransaction } from '../internal/transaction'
import { assertUnique } from '../internal/unique'
import { fromFlag, toFlag } from '../internal/values'
import type { LocationsTable, OpeningHoursTable, Schema, SpecialHoursTable } from '../schema'

/**
 * Replaces all locations of `tenant` (with their opening and special hours) by `locations`, in
 * one transaction. Ids and slugs must be unique within the list. Order is kept for listing.
 */
export async function replaceLocations(
  db: Kysely<Schema>,
  tenant: string,
  locations: readonly Location[],
): Promise<void> {
  const parsed = locations.map((location) => locationSchema.parse(location))
  assertUnique('replaceLocations', parsed, 'id')
  assertUnique('replaceLocations', parsed, 'slug')
  const rows = parsed.map((location, position) => toLocationRow(tenant, location, position))
  const opening = parsed.flatMap((location) =>
    location.opening_hours.map((h, position): Insertable<OpeningHoursTable> => ({
      tenant,
      location_id: location.id,
      position,
      weekday: h.weekday,
      status: h.status,
      open: h.open,
      close: h.close,
    })),
  )
  const special = parsed.flatMap((location) =>
    location.special_hours.map((h, position): Insertable<SpecialHoursTable> => ({
      tenant,
      location_id: location.id,
      position,
      date: h.date,
      status: h.status,
      start_hour: h.start_hour,
      end_hour: h.end_hour,
      label: h.label,
    })),
  )
  await inTransaction(db, async (trx) => {
    // Children first: the foreign keys cascade, but only where foreign_keys is on.
    await trx.deleteFrom('special_hours').where('tenant', '=', tenant).execute()
    await trx.deleteFrom('opening_hours').where('tenant', '=', tenant).execute()
    await trx.deleteFrom('locations').where('tenant', '=', tenant).execute()
    for (const batch of chunkRows(rows)) await trx.insertInto('locations').values(batch).execute()
    for (const batch of chunkRows(opening)) await trx.insertInto('opening_hours').values(batch).execute()
    for (const batch of chunkRows(special)) await trx.insertInto('special_hours').values(batch).execute()
  })
}

/** All locations of `tenant` in stored order, with their opening and special hours. */
export async function listLocations(db: Kysely<Schema>, tenant: string): Promise<Location[]> {
  const [rows, opening, special] = await Promise.all([
    db.selectFrom('locations').selectAll().where('tenant', '=', tenant).orderBy('position').execute(),
    db
      .selectFrom('opening_hours')
      .selectAll()
      .where('tenant', '=', tenant)
      .orderBy('location_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('special_hours')
      .selectAll()
      .where('tenant', '=', tenant)
      .orderBy('location_id')
      .orderBy('position')
      .execute(),
  ])
  const openingBy = groupBy(opening, (h) => h.location_id)
  const specialBy = groupBy(special, (h) => h.location_id)
  return rows.map((row) => fromLocationRow(row, openingBy.get(row.id) ?? [], specialBy.get(row.id) ?? []))
}

/** The location of `tenant` with this slug, with its hours, if any. */
export async function findLocationBySlug(
  db: Kysely<Schema>,
  tenant: string,
  slug: string,
): Promise<Location | undefined> {
  const row = await db
    .selectFrom('locations')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('slug', '=', slug)
    .executeTakeFirst()
  if (!row) return undefined
  const [opening, special] = await Promise.all([
    db
      .selectFrom('opening_hours')
      .selectAll()
      .where('tenant', '=', tenant)
      .where('location_id', '=', row.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('special_hours')
      .selectAll()
      .where('tenant', '=', tenant)
      .where('location_id', '=', row.id)
      .orderBy('position')
      .execute(),
  ])
  return fromLocationRow(row, opening, special)
}

function toLocationRow(tenant: string, l: Location, position: number): Insertable<LocationsTable> {
  return {
    tenant,
    id: l.id,
    position,
    name: l.name,
    slug: l.slug,
    location_type: l.location_type,
    location_subtype: l.location_subtype,
    primary: toFlag(l.primary),
    visible: toFlag(l.visible),
    dealership_id: l.dealership_id,
    dealership_slug: l.dealership_slug,
    manufacturers: JSON.stringify(l.manufacturers),
    dealer_license_number: l.dealer_license_number,
    motor_vehicle_repairer: l.motor_vehicle_repairer,
    image_url: l.image_url,
    average_rating: l.average_rating,
    review_count: l.review_count,
    address_street: l.address.street,
    address_city: l.address.city,
    address_state: l.address.state,
    address_postcode: l.address.postcode,
    address_lat: l.address.lat,
    address_long: l.address.long,
    address_place_url: l.address.place_url,
    phone: l.phone,
    landline_phone: l.landline_phone,
    email: l.email,
    website_url: l.website_url,
  }
}

function fromLocationRow(
  row: Selectable<LocationsTable>,
  opening: readonly Selectable<OpeningHoursTable>[],
  special: readonly Selectable<SpecialHoursTable>[],
): Location {
  return locationSchema.parse({
    id: row.id,
    name: row.name,
    slug: row.slug,
    location_type: row.location_type,
    location_subtype: row.location_subtype,
    primary: fromFlag(row.primary),
    visible: fromFlag(row.visible),
    dealership_id: row.dealership_id,
    dealership_slug: row.dealership_slug,
    manufacturers: JSON.parse(row.manufacturers),
    dealer_license_number: row.dealer_license_number,
    motor_vehicle_repairer: row.motor_vehicle_repairer,
    image_url: row.image_url,
    average_rating: row.average_rating,
    review_count: row.review_count,
    address: {
      street: row.address_street,
      city: row.address_city,
      state: row.address_state,
      postcode: row.address_postcode,
      lat: row.address_lat,
      long: row.address_long,
      place_url: row.address_place_url,
    },
    phone: row.phone,
    landline_phone: row.landline_phone,
    email: row.email,
    website_url: row.website_url,
    opening_hours: opening.map((h): OpeningHour => ({
      weekday: h.weekday,
      status: h.status as OpeningHour['status'],
      open: h.open,
      close: h.close,
    })),
    special_hours: special.map((h): SpecialHour => ({
      date: h.date,
      status: h.status as SpecialHour['status'],
      start_hour: h.start_hour,
      end_hour: h.end_hour,
      label: h.label,
    })),
  })
}
