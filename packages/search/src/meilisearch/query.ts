import { ownValue } from '@dealer/domain'
import type { MultiSearchQuery, MultiSearchResult, RecordAny } from 'meilisearch'
import type { CompiledRequest } from '../compile'
import type { FacetCounts, FacetItem, SearchResponse } from '../engine'
import { buildFacetItems } from '../facet-items'
import type { FacetField } from '../fields'
import { collapseSoldRuns } from '../ordering'
import { fromMeiliHit } from './document'
import { filterFor, sortFor } from './filter'
import { facetAttribute } from './settings'
import { queryTokens } from '../tokenize'

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
      facets: plain.map(facetAttribute),
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
