import { z } from 'zod'
import { FILTER_FIELDS, type FilterField } from './fields'

import { SORT_OPTIONS } from './sort-options'

export { SORT_LABELS, SORT_OPTIONS, type SortBy } from './sort-options'
export const sortBySchema = z.enum(SORT_OPTIONS)

/** Default page size (docs/spec-coverage.md, Search). */
export const DEFAULT_HITS_PER_PAGE = 21
/** The route that lists every car type; also the path of a state with no path filter. */
export const ALL_STOCK_PATH = '/search/new-used-and-demo-cars'

/** Bounds that keep any URL a bot can type cheap to parse, store and query. */
export const LIMITS = {
  queryLength: 100,
  valueLength: 100,
  valuesPerField: 50,
  /** 5,000 pages of 21 cover 105,000 cars; deeper pages are clamped. */
  maxPage: 5000,
} as const

const filterValues = z.array(z.string()).default([])
const filterShape = Object.fromEntries(FILTER_FIELDS.map((f) => [f, filterValues])) as {
  [F in FilterField]: typeof filterValues
}

/**
 * Search state. Filters are arrays of values: OR within a field, AND across fields.
 * Range fields (price, price_range, km, year, seats, subscription_price, weekly_price_range)
 * hold range text such as "5000-30000", "5000-", "-30000" or "2020".
 * `currentPath` is the path part of the state's canonical URL (set by `normalizeSearchState`).
 * `isMinRange`/`isMaxRange` say the price slider's thumb sits at its end, so that side of
 * `price_range` is open ("up to" / "and above").
 * Traced in docs/spec-coverage.md, Search.
 */
export const searchStateSchema = z.object({
  query: z.string().default(''),
  page: z.number().int().min(1).default(1),
  sortBy: sortBySchema.default('relevance'),
  currentPath: z.string().default(ALL_STOCK_PATH),
  isMinRange: z.boolean().default(false),
  isMaxRange: z.boolean().default(false),
  ...filterShape,
})
export type SearchState = z.infer<typeof searchStateSchema>
export type SearchStateInput = z.input<typeof searchStateSchema>

/** The refinements of a state: every array filter, values as text. */
export type SearchFilters = { readonly [F in FilterField]: readonly string[] }
/** Some refinements; a missing field constrains nothing. */
export type FilterSet = { readonly [F in FilterField]?: readonly string[] }

/** A fresh state with no filter: all stock, most relevant, page 1. */
export function emptySearchState(): SearchState {
  return searchStateSchema.parse({})
}

/** The refinements of a state, dropping empty fields. */
export function filtersOf(state: SearchFilters): FilterSet {
  const out: { [F in FilterField]?: readonly string[] } = {}
  for (const f of FILTER_FIELDS) if (state[f].length > 0) out[f] = state[f]
  return out
}

/** True when the state has any refinement or text query (drives 'Clear Filters'). */
export function hasRefinements(state: SearchState): boolean {
  return state.query !== '' || FILTER_FIELDS.some((f) => state[f].length > 0)
}
