import { formatMoney } from '@dealer/domain'
import {
  clearedState,
  encodeSearchUrl,
  facetLabel,
  FILTER_FIELDS,
  groupPopularMakes,
  hasRefinements,
  isFacetField,
  narrowedFrom,
  toggleFilterValue,
  parseRange,
  type FacetField,
  type FilterField,
  type FacetItem,
  type SearchResponse,
  type SearchState,
  type SearchVocabulary,
} from '@dealer/search'

/** Labels of the filter widgets (docs/spec-coverage.md, Search). */
export const FILTER_LABELS: Record<string, string> = {
  car_type: 'Condition',
  make: 'Make',
  model: 'Model',
  make_model: 'Make & Model',
  badge: 'Badge',
  body: 'Body Type',
  fuel: 'Fuel',
  transmission: 'Transmission',
  drive: 'Drive',
  seats: 'Seats',
  colour: 'Colour',
  year: 'Year',
  km: 'Kilometres',
  price: 'Price',
  subscription_price: 'Subscription',
  state: 'State',
  city: 'City',
  location_name: 'Location',
  dealership_name: 'Dealership',
  status: 'Availability',
  tag: 'Tag',
  certified: 'Certified',
  item_type: 'Type',
  filtered_features: 'Features',
  categories: 'Category',
}

export interface FilterWidget {
  field: FacetField
  label: string
  /** The value the native select shows (the first selected one), '' for All. */
  value: string
  /** Popular makes first (20), then an 'All Makes' heading (docs/spec-coverage.md, Search). */
  groups: { heading: string | null; items: readonly FilterOption[] }[]
}

/**
 * One option of a filter, compact because the page sends some two hundred of them to the browser
 * for hydration: the value, its count, and the label only where it is not the value.
 */
export type FilterOption = readonly [value: string, count: number, label?: string]

/** An option's label: its own, or its value. */
export const optionLabel = (option: FilterOption) => option[2] ?? option[0]

function filterOption(item: FacetItem): FilterOption {
  return item.label === item.value ? [item.value, item.count] : [item.value, item.count, item.label]
}

export interface ActiveFilter {
  field: string
  label: string
  removeHref: string
}

/** The filter widgets of the page: configured fields that have something to choose. */
export function filterWidgets(
  fields: readonly string[],
  state: SearchState,
  facets: SearchResponse['facets'],
): FilterWidget[] {
  const widgets: FilterWidget[] = []
  for (const field of fields) {
    if (!isFacetField(field)) continue
    // Models only make sense once a make is chosen.
    if (field === 'model' && state.make.length !== 1) continue
    const items = facets[field] ?? []
    if (items.length === 0 || (items.length === 1 && state[field].length === 0 && field !== 'car_type')) continue
    // One option per item, shared by both make groups (the hydration data then holds it once).
    const options = new Map(items.map((item) => [item, filterOption(item)]))
    const compact = (list: readonly FacetItem[]) => list.map((item) => options.get(item) ?? filterOption(item))
    const groups =
      field === 'make' && items.length > 20
        ? (() => {
            const g = groupPopularMakes(items)
            return [
              { heading: 'Popular Makes', items: compact(g.popular) },
              { heading: g.heading, items: compact(g.all) },
            ]
          })()
        : [{ heading: null, items: compact(items) }]
    widgets.push({ field, label: FILTER_LABELS[field] ?? field, value: state[field][0] ?? '', groups })
  }
  return widgets
}

/** Chips for every active refinement, each with the link that removes it. */
export function activeFilters(state: SearchState, vocab: SearchVocabulary): ActiveFilter[] {
  const chips: ActiveFilter[] = []
  if (state.query) {
    chips.push({
      field: 'query',
      label: `“${state.query}”`,
      removeHref: encodeSearchUrl(narrowedFrom(state, { ...state, query: '', page: 1 }), vocab),
    })
  }
  for (const field of FILTER_FIELDS) {
    for (const value of state[field]) {
      // A price range in words ('up to $30,000'), not as the URL has it ('-30000').
      const label =
        field === 'price_range'
          ? rangeText(value, formatMoney)
          : field === 'weekly_price_range'
            ? `${rangeText(value, formatMoney)} a week`
            : valueText(field, value)
      chips.push({
        field,
        label: `${FILTER_LABELS[field] ?? 'Price'}: ${label}`,
        removeHref: encodeSearchUrl(toggleFilterValue(state, field, value, false), vocab),
      })
    }
  }
  return chips
}

