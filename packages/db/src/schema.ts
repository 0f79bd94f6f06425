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
  /** The shopper's phone in national form (0412345678), for their garage; null if none was given. */
  phone: string | null
}

/** A lead form's fingerprint, claimed by the lead that holds it (docs/decisions/019-form-tokens.md). */
export interface LeadFingerprintsTable {
  tenant: string
  fingerprint: string
  lead_id: string
  /** Wall-clock UTC ISO-8601; the dedupe window runs from here. */
  claimed_at: string
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

/** A visitor's counted view or reveal of a car, kept for the window (docs/spec-coverage.md, Hardening). */
export interface CarEventClaimsTable {
  tenant: string
  car_id: string
  kind: 'view' | 'reveal'
  visitor: string
  address: string
  counted_at: string
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

/** One analytics event of a dealer's pages (docs/analytics.md; docs/spec-coverage.md, Analytics). */
export interface AnalyticsEventsTable {
  id: string
  tenant: string
  /** The catalogue's id (4, 9, 14 … 61). */
  event_id: number
  /** The catalogue's name for it, e.g. `finance_calculator_used`. */
  name: string
  path: string
  /** The checked payload as JSON. */
  payload: string
  client_at: string | null
  received_at: string
}

/** A shopper who has signed in on one dealer's site with a phone number (E.164, e.g. +61412345678). */
export interface ShoppersTable {
  tenant: string
  phone: string
  created_at: string
  last_sign_in_at: string
}

/** A one-time sign-in code: only its keyed hash is kept. */
export interface SignInCodesTable {
  id: string
  tenant: string
  phone: string
  code_hash: string
  client_hash: string
  /** Wrong codes tried against this one so far. */
  attempts: number
  created_at: string
  expires_at: string
  used_at: string | null
  /** When the SMS service refused it: never sent, so not counted against the phone, and not usable. */
  send_failed_at?: string | null
}

/** A signed-in session: the cookie holds a random token, this row its SHA-256. */
export interface ShopperSessionsTable {
  token_hash: string
  tenant: string
  phone: string
  created_at: string
  expires_at: string
  ended_at: string | null
}

export interface WatchlistEntriesTable {
  tenant: string
  phone: string
  car_id: string
  price_at_save: number | null
  alerted_price: number | null
  created_at: string
}

export interface ShopperFavouritesTable {
  tenant: string
  phone: string
  car_id: string
  created_at: string
}

/** A shopper's saved search: its canonical search URL, as the search codec writes it (ADR 014). */
export interface SavedSearchesTable {
  id: string
  tenant: string
  /** National form, e.g. 0412345678. */
  phone: string
  /** The search page's heading when saved, e.g. 'Used Toyota RAV4'. */
  name: string
  search_url: string
  /** Where its alerts go; lower case. */
  email: string
  created_at: string
  /** When the first run recorded the cars found then; null until it has. */
  baseline_at: string | null
  last_checked_at: string | null
  alerts_stopped_at: string | null
}

/** A car a saved search has found (and its shopper has been told of, after the first run). */
export interface SavedSearchMatchesTable {
  saved_search_id: string
  car_id: string
  first_seen_at: string
}

export type ShopperAlertKind = 'new-cars' | 'price-drop'
export type ShopperAlertStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled'

/** The alert outbox: one email per row, leased like lead_deliveries (ADR 006, 014). */
export interface ShopperAlertsTable {
  id: string
  tenant: string
  phone: string
  kind: ShopperAlertKind
  saved_search_id: string | null
  email: string
  subject: string
  body: string
  unsubscribe_url: string
  status: ShopperAlertStatus
  attempts: number
  next_attempt_at: string
  lease_owner: string | null
  lease_expires_at: string | null
  last_error: string | null
  created_at: string
  updated_at: string
  sent_at: string | null
}

/** An address that followed an unsubscribe link: no alert email goes to it on this site. */
export interface AlertOptOutsTable {
  tenant: string
  email: string
  created_at: string
}

export type PaymentKind = 'deposit' | 'payment'
export type PaymentStatus = 'pending' | 'succeeded' | 'declined'

/** A payment taken on the site: written pending before the provider is asked. */
export interface PaymentsTable {
  tenant: string
  id: string
  /** From the form's hidden field; unique per tenant, so a repeated POST finds the first payment. */
  idempotency_key: string
  phone: string
  car_id: string | null
  kind: PaymentKind
  amount_cents: number
  currency: string
  description: string
  reference: string | null
  customer_name: string | null
  customer_email: string | null
  status: PaymentStatus
  provider: string
  provider_ref: string | null
  decline_reason: string | null
  lease_expires_at: string | null
  lead_id: string | null
  created_at: string
  updated_at: string
}

/** One shopper's spin of one campaign: the primary key allows one per phone. */
export interface SpinResultsTable {
  tenant: string
  campaign: string
  phone: string
  prize: string
  /** 1 for a prize, 0 for a 'better luck next time' segment. */
  win: number
  lead_id: string | null
  created_at: string
}

/** How many of a campaign's prize have been given; checked against the configured stock. */
export interface SpinPrizeAwardsTable {
  tenant: string
  campaign: string
  prize: string
  awarded: number
}

export type FeedImportSource = 'endpoint' | 'command'
export type FeedFormat = 'csv' | 'xml'
export type FeedMode = 'full' | 'delta'

/** One stock feed received and its report (docs/spec-coverage.md, Stock feeds). */
export interface FeedImportsTable {
  id: string
  tenant: string
  source: FeedImportSource
  format: FeedFormat
  mode: FeedMode
  /** 'rejected': refused whole (nothing applied), with `message` saying why. */
  status: 'applied' | 'rejected'
  message: string | null
  rows: number
  added: number
  updated: number
  unchanged: number
  sold: number
  skipped: number
  price_changes: number
  photos_queued: number
  error_count: number
  /** JSON array of { line, field, reason }: the first errors (error_count counts them all). */
  errors: string
  /** JSON array of { line, field, reason }: the first of what rows applied anyway lost (photo URLs past the limit). */
  notes: string
  /** Every note, kept or not (0 in reports kept before it was counted). */
  note_count: number
  received_at: string
  finished_at: string
  duration_ms: number
}

/** A change of a car's price made by a feed import. */
export interface CarPriceChangesTable {
  tenant: string
  car_id: string
  old_price: number
  new_price: number
  changed_at: string
  import_id: string | null
}

export type PhotoFetchStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled'

/** A car's photo from its feed, and the queue row that fetches it (leased like lead_deliveries). */
export interface PhotoFetchesTable {
  id: string
  tenant: string
  car_id: string
  /** Its place in the car's photo list, from 0. */
  position: number
  source_url: string
  /** The image store's URL (/images/<tenant>/feeds/...), once fetched. */
  stored_url: string | null
  import_id: string | null
  line: number | null
  stocknum: string | null
  status: PhotoFetchStatus
  attempts: number
  next_attempt_at: string
  lease_owner: string | null
  lease_expires_at: string | null
  last_error: string | null
  created_at: string
  updated_at: string
  sent_at: string | null
}

/** Bumped with every change of a tenant's stock by a feed (import, photo stored); servers poll it. */
export interface StockVersionsTable {
  tenant: string
  version: number
  changed_at: string
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
  lead_fingerprints: LeadFingerprintsTable
  car_views: CarViewsTable
  car_event_claims: CarEventClaimsTable
  phone_reveals: PhoneRevealsTable
  analytics_events: AnalyticsEventsTable
  shoppers: ShoppersTable
  sign_in_codes: SignInCodesTable
  shopper_sessions: ShopperSessionsTable
  watchlist_entries: WatchlistEntriesTable
  shopper_favourites: ShopperFavouritesTable
  saved_searches: SavedSearchesTable
  saved_search_matches: SavedSearchMatchesTable
  shopper_alerts: ShopperAlertsTable
  alert_opt_outs: AlertOptOutsTable
  payments: PaymentsTable
  spin_results: SpinResultsTable
  spin_prize_awards: SpinPrizeAwardsTable
  feed_imports: FeedImportsTable
  car_price_changes: CarPriceChangesTable
  photo_fetches: PhotoFetchesTable
  stock_versions: StockVersionsTable
}
