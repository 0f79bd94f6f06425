import { ownValue } from '@dealer/domain'
import type { MultiSearchQuery, MultiSearchResult, RecordAny } from 'meilisearch'
import type { CompiledRequest } from '../compile'
import type { FacetCounts, FacetItem, SearchResponse } from '../engine'
import { buildFacetItems } from '../facet-items'
import type { FacetField } from '../fields'
import { collapseSoldRuns, soldRunFilter } from '../ordering'
import type { SearchDoc } from '../search-doc'
import { fromMeiliHit } from './document'
import { filterFor, quote, sortFor } from './filter'
import { facetAttribute } from './settings'
import { queryTokens } from '../tokenize'

const AVAILABLE = 'available'

/**
 * How many cars of a result, in order, are read to collapse its sold runs over the whole list
 * (ids and availability only). A result longer than this is collapsed within its first
 * COLLAPSE_WINDOW cars; the cars past it count as they are (a tenant has ~20k cars at most).
 */
export const COLLAPSE_WINDOW = 20_000

/** Where each facet's counts come from in a request's block of queries. */
export interface QueryPlan {
  readonly queries: MultiSearchQuery[]
  /** Facet field → index (within `queries`) of the query that counts it. */
  readonly facetSource: ReadonlyMap<FacetField, number>
}

/**
 * The multi-search queries of one request: first the hits query (with the facets of fields the
 * shopper has not refined), then one query per refined facet field with every other refinement
 * but its own and no hits. One HTTP call then gives exact disjunctive counts.
 */
export function planQueries(c: CompiledRequest, indexUid: string): QueryPlan {
  // The words the embedded engine matches (any script, at most 10), so both engines agree on what
  // a query means (docs/spec-coverage.md, Hardening).
  const q = queryTokens(c.query).join(' ')
  const common = { indexUid, q, matchingStrategy: 'all' as const, attributesToHighlight: [] as string[] }
  const refinedIndex = new Map(c.refinements.map((f, i) => [f.field as string, i]))
  const facetSource = new Map<FacetField, number>()
  const plain = c.facets.filter((f) => !refinedIndex.has(f))
  for (const f of plain) facetSource.set(f, 0)
  const aligned = c.hitsPerPage === 0 ? c.offset === 0 : c.offset % c.hitsPerPage === 0
  // Page mode gives an exact totalHits; offset/limit only an estimate, fine where no count is shown.
  const paging =
    c.exhaustiveCount && aligned
      ? { page: c.hitsPerPage === 0 ? 1 : c.offset / c.hitsPerPage + 1, hitsPerPage: c.hitsPerPage }
      : { offset: c.offset, limit: c.hitsPerPage }
  const sort = sortFor(c)
  const queries: MultiSearchQuery[] = [
    {
      ...common,
      filter: filterFor(c),
      // `available` tells whether the result mixes sold and available cars (see `collapseQuery`).
      facets: c.exhaustiveCount ? [...plain.map(facetAttribute), AVAILABLE] : plain.map(facetAttribute),
      ...(sort ? { sort } : {}),
      ...paging,
    },
  ]
  for (const field of c.facets) {
    const i = refinedIndex.get(field)
    if (i === undefined) continue
    facetSource.set(field, queries.length)
    queries.push({ ...common, filter: filterFor(c, i), facets: [facetAttribute(field)], limit: 0 })
  }
  return { queries, facetSource }
}

/** The answer to a request that matches nothing (a query without a word): no call to Meilisearch. */
export function noResults(c: CompiledRequest, plan: QueryPlan): SearchResponse {
  const empty = { hits: [], totalHits: 0, facetDistribution: {} } as unknown as MultiSearchResult<RecordAny>
  return readResults(
    c,
    plan,
    plan.queries.map(() => empty),
    0,
  )
}

/** Read a request's block of multi-search results back into the port's answer. */
export function readResults(
  c: CompiledRequest,
  plan: QueryPlan,
  results: readonly MultiSearchResult<RecordAny>[],
  ms: number,
): SearchResponse {
  const main = results[0]
  if (!main) throw new Error('Meilisearch returned no result for a query')
  const facets: { [F in FacetField]?: FacetItem[] } = {}
  for (const field of c.facets) {
    const source = results[plan.facetSource.get(field) ?? 0]
    const distribution = ownValue(source?.facetDistribution, facetAttribute(field)) ?? {}
    const selected = c.refinements.find((f) => f.field === field)?.values ?? []
    facets[field] = buildFacetItems(field, Object.entries(distribution), selected)
  }
  const count = main.totalHits ?? main.estimatedTotalHits ?? main.hits.length
  return {
    hits: collapseSoldRuns(main.hits.map(fromMeiliHit)),
    count,
    facets: facets as FacetCounts,
    ms,
    pages: c.hitsPerPage > 0 ? Math.max(1, Math.ceil(count / c.hitsPerPage)) : 1,
    offset: c.offset,
    hitsPerPage: c.hitsPerPage,
  }
}

/**
 * Whether a request's result has sold and available cars both, so its sold runs must be collapsed
 * over the whole list (docs/spec-coverage.md, Search) rather than as Meilisearch pages it.
 */
export function needsCollapse(c: CompiledRequest, main: MultiSearchResult<RecordAny> | undefined): boolean {
  const d = ownValue(main?.facetDistribution, AVAILABLE)
  return c.exhaustiveCount && !!d && (d['true'] ?? 0) > 0 && (d['false'] ?? 0) > 0
}

/** The whole ordered result list of a request, ids and availability only. */
export function collapseQuery(c: CompiledRequest, indexUid: string): MultiSearchQuery {
  const sort = sortFor(c)
  return {
    indexUid,
    q: queryTokens(c.query).join(' '),
    matchingStrategy: 'all',
    filter: filterFor(c),
    ...(sort ? { sort } : {}),
    attributesToRetrieve: ['id', AVAILABLE],
    attributesToHighlight: [],
    offset: 0,
    limit: COLLAPSE_WINDOW,
  }
}

/** The page's ids of the collapsed list, and the collapsed list's length. */
export function collapsedIds(
  c: CompiledRequest,
  ordered: MultiSearchResult<RecordAny>,
  total: number,
): { ids: string[]; count: number } {
  const shown = soldRunFilter()
  const end = c.offset + c.hitsPerPage
  const ids: string[] = []
  let count = 0
  for (const hit of ordered.hits) {
    if (!shown(hit[AVAILABLE] === true)) continue
    if (count >= c.offset && count < end) ids.push(String(hit.id))
    count++
  }
  return { ids, count: count + Math.max(0, total - ordered.hits.length) }
}

/** The documents of a page's ids, fetched by id. */
export function pageQuery(indexUid: string, ids: readonly string[]): MultiSearchQuery {
  return {
    indexUid,
    q: '',
    filter: [`id IN [${ids.map(quote).join(', ')}]`],
    attributesToHighlight: [],
    offset: 0,
    limit: Math.max(1, ids.length),
  }
}

/** A response with its page and count replaced by the collapsed list's. */
export function withCollapsedPage(
  response: SearchResponse,
  ids: readonly string[],
  count: number,
  fetched: MultiSearchResult<RecordAny>,
): SearchResponse {
  const byId = new Map<string, SearchDoc>(fetched.hits.map((h) => [String(h.id), fromMeiliHit(h)]))
  return {
    ...response,
    hits: ids.flatMap((id) => byId.get(id) ?? []),
    count,
    pages: response.hitsPerPage > 0 ? Math.max(1, Math.ceil(count / response.hitsPerPage)) : 1,
  }
}
