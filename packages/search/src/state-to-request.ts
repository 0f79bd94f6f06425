import type { SearchRequest } from './engine'
import { FACET_FIELDS, type FacetField } from './fields'
import { formatRange, parseRange } from './range'
import { DEFAULT_HITS_PER_PAGE, filtersOf, type FilterSet, type SearchState } from './search-state'

export interface StateRequestOptions {
  readonly tenant: string
  readonly now: Date
  /** The dealer's include_sold_cars_days (docs/spec-coverage.md, Search). */
  readonly includeSoldCarsDays?: number
  /** Tenant flag features.lowestPriceRequiresPrice (docs/spec-coverage.md, Search). */
  readonly lowestPriceRequiresPrice?: boolean
  readonly hitsPerPage?: number
  /** Facets to count; every facet field by default. */
  readonly facets?: readonly FacetField[]
  /** Page presets that always apply (e.g. the tenant's stock filter). */
  readonly search_filters?: FilterSet
}

/** Open the slider's ends the shopper dragged to the limit (isMinRange / isMaxRange). */
function sliderRanges(values: readonly string[], openMin: boolean, openMax: boolean): string[] {
  return values.flatMap((v) => {
    const r = parseRange(v)
    if (!r) return []
    const open = { min: openMin ? null : r.min, max: openMax ? null : r.max }
    return open.min === null && open.max === null ? [] : [formatRange(open)]
  })
}

/** The engine request for a search page: the state's page of 21, its sort, query and filters. */
export function stateToRequest(state: SearchState, options: StateRequestOptions): SearchRequest {
  const hitsPerPage = options.hitsPerPage ?? DEFAULT_HITS_PER_PAGE
  const filters: { -readonly [K in keyof FilterSet]: FilterSet[K] } = { ...filtersOf(state) }
  if (filters.price_range && (state.isMinRange || state.isMaxRange)) {
    const ranges = sliderRanges(filters.price_range, state.isMinRange, state.isMaxRange)
    if (ranges.length > 0) filters.price_range = ranges
    else delete filters.price_range
  }
  return {
    tenant: options.tenant,
    search_filters: options.search_filters,
    filters,
    query: state.query,
    sort: state.sortBy,
    hitsPerPage,
    offset: (state.page - 1) * hitsPerPage,
    facets: options.facets ?? FACET_FIELDS,
    now: options.now,
    includeSoldCarsDays: options.includeSoldCarsDays,
    lowestPriceRequiresPrice: options.lowestPriceRequiresPrice,
  }
}
