import {
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useLocation,
  useNavigation,
  type ClientLoaderFunctionArgs,
} from '@remix-run/react'
import { useEffect, useMemo } from 'react'
import { SAVE_SEARCH_MARKER } from '@dealer/accounts/client'
import { ownValue } from '@dealer/domain'
import { clearedState, encodeSearchUrl, FILTER_FIELDS, hasRefinements, searchPageUrl } from '@dealer/search'
import { cacheHeaders } from '~/.server/cache'
import { carCards } from '~/.server/cards'
import { pageCards } from '~/.server/page-cards'
import { saveSearchAction, saveSearchPanel, savedSearchUrl, withSaveMarker } from '~/.server/saved-search-page'
import { watchlistView } from '~/.server/watchlist-view'
import { useSearchViewed } from '~/components/analytics/use-page-events'
import { useWatchlist } from '~/components/watchlist/use-watchlist'
import { SaveSearch } from '~/components/search/save-search-on-demand'
import { runSearch } from '~/.server/run-search'
import { cardBadges, partnerHtml } from '~/.server/partner-blocks'
import { PartnerRegion } from '~/components/partner-region'
import { CarCardItem } from '~/components/car-card-list'
import { pageCardId } from '~/lib/card-html'
import { fromJsonText, toJsonText } from '~/lib/json-text'
import * as partnerStyles from '~/styles/partners.css'
import { FilterPanel } from '~/components/search/filter-panel'
import { Pagination } from '@dealer/ui/pagination'
import { AppLink } from '~/components/app-link'
import { offerCards } from '~/lib/offer-cards'
import {
  activeFilters,
  countNoun,
  emptyAction,
  filterWidgets,
  pageWindow,
  searchHeading,
  withPromos,
} from '~/lib/search-view'
import { pageMeta } from '~/lib/page-meta'
import { splitTrackingParams, withQuery } from '~/lib/tracking-params'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/search.css'
import { RouteError } from '~/components/route-error'
import { stockNoun } from '~/lib/stock-noun'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tenant } = context
  const url = new URL(request.url)
  // Back from sign-in to save this search: the marker rides along with the canonical URL.
  const marked = url.searchParams.has(SAVE_SEARCH_MARKER)
  if (marked) url.searchParams.delete(SAVE_SEARCH_MARKER)
  const result = await runSearch(context, url.pathname, url.searchParams)
  if (!result) throw new Response(null, { status: 404 })
  const { state, vocabulary, response, now, shownCount } = result
  // An ad's or campaign's parameters (gclid, utm_*) are no part of the search: they never cause a
  // redirect and ride along with one, so the landing page keeps them for the visit trail.
  const { tracking, rest } = splitTrackingParams(url.search)
  const keepMarker = (href: string) => withQuery(marked ? withSaveMarker(href) : href, tracking)
  // A page past the last one goes to the last page, in one hop (docs/spec-coverage.md, Hardening).
  const lastPage = Math.max(1, response.pages)
  if (state.page > lastPage) throw redirect(keepMarker(searchPageUrl(state, lastPage, vocabulary)), 302)
  // One URL per search: the path and query are rebuilt from the state (docs/spec-coverage.md, Search).
  // A 302, not a 301: the form depends on the dealer's stock (a make they no longer have is
  // dropped), and a browser keeps a 301 for good.
  const canonical = encodeSearchUrl(state, vocabulary)
  if (canonical !== withQuery(url.pathname, rest)) throw redirect(keepMarker(canonical), 302)

  const noun = tenant.features.caravans ? 'Caravans' : 'Cars'
  const cards = carCards(response.hits, tenant, now)
  const watchlist = await watchlistView(request, context)
  const widgets = filterWidgets(tenant.lists.searchFilters, state, response.facets)
  const shown = new Set<string>(widgets.map((w) => w.field))
  const extraValues: { field: string; value: string }[] = widgets.flatMap((w) =>
    state[w.field].slice(1).map((value) => ({ field: w.field as string, value })),
  )
  // Values of fields without a widget (e.g. from a link) stay in the form as hidden fields.
  for (const field of FILTER_FIELDS) {
    if (field === 'price_range' || shown.has(field)) continue
    for (const value of state[field]) extraValues.push({ field, value })
  }
  const pageHref = (p: number) => searchPageUrl(state, p, vocabulary)
  // Promo cards at the tenant's positions in the list (banners at 5 and 10; docs/spec-coverage.md,
  // Search), from its running offers.
  const offers = offerCards(tenant, now)
  const promos = offers.length
    ? tenant.lists.promoPositions.map((position, i) => ({ position, offer: offers[i % offers.length]! }))
    : []
  return {
    heading: searchHeading(state, noun),
    noun,
    /** 'car', 'caravan': the save-search panel's sentences. */
    stockOne: stockNoun(tenant.features).one,
    count: response.count,
    shownCount,
    page: state.page,
    pages: response.pages,
    firstIndex: response.offset + 1,
    // In a document, as HTML only (docs/decisions/026-cards-as-html.md); whole where the save buttons work in place.
    cards: pageCards(context, cards, { interactive: watchlist.phone !== null }),
    /** The first card's photo, for the page's share preview. */
    image: cards[0]?.image?.src ?? null,
    // Partner blocks (docs/decisions/023-partner-blocks.md): a banner above the results, badges on cards.
    resultsBanner: partnerHtml(tenant, 'results-banner', null),
    badges: cardBadges(tenant, response.hits),
    promos,
    columns: tenant.features.searchColumns,
    // As JSON text: a few hundred option tuples cost turbo-stream far more than JSON (~/lib/json-text.ts).
    widgets: toJsonText(widgets),
    extraValues,
    state: {
      query: state.query,
      sortBy: state.sortBy,
      price_range: state.price_range,
      isMinRange: state.isMinRange,
      isMaxRange: state.isMaxRange,
    },
    chips: activeFilters(state, vocabulary),
    clearAllHref: hasRefinements(state) ? encodeSearchUrl(clearedState(state), vocabulary) : null,
    watchlist,
    // The empty state's button, on an empty page only.
    empty: cards.length === 0 ? emptyAction(state, vocabulary, tenant.features.clearFiltersHref) : null,
    links: pageWindow(state.page, Math.max(1, response.pages)).map((p) => ({ page: p, href: p ? pageHref(p) : null })),
    prev: state.page > 1 ? pageHref(Math.min(state.page - 1, Math.max(1, response.pages))) : null,
    next: state.page < response.pages ? pageHref(state.page + 1) : null,
    canonical,
    // A search sorted another way lists the same cars: search engines are pointed at the default order.
    indexPath:
      state.sortBy === 'relevance' ? canonical : encodeSearchUrl({ ...state, sortBy: 'relevance' }, vocabulary),
    saveSearch: {
      action: savedSearchUrl(state, vocabulary),
      panel: await saveSearchPanel(request, context, { state, vocabulary, marked }),
    },
  }
}

