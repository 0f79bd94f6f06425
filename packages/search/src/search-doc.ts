import {
  CAR_TYPES,
  isAvailable,
  SERIES_ORDER,
  type Car,
  type CarStatus,
  type CarType,
  type ItemType,
  ownValue,
} from '@dealer/domain'

/**
 * One car as the search engines hold it: the fields the cards show and the filters read, flat
 * and JSON-safe (it is also the Meilisearch document). Filter fields use the filter names of
 * a search (body, fuel, transmission, drive are the simple_* values when a car has them).
 */
export interface SearchDoc {
  readonly id: string
  readonly slug: string
  readonly name: string
  readonly year: number
  readonly make: string
  readonly model: string
  /** "Toyota HiLux": the make_model filter's value. */
  readonly make_model: string
  readonly badge: string | null
  readonly series: string | null
  readonly colour: string | null

  readonly price: number
  readonly before_price: number | null
  readonly offer_price: number | null
  readonly subscription_price: number | null
  readonly weekly_price: number | null
  readonly price_type: string | null

  readonly status: CarStatus
  /** in_stock or coming_soon (docs/spec-coverage.md, Stock rules). */
  readonly available: boolean
  readonly car_type: CarType
  readonly reserved: boolean
  /** Milliseconds since the epoch of sold_date, null when not sold or unknown. */
  readonly sold_ts: number | null
  readonly tag: string | null
  readonly certified: boolean
  readonly created_at: string
  /** Milliseconds since the epoch of created_at (the 'latest' sort). */
  readonly created_ts: number
  readonly show_on_dealer_website: boolean

  readonly stocknum: string
  readonly km: number
  readonly body: string | null
  readonly fuel: string | null
  readonly transmission: string | null
  readonly drive: string | null
  readonly seats: number | null

  readonly dealership_id: string
  readonly dealership_slug: string
  readonly dealership_name: string | null
  readonly location_id: string | null
  readonly location_name: string | null
  readonly city: string | null
  readonly state: string | null
  readonly item_type: ItemType
  readonly filtered_features: readonly string[]
  readonly categories: readonly string[]

  readonly image_url: string | null
  readonly photos_count: number

  /** Tie-breakers of 'most relevant': car_type new 0, demo 1, used 2 (docs/spec-coverage.md, Search). */
  readonly car_type_order: number
  /** Series duo 0, city 1, sport 2, anything else 3. */
  readonly series_order: number
  /** The descending custom rank (docs/spec-coverage.md, Search); by default newer stock ranks higher. */
  readonly rank: number
}

/** The fields of a car that its search document is made of (all `toSearchDoc` reads). */
export const SEARCH_DOC_CAR_FIELDS = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'colour',
  'price',
  'before_price',
  'offer_price',
  'subscription_price',
  'weekly_price',
  'price_type',
  'status',
  'car_type',
  'reserved',
  'sold_date',
  'tag',
  'certified',
  'created_at',
  'show_on_dealer_website',
  'stocknum',
  'km',
  'body',
  'simple_body',
  'fuel',
  'simple_fuel',
  'trans',
  'simple_transmission',
  'drive',
  'simple_drive',
  'seats',
  'dealership_id',
  'dealership_slug',
  'location_id',
  'city',
  'state',
  'item_type',
  'filtered_features',
  'images',
  // Read for the weekly repayment (SearchDocContext.weeklyOf), not kept in the document.
  'finance_lenders',
] as const satisfies readonly (keyof Car)[]

/** A car as far as its search document goes: a whole Car, or only its SEARCH_DOC_CAR_FIELDS. */
export type SearchDocCar = Pick<Car, (typeof SEARCH_DOC_CAR_FIELDS)[number]>

/** What a car alone does not know: names from the tenant's locations and dealerships. */
export interface SearchDocContext {
  /** Location name by location id. */
  readonly locationNames?: Readonly<Record<string, string>>
  /** Dealership name by dealership slug. */
  readonly dealershipNames?: Readonly<Record<string, string>>
  /** Categories of a car (docs/spec-coverage.md, Search); none unless the tenant defines them. */
  readonly categoriesOf?: (car: SearchDocCar) => readonly string[]
  /** Override the descending custom rank. */
  readonly rankOf?: (car: SearchDocCar) => number
  /**
   * The weekly repayment the car's page shows (its finance basis: the lender's terms or the
   * dealer's calculator), or null when it shows none: a card and the weekly filter then agree with
   * the page. Without it, the feed's weekly_price.
   */
  readonly weeklyOf?: (car: SearchDocCar) => number | null
}

