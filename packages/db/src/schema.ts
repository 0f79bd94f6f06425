import type { Car } from '@dealer/domain'

/**
 * Kysely table types. Column values are what both dialects store: booleans as 0/1 integers,
 * nested values as JSON text, timestamps as ISO-8601 text. Repositories turn rows back into
 * domain objects; nothing outside this package should depend on these row shapes.
 */

export interface DealersTable {
  tenant: string
  name: string
  /** The tenant's dealer config as JSON text. */
  config: string
  updated_at: string
}

export interface LocationsTable {
  tenant: string
  id: string
  /** Order in which the locations were given; lists come back in this order. */
  position: number
  name: string
  slug: string
  location_type: string
  location_subtype: string | null
  primary: number
  visible: number
  dealership_id: string
  dealership_slug: string
  /** JSON array of strings. */
  manufacturers: string
  dealer_license_number: string | null
  motor_vehicle_repairer: string | null
  image_url: string | null
  average_rating: number | null
  review_count: number
  address_street: string
  address_city: string
  address_state: string
  address_postcode: string
  address_lat: number
  address_long: number
  address_place_url: string | null
  phone: string
  landline_phone: string | null
  email: string | null
  website_url: string | null
}

export interface OpeningHoursTable {
  tenant: string
  location_id: string
  position: number
  weekday: number
  status: string
  open: string | null
  close: string | null
}

export interface SpecialHoursTable {
  tenant: string
  location_id: string
  position: number
  date: string
  status: string
  start_hour: string | null
  end_hour: string | null
  label: string | null
}

/** Car fields stored as 0/1 integers. */
export const CAR_BOOLEAN_FIELDS = [
  'preorder',
  'reserved',
  'certified',
  'show_on_dealer_website',
  'test_drive_only',
] as const satisfies readonly (keyof Car)[]

/** Car fields stored as JSON text; the last three may be SQL NULL. */
export const CAR_JSON_FIELDS = [
  'images',
  'spin_images',
  'hotspots',
  'standard_equipment',
  'filtered_features',
  'finance_lenders',
  'variant',
  'caravan',
  'autograb_data',
] as const satisfies readonly (keyof Car)[]

type CarBooleanField = (typeof CAR_BOOLEAN_FIELDS)[number]
type CarJsonField = (typeof CAR_JSON_FIELDS)[number]
type CarScalarField = Exclude<keyof Car, CarBooleanField | CarJsonField>
type Flatten<T> = { [K in keyof T]: T[K] }

/**
 * Derived from the domain Car so a new domain field fails the type check here until it gets a
 * column (and a migration) rather than being dropped silently.
 */
export type CarsTable = Flatten<
  { tenant: string } & { [K in CarScalarField]: Car[K] } & { [K in CarBooleanField]: number } & {
    [K in CarJsonField]: null extends Car[K] ? string | null : string
  } & {
    /** sold_date normalised to UTC ISO so SQL can compare it with soldVisibleSince(). */
    sold_at_utc: string | null
    /** created_at normalised to UTC ISO (the raw text when unparseable) for ordering. */
    created_at_utc: string
  }
>

export interface ModelsTable {
  tenant: string
  id: string
  position: number
  slug: string
  name: string
  make: string
  status: string
  short_description: string | null
  image_url: string | null
  body: string | null
}

export interface ModelVariantsTable {
  tenant: string
  model_id: string
  position: number
  id: string
  name: string
  full_name: string
  series: string | null
  /** JSON array of HTML strings. */
  features: string
  image_url: string | null
  dap_min_price: number | null
  dap_max_price: number | null
}

export interface ModelColoursTable {
  tenant: string
  model_id: string
  position: number
  name: string
  photo_url: string | null
  hex_code: string
  oem_id: string | null
  model_variant_name: string | null
}

export interface ReviewsTable {
  tenant: string
  id: string
  position: number
  location_id: string | null
  customer_name: string
  text: string | null
  rating: number
  image_url: string | null
  review_date: string
}

/** A lead as stored: the validated form plus the payload extras (docs/spec-coverage.md, Lead forms) as JSON text. */
export interface LeadsTable {
  tenant: string
  id: string
  /** From the form's hidden field; unique per tenant, so a repeated POST finds the first lead. */
  idempotency_key: string
  form_type: string
  car_id: string | null
  /** JSON object text; its shape belongs to @dealer/leads. */
  payload: string
  ip_hash: string | null
  created_at: string
}

/** Delivery states of an outbox row. */
export type LeadDeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed'

/** The outbox: one row per lead and channel, claimed by a worker under a lease. */
export interface LeadDeliveriesTable {
  id: string
  tenant: string
  lead_id: string
  channel: string
  status: LeadDeliveryStatus
  /** Claims so far, counted when a worker takes the lease (so a crash counts too). */
  attempts: number
  next_attempt_at: string
  lease_owner: string | null
  lease_expires_at: string | null
  last_error: string | null
  created_at: string
  updated_at: string
  sent_at: string | null
}

/** Views of a car's page counted by this site (docs/spec-coverage.md, Car page). */
export interface CarViewsTable {
  tenant: string
  car_id: string
  views: number
  updated_at: string
}

/** One shopper revealing the dealer's phone number on a car page (docs/spec-coverage.md, Car page). */
export interface PhoneRevealsTable {
  id: string
  tenant: string
  car_id: string
  dealership_id: string
  website_id: string
  source: 'button' | 'link'
  created_at: string
}

/** The whole database as Kysely sees it. */
export interface Schema {
  dealers: DealersTable
  locations: LocationsTable
  opening_hours: OpeningHoursTable
  special_hours: SpecialHoursTable
  cars: CarsTable
  models: ModelsTable
  model_variants: ModelVariantsTable
  model_colours: ModelColoursTable
  reviews: ReviewsTable
  leads: LeadsTable
  lead_deliveries: LeadDeliveriesTable
  car_views: CarViewsTable
  phone_reveals: PhoneRevealsTable
}