type SearchData = Awaited<ReturnType<typeof loader>>

/** The search on screen (set once it renders): what stays when the next one fails to load. */
let onScreen: SearchData | null = null

/**
 * Search load states: previous hits stay while loading or on error. With JS, a search
 * whose data request fails (network error or a 5xx) keeps the results on screen and says so,
 * instead of the error page; a search that does not exist (404) or a redirect still goes through.
 * Traced in docs/spec-coverage.md, Search.
 */
export async function clientLoader({
  serverLoader,
}: ClientLoaderFunctionArgs): Promise<SearchData & { loadFailed?: boolean }> {
  try {
    return await serverLoader<typeof loader>()
  } catch (error) {
    const answered = error instanceof Response || (isRouteErrorResponse(error) && error.status < 500)
    if (answered || !onScreen) throw error
    return { ...onScreen, loadFailed: true }
  }
}

/** 'Save this search' posts here (docs/spec-coverage.md, Saved searches and alerts). */
export const action = ({ request, context }: ActionFunctionArgs) => saveSearchAction(request, context)

export const headers: HeadersFunction = () => cacheHeaders('revalidate')

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args
  // No data: an error page, whose 404 pageMeta titles as the page's heading says.
  if (!data) return pageMeta(args, { title: 'Something went wrong', noindex: true })
  const noun = data.noun.toLowerCase()
  return pageMeta(args, {
    title: `${data.heading}${data.page > 1 ? ` – page ${data.page}` : ''}`,
    description:
      data.count > 0
        ? // Listed, not 'in stock': the count holds the cars sold in the last few days the page still shows.
          `${data.heading}: browse the ${data.count.toLocaleString('en-AU')} ${countNoun(data.count, noun)} listed.`
        : `${data.heading}: nothing in stock right now.`,
    // Each page of a search is its own canonical URL, built by the search codec, in the default order.
    path: data.indexPath,
    image: data.image ?? undefined,
  })
}

