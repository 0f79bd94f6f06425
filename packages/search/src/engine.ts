import type { FacetField } from './fields'
import type { SearchDoc } from './search-doc'
import type { FilterSet, SortBy } from './search-state'

/**
 * A filter value with its label and count (docs/spec-coverage.md, Search), plus whether the shopper
 * has it selected.
 */
export interface FacetItem {
  readonly label: string
  readonly value: string
  readonly count: number
  readonly selected: boolean
}

export type FacetCounts = { readonly [F in FacetField]?: readonly FacetItem[] }

/**
 * One search (docs/spec-coverage.md, Search). `search_filters` always apply (page presets such as a
 * dealership page's stock, or similar cars' price band) and are never relaxed for counts;
 * `filters` are the shopper's refinements, whose facet counts are disjunctive.
 */
export interface SearchRequest {
  readonly tenant: string
  readonly search_filters?: FilterSet
  readonly filters?: FilterSet
  readonly query?: string
  readonly sort?: SortBy
  /** Default 21 (docs/spec-coverage.md, Search). */
  readonly hitsPerPage?: number
  /** Default 0. */
  readonly offset?: number
  /** Facet fields to count; none when omitted. */
  readonly facets?: readonly FacetField[]
  /** Stock visibility (docs/spec-coverage.md, Stock rules) is judged at this instant. */
  readonly now: Date
  /** The dealer's include_sold_cars_days; default 3. */
  readonly includeSoldCarsDays?: number
  /** Tenant flag: the lowest-price sort adds price > 0 (docs/spec-coverage.md, Search). */
  readonly lowestPriceRequiresPrice?: boolean
  /**
   * Whether `count` must be exact (default true). Similar-cars queries turn it off, which lets
   * Meilisearch answer with a plain `limit` body.
   */
  readonly exhaustiveCount?: boolean
}

export interface SearchResponse {
  /**
   * The page of cars, in order: a page of the whole result list after its runs of sold cars are
   * collapsed (docs/spec-coverage.md, Search).
   */
  readonly hits: readonly SearchDoc[]
  /** The cars the collapsed result list shows: every visible match but the hidden members of sold runs. */
  readonly count: number
  readonly facets: FacetCounts
  /** Time the engine took, in milliseconds. */
  readonly ms: number
  /** ceil(count / hitsPerPage), at least 1. */
  readonly pages: number
  readonly offset: number
  readonly hitsPerPage: number
}

/**
 * The search port. The embedded engine and the Meilisearch adapter both implement it and both
 * pass `searchEngineContract` (in `@dealer/search/testing`). Every call is scoped by tenant.
 */
export interface SearchEngine {
  readonly name: string
  search(request: SearchRequest): Promise<SearchResponse>
  /** Several searches in one round trip (docs/spec-coverage.md, Search); answers in order. */
  multiSearch(requests: readonly SearchRequest[]): Promise<SearchResponse[]>
  /** Add or replace documents by id. */
  index(tenant: string, docs: readonly SearchDoc[]): Promise<void>
  remove(tenant: string, ids: readonly string[]): Promise<void>
  /** Make the tenant's documents exactly `docs` (start-up build, full sync). */
  replaceAll(tenant: string, docs: readonly SearchDoc[]): Promise<void>
}