/** The noun for a count of results: 'Cars', or 'Car' for one (docs/spec-coverage.md, Search). */
export const countNoun = (count: number, noun: string) => (count === 1 ? noun.replace(/s$/, '') : noun)

/** A link to all the stock: 'View all 1,234 cars', and for one car 'View the 1 car', never '1 cars'. */
export const viewAllLabel = (count: number, noun: string) =>
  count === 1 ? `View the 1 ${countNoun(1, noun)}` : `View all ${count.toLocaleString('en-AU')} ${noun}`

/**
 * 'Used Cars for sale', 'Toyota RAV4 cars for sale', 'New and Demo Caravans for sale', ...; a search
 * of one location names it as its own page does: 'Cars for sale at Harbour City Mazda Southport Sales'.
 */
export function searchHeading(state: SearchState, noun: string): string {
  const types = state.car_type.length > 0 && state.car_type.length < 3 ? state.car_type : []
  const typeText = types.map((t) => t[0]!.toUpperCase() + t.slice(1)).join(' and ')
  const makeModel = [state.make.length === 1 ? state.make[0] : null, state.model.length === 1 ? state.model[0] : null]
    .filter(Boolean)
    .join(' ')
  // One location, else one dealership of a group (/search/{dealership slug}): the page names it.
  const place =
    state.location_name.length === 1
      ? state.location_name[0]
      : state.location_name.length === 0 && state.dealership_name.length === 1
        ? state.dealership_name[0]
        : null
  const at = place ? ` at ${place}` : ''
  if (makeModel) return `${typeText ? `${typeText} ` : ''}${makeModel} ${noun.toLowerCase()} for sale${at}`
  if (typeText) return `${typeText} ${noun} for sale${at}`
  return at ? `${noun} for sale${at}` : `All ${noun.toLowerCase()} for sale`
}

/** The longest saved search name: a name is read in a list and an email subject. */
const SAVED_NAME_MAX = 150

/** Units of the banded fields' ranges, for a value that is not one of their bands. */
const BAND_UNITS: Partial<Record<FilterField, (n: number) => string>> = {
  price: formatMoney,
  subscription_price: formatMoney,
  km: (n) => `${n.toLocaleString('en-AU')} km`,
}

/**
 * A filter value in words: a facet's own label ('SUV', '$20,000 - $30,000'), and a range typed into
 * the URL that is no band in words too ('up to $1', not '-1').
 */
function valueText(field: FilterField, value: string): string {
  if (!isFacetField(field)) return value
  const label = facetLabel(field, value)
  const unit = BAND_UNITS[field]
  return label === value && unit ? rangeText(value, unit) : label
}

/** '-30000' → 'up to $30,000', '5000-30000' → '$5,000 to $30,000', '5000-' → 'from $5,000'. */
function rangeText(raw: string, unit: (n: number) => string): string {
  const range = parseRange(raw)
  if (!range) return raw
  if (range.min !== null && range.min === range.max) return unit(range.min)
  if (range.max === null) return range.min === null || range.min === 0 ? 'any' : `from ${unit(range.min)}`
  if (range.min === null || range.min === 0) return `up to ${unit(range.max)}`
  return `${unit(range.min)} to ${unit(range.max)}`
}

/** One refinement of a saved search in words: 'SUV', 'up to $30,000', '7 seats', 'at Nerang' ... */
function refinementText(field: FilterField, values: readonly string[]): string {
  const labels = values.map((v) => valueText(field, v))
  const either = labels.join(' or ')
  switch (field) {
    case 'price_range':
      return values.map((v) => rangeText(v, formatMoney)).join(' or ')
    case 'weekly_price_range':
      return values.map((v) => `${rangeText(v, formatMoney)} a week`).join(' or ')
    case 'year':
      return values.map((v) => `year ${rangeText(v, String)}`).join(' or ')
    case 'seats':
      return `${values.map((v) => rangeText(v, String)).join(' or ')} seats`
    case 'location_name':
    case 'dealership_name':
      return `at ${either}`
    case 'city':
    case 'state':
      return `in ${either}`
    case 'filtered_features':
    case 'categories':
      return `with ${labels.join(' and ')}`
    default:
      return either
  }
}