export default function Search() {
  const data = useLoaderData<typeof clientLoader>()
  const navigation = useNavigation()
  const location = useLocation()
  useEffect(() => {
    if (!data.loadFailed) onScreen = data
  }, [data])
  useSearchViewed({ canonical: data.canonical, count: data.count, failed: data.loadFailed === true })
  const watchlist = useWatchlist(data.watchlist)
  const widgets = useMemo(() => fromJsonText(data.widgets), [data.widgets])
  const loading = navigation.state === 'loading' && navigation.location.pathname.startsWith('/search')
  const last = Math.min(data.firstIndex + data.cards.length - 1, data.count)
  return (
    <div className={`${layout.container} ${styles.page} ${data.columns === 4 ? styles.page4 : ''}`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{data.heading}</h1>
        <p className={layout.muted} role="status">
          {data.count === 0
            ? `0 ${data.noun.toLowerCase()}`
            : `Showing ${data.firstIndex.toLocaleString('en-AU')}–${last.toLocaleString('en-AU')} of ${data.shownCount.toLocaleString('en-AU')}${data.count > data.shownCount ? '+' : ''} ${countNoun(data.shownCount, data.noun).toLowerCase()}`}
        </p>
      </div>
      <div className={styles.layout}>
        {/* Focusable: on wide screens the panel scrolls inside the sticky aside, and a keyboard can scroll it (docs/spec-coverage.md, Accessibility). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes focus (axe scrollable-region-focusable) */}
        <aside className={styles.sidebar} aria-label="Filters" tabIndex={0}>
          {/* A new search renders a fresh form (its selects show the new state); a failed one keeps the shopper's choices. */}
          <FilterPanel
            key={data.canonical}
            widgets={widgets}
            state={data.state}
            extraValues={data.extraValues}
            count={data.shownCount}
            noun={data.noun}
            clearHref={data.clearAllHref}
          />
        </aside>
        <section
          className={`${styles.results} ${data.columns === 4 ? styles.results4 : ''}`}
          aria-label="Results"
          aria-busy={loading}
        >
          {data.loadFailed ? (
            <div className={styles.loadError} role="alert">
              <p>We couldn't load the new results. These are the results of your previous search.</p>
              {/* A plain link: the whole page loads again, so a broken connection shows the browser's own message. */}
              <a href={`${location.pathname}${location.search}`} className={layout.button}>
                Try again
              </a>
            </div>
          ) : null}
          <SaveSearch action={data.saveSearch.action} panel={data.saveSearch.panel} one={data.stockOne} />
          {data.chips.length > 0 ? (
            <ul className={styles.chips} aria-label="Active filters">
              {data.chips.map((c) => (
                <li key={`${c.field}-${c.label}`}>
                  <Link to={c.removeHref} className={styles.chip} aria-label={`Remove ${c.label}`}>
                    {c.label} <span aria-hidden="true">×</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <PartnerRegion region="results-banner" html={data.resultsBanner} className={partnerStyles.resultsBanner} />
          {data.cards.length === 0 ? (
            <div className={styles.empty}>
              <h2>No Results Available</h2>
              <p>No results found for your search at this time. Please try adjusting the filters for more results.</p>
              {data.empty ? (
                <Link className={layout.button} to={data.empty.href}>
                  {data.empty.label}
                </Link>
              ) : null}
            </div>
          ) : (
            <ul
              className={`${layout.cardGrid} ${data.columns === 4 ? styles.grid4 : styles.grid3} ${loading ? styles.stale : ''}`}
            >
              {withPromos(data.cards, data.promos).map((item) =>
                item.kind === 'promo' ? (
                  <li key={`promo-${item.position}`} className={styles.promo}>
                    <p className={styles.promoEyebrow}>Special offer</p>
                    <h2 className={styles.promoTitle}>{item.offer.title}</h2>
                    <p>{item.offer.summary}</p>
                    {item.offer.rate ? (
                      <p className={styles.promoNote}>
                        {item.offer.rate.rates}. {item.offer.rate.basis} {item.offer.rate.warning}
                      </p>
                    ) : null}
                    <Link to={`/special-offers#${item.offer.slug}`} className={layout.button}>
                      View offer
                    </Link>
                  </li>
                ) : (
                  <CarCardItem
                    key={pageCardId(item.car)}
                    car={item.car}
                    position={item.position}
                    headingLevel={2}
                    anchored
                    watchlist={(car) => watchlist.button(car.id, car.available)}
                    badge={ownValue(data.badges, pageCardId(item.car)) ?? ''}
                  />
                ),
              )}
            </ul>
          )}
          <Pagination page={data.page} links={data.links} prev={data.prev} next={data.next} link={AppLink} />
        </section>
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteError />
}