function timestamp(iso: string | null): number | null {
  if (!iso) return null
  const t = Date.parse(iso)
  return Number.isNaN(t) ? null : t
}

export function seriesOrder(series: string | null): number {
  const i = (SERIES_ORDER as readonly string[]).indexOf((series ?? '').trim().toLowerCase())
  return i === -1 ? SERIES_ORDER.length : i
}

/** Shape a car for the search index. */
export function toSearchDoc(car: SearchDocCar, ctx: SearchDocContext = {}): SearchDoc {
  const created = timestamp(car.created_at) ?? 0
  const available = isAvailable(car)
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    make_model: `${car.make} ${car.model}`,
    badge: car.badge,
    series: car.series,
    colour: car.colour,
    price: car.price,
    before_price: car.before_price,
    offer_price: car.offer_price,
    subscription_price: car.subscription_price,
    weekly_price: ctx.weeklyOf ? ctx.weeklyOf(car) : car.weekly_price,
    price_type: car.price_type,
    status: car.status,
    available,
    car_type: car.car_type,
    reserved: car.reserved,
    sold_ts: available ? null : timestamp(car.sold_date),
    tag: car.tag,
    certified: car.certified,
    created_at: car.created_at,
    created_ts: created,
    show_on_dealer_website: car.show_on_dealer_website,
    stocknum: car.stocknum,
    km: car.km,
    body: car.simple_body ?? car.body,
    fuel: car.simple_fuel ?? car.fuel,
    transmission: car.simple_transmission ?? car.trans,
    drive: car.simple_drive ?? car.drive,
    seats: car.seats,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    dealership_name: ownValue(ctx.dealershipNames, car.dealership_slug) ?? null,
    location_id: car.location_id,
    location_name: car.location_id ? (ownValue(ctx.locationNames, car.location_id) ?? null) : null,
    city: car.city,
    state: car.state,
    item_type: car.item_type,
    filtered_features: car.filtered_features,
    categories: ctx.categoriesOf?.(car) ?? [],
    image_url: car.images[0]?.url ?? null,
    photos_count: car.images.length,
    car_type_order: CAR_TYPES.indexOf(car.car_type),
    series_order: seriesOrder(car.series),
    rank: ctx.rankOf ? ctx.rankOf(car) : Math.floor(created / 1000),
  }
}

/** Fields of a search document whose values repeat across a dealer's stock (makes, bodies, places...). */
const SHARED_STRING_FIELDS = [
  'make',
  'model',
  'make_model',
  'badge',
  'series',
  'colour',
  'price_type',
  'status',
  'car_type',
  'tag',
  'body',
  'fuel',
  'transmission',
  'drive',
  'dealership_id',
  'dealership_slug',
  'dealership_name',
  'location_id',
  'location_name',
  'city',
  'state',
  'item_type',
  'image_url',
] as const satisfies readonly (keyof SearchDoc)[]

/**
 * Makes documents share equal strings and equal feature lists: each car read from SQL brings its
 * own copy of "Toyota", "Automatic" or its list of features, which an index of 200,000 cars would
 * otherwise hold 200,000 times. One interner per index build; the documents are unchanged in value
 * (the shared lists are frozen, and no one writes to a document).
 */
export function createDocInterner(): (doc: SearchDoc) => SearchDoc {
  const strings = new Map<string, string>()
  const lists = new Map<string, readonly string[]>()
  const str = (s: string): string => {
    const known = strings.get(s)
    if (known !== undefined) return known
    strings.set(s, s)
    return s
  }
  const list = (l: readonly string[]): readonly string[] => {
    if (l.length === 0) return EMPTY_LIST
    const key = l.join('\u0000')
    const known = lists.get(key)
    if (known) return known
    const shared = Object.freeze(l.map(str))
    lists.set(key, shared)
    return shared
  }
  return (doc) => {
    const out: Record<string, unknown> = { ...doc }
    for (const f of SHARED_STRING_FIELDS) {
      const v = doc[f]
      if (typeof v === 'string') out[f] = str(v)
    }
    out.filtered_features = list(doc.filtered_features)
    out.categories = list(doc.categories)
    return out as unknown as SearchDoc
  }
}

const EMPTY_LIST: readonly string[] = Object.freeze([])
