import { decodeSearchUrl, stateToRequest, type SearchEngine, type SearchVocabulary } from '@dealer/search'

/** A car a saved search finds now. */
export interface MatchedCar {
  readonly id: string
  readonly slug: string
  readonly name: string
  readonly price: number
}

/**
 * The search port of the alert job: every available car a saved search URL finds now, newest
 * first; null when the URL no longer names a search (its make left the dealer's range, say).
 */
export type FindMatches = (tenant: string, searchUrl: string, now: Date) => Promise<readonly MatchedCar[] | null>

/** Cars a search is checked against per run; a newly listed car is among the newest. */
export const MATCHES_PER_SEARCH = 500

/**
 * FindMatches on a search engine: the URL is read with the search codec and the tenant's
 * vocabulary (so a saved search means what its page shows), run sorted newest first, and
 * only cars for sale count (a sold car in its grace days is not news).
 */
export function engineMatches(options: {
  engine: SearchEngine
  vocabulary(tenant: string): Promise<SearchVocabulary>
  /** The tenant's visibility settings, as the search page passes them. */
  settings(tenant: string): { includeSoldCarsDays?: number; lowestPriceRequiresPrice?: boolean }
}): FindMatches {
  return async (tenant, searchUrl, now) => {
    const url = new URL(searchUrl, 'http://saved.invalid')
    const state = decodeSearchUrl(url.pathname, url.searchParams, await options.vocabulary(tenant))
    if (!state) return null
    const response = await options.engine.search(
      stateToRequest(
        { ...state, page: 1, sortBy: 'latest' },
        { tenant, now, hitsPerPage: MATCHES_PER_SEARCH, facets: [], ...options.settings(tenant) },
      ),
    )
    return response.hits
      .filter((h) => h.available)
      .map((h) => ({ id: h.id, slug: h.slug, name: h.name, price: h.price }))
  }
}
