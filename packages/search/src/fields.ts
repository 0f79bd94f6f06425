import { formatRange } from './range'

/**
 * The refinement fields of a search (docs/spec-coverage.md, Search) and how each one filters and facets.
 * One table drives the zod schema, the URL codec, both engines and the facet labels, so a new
 * field is added in one place.
 */

/**
 * - `term`: exact value (case-insensitive), values of one field OR'd.
 * - `multi`: like term, but a car carries a list (filtered_features, categories).
 * - `enum`: term with a closed set of values (car_type, status, item_type).
 * - `boolean`: 'true' or 'false' (certified).
 * - `numeric`: ranges over a number column; facet values are the distinct numbers (year, seats).
 * - `banded`: ranges over a number column; facet values are fixed bands (price, km, subscription_price).
 * - `range`: ranges over a number column with no facet (the price and weekly sliders).
 */
export type FieldKind = 'term' | 'multi' | 'enum' | 'boolean' | 'numeric' | 'banded' | 'range'

/** Every array filter of a search, in the canonical URL order. */
export const FILTER_FIELDS = [
  'car_type',
  'make',
  'model',
  'make_model',
  'badge',
  'body',
  'fuel',
  'transmission',
  'drive',
  'seats',
  'colour',
  'year',
  'km',
  'price',
  'price_range',
  'subscription_price',
  'weekly_price_range',
  'state',
  'city',
  'location_name',
  'dealership_name',
  'status',
  'tag',
  'certified',
  'item_type',
  'filtered_features',
  'categories',
] as const
export type FilterField = (typeof FILTER_FIELDS)[number]

/** A number column of SearchDoc that range filters read. */
export type NumericColumn = 'year' | 'seats' | 'km' | 'price' | 'subscription_price' | 'weekly_price'

/** An inclusive band: `null` means open on that side. */
export interface Band {
  readonly min: number | null
  readonly max: number | null
  readonly label: string
}

export interface FieldSpec {
  readonly kind: FieldKind
  /** The SearchDoc attribute the filter reads. */
  readonly column: string
  /** Closed value set for `enum`/`boolean`, in display order. */
  readonly values?: readonly string[]
  /** Bands of a `banded` field, in display order (non-overlapping, inclusive). */
  readonly bands?: readonly Band[]
}

const money = (n: number) => `$${n.toLocaleString('en-AU')}`
const kms = (n: number) => `${n.toLocaleString('en-AU')} km`

/** Price bands of the price dropdown; whole dollars, so inclusive ends never overlap. */
export const PRICE_BANDS: readonly Band[] = [
  { min: null, max: 9_999, label: `Under ${money(10_000)}` },
  { min: 10_000, max: 19_999, label: `${money(10_000)} - ${money(20_000)}` },
  { min: 20_000, max: 29_999, label: `${money(20_000)} - ${money(30_000)}` },
  { min: 30_000, max: 39_999, label: `${money(30_000)} - ${money(40_000)}` },
  { min: 40_000, max: 49_999, label: `${money(40_000)} - ${money(50_000)}` },
  { min: 50_000, max: 74_999, label: `${money(50_000)} - ${money(75_000)}` },
  { min: 75_000, max: 99_999, label: `${money(75_000)} - ${money(100_000)}` },
  { min: 100_000, max: null, label: `${money(100_000)} and above` },
]

export const KM_BANDS: readonly Band[] = [
  { min: null, max: 9_999, label: `Under ${kms(10_000)}` },
  { min: 10_000, max: 49_999, label: `${kms(10_000)} - ${kms(50_000)}` },
  { min: 50_000, max: 99_999, label: `${kms(50_000)} - ${kms(100_000)}` },
  { min: 100_000, max: 149_999, label: `${kms(100_000)} - ${kms(150_000)}` },
  { min: 150_000, max: null, label: `${kms(150_000)} and above` },
]

/** Weekly subscription price bands. */
export const SUBSCRIPTION_BANDS: readonly Band[] = [
  { min: null, max: 149, label: `Under ${money(150)}/wk` },
  { min: 150, max: 249, label: `${money(150)} - ${money(250)}/wk` },
  { min: 250, max: 349, label: `${money(250)} - ${money(350)}/wk` },
  { min: 350, max: null, label: `${money(350)}/wk and above` },
]

export const FIELD_SPECS: { readonly [F in FilterField]: FieldSpec } = {
  car_type: { kind: 'enum', column: 'car_type', values: ['new', 'demo', 'used'] },
  make: { kind: 'term', column: 'make' },
  model: { kind: 'term', column: 'model' },
  make_model: { kind: 'term', column: 'make_model' },
  badge: { kind: 'term', column: 'badge' },
  body: { kind: 'term', column: 'body' },
  fuel: { kind: 'term', column: 'fuel' },
  transmission: { kind: 'term', column: 'transmission' },
  drive: { kind: 'term', column: 'drive' },
  seats: { kind: 'numeric', column: 'seats' },
  colour: { kind: 'term', column: 'colour' },
  year: { kind: 'numeric', column: 'year' },
  km: { kind: 'banded', column: 'km', bands: KM_BANDS },
  price: { kind: 'banded', column: 'price', bands: PRICE_BANDS },
  price_range: { kind: 'range', column: 'price' },
  subscription_price: { kind: 'banded', column: 'subscription_price', bands: SUBSCRIPTION_BANDS },
  weekly_price_range: { kind: 'range', column: 'weekly_price' },
  state: { kind: 'term', column: 'state' },
  city: { kind: 'term', column: 'city' },
  location_name: { kind: 'term', column: 'location_name' },
  dealership_name: { kind: 'term', column: 'dealership_name' },
  status: { kind: 'enum', column: 'status', values: ['in_stock', 'coming_soon', 'sold'] },
  tag: { kind: 'term', column: 'tag' },
  certified: { kind: 'boolean', column: 'certified', values: ['true', 'false'] },
  item_type: { kind: 'enum', column: 'item_type', values: ['car', 'caravan'] },
  filtered_features: { kind: 'multi', column: 'filtered_features' },
  categories: { kind: 'multi', column: 'categories' },
}

/** Fields that have facet counts: every filter but the two sliders. */
export const FACET_FIELDS = FILTER_FIELDS.filter((f) => FIELD_SPECS[f].kind !== 'range') as readonly FacetField[]
export type FacetField = Exclude<FilterField, 'price_range' | 'weekly_price_range'>

export function isFacetField(field: string): field is FacetField {
  return (FACET_FIELDS as readonly string[]).includes(field)
}

/** Fields whose values are number ranges ("5000-30000"). */
export function isRangeKind(kind: FieldKind): boolean {
  return kind === 'numeric' || kind === 'banded' || kind === 'range'
}

/** The value a band is written as in the URL and in facet items, e.g. "10000-19999", "-9999", "100000-". */
export function bandValue(band: Band): string {
  return formatRange(band)
}

/** Index of the band holding `n`, or -1. */
export function bandIndexOf(bands: readonly Band[], n: number | null): number {
  if (n === null || !Number.isFinite(n)) return -1
  return bands.findIndex((b) => (b.min === null || n >= b.min) && (b.max === null || n <= b.max))
}
