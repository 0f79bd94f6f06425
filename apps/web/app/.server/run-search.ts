import { decodeSearchUrl, displayCount, isFacetField, stateToRequest, type SearchState } from '@dealer/search'
import type { AppLoadContext } from '@remix-run/node'

/** Parse a search URL and run it for the request's tenant; null state means 404. */
export async function runSearch(context: AppLoadContext, pathname: string, params: URLSearchParams) {
  const { tenant, services } = context
  const vocabulary = await services.search.vocabulary(tenant)
  const state = decodeSearchUrl(pathname, params, vocabulary)
  if (!state) return null
  const now = services.now()
  const response = await services.search.engine.search(
    stateToRequest(state, {
      tenant: tenant.slug,
      now,
      includeSoldCarsDays: tenant.dealer.include_sold_cars_days,
      lowestPriceRequiresPrice: tenant.features.lowestPriceRequiresPrice,
      // Count only the facets the page shows a widget for.
      facets: tenant.lists.searchFilters.filter(isFacetField),
    }),
  )
  return { state: state as SearchState, vocabulary, response, now, shownCount: displayCount(response.count) }
}