/**
 * What a saved search is called: the page's heading without 'for sale' (and without the noun
 * after a make and model: 'Used Toyota RAV4'), then every other refinement that narrows it (price,
 * body, fuel ...: 'Toyota, up to $30,000, SUV'), so two saved searches of one make are told apart,
 * then the text searched for when there is one.
 */
export function savedSearchName(state: SearchState, noun: string): string {
  // The location or dealership goes with the other refinements ('at …'), not in the heading's words.
  const heading = searchHeading({ ...state, location_name: [], dealership_name: [] }, noun).replace(/ for sale$/, '')
  const name = state.make.length === 1 ? heading.replace(new RegExp(` ${noun.toLowerCase()}$`), '') : heading
  // Already in the heading: one or two conditions, one make, one model.
  const inHeading = (field: FilterField) =>
    (field === 'car_type' && state.car_type.length < 3) ||
    ((field === 'make' || field === 'model') && state[field].length === 1)
  const refinements = FILTER_FIELDS.filter((f) => state[f].length > 0 && !inHeading(f)).map((f) =>
    refinementText(f, state[f]),
  )
  const query = state.query.trim().replace(/\s+/g, ' ')
  const full = [name, ...refinements].join(', ') + (query ? ` matching '${query.slice(0, 60)}'` : '')
  return full.length > SAVED_NAME_MAX ? `${full.slice(0, SAVED_NAME_MAX - 1).trimEnd()}…` : full
}

/** Page links around the current page: 1 … p-1 p p+1 … last. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages))
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null)
    out.push(p)
  })
  return out
}

/**
 * The empty state's button: 'Clear Filters', or 'Find Me Something Similar' when no stock is found
 * (docs/spec-coverage.md, Search).
 */
export function emptyAction(
  state: SearchState,
  vocab: SearchVocabulary,
  clearHref: string,
): { label: string; href: string } {
  const onlyType = !state.query && FILTER_FIELDS.every((f) => f === 'car_type' || state[f].length === 0)
  if (onlyType) return { label: 'Find Me Something Similar', href: encodeSearchUrl(clearedState(state), vocab) }
  return {
    label: 'Clear Filters',
    href: hasRefinements(state) ? clearHref : encodeSearchUrl(clearedState(state), vocab),
  }
}

export type ResultItem<C, O> = { kind: 'car'; car: C; position: number } | { kind: 'promo'; offer: O; position: number }

/**
 * The result list with promo cards at their positions in the list (1-based; by default at 5 and 10;
 * docs/spec-coverage.md, Search): a promo at 10 is the tenth item, counting the promo before it. A
 * position past the end of the list (with nothing after it) is left out. Cars keep their own
 * 1-based positions.
 */
export function withPromos<C, O>(
  cards: readonly C[],
  promos: readonly { position: number; offer: O }[],
): ResultItem<C, O>[] {
  const items: ResultItem<C, O>[] = cards.map((car, i) => ({ kind: 'car', car, position: i + 1 }))
  for (const { position, offer } of [...promos].sort((a, b) => a.position - b.position)) {
    if (position < 1 || position > items.length) continue
    items.splice(position - 1, 0, { kind: 'promo', offer, position })
  }
  return items
}

/**
 * The URL of the data request Remix makes for the search route on a client-side navigation to
 * `href` (single fetch: the path with `.data`, the route named in `_routes` because the route has
 * a clientLoader), so a prefetch of it is the same request.
 */
export function searchDataUrl(href: string): string {
  const url = new URL(href, 'http://x')
  url.pathname = `${url.pathname.replace(/\/$/, '')}.data`
  url.searchParams.set('_routes', 'routes/search.$')
  return `${url.pathname}${url.search}`
}
