import { listCars } from '@dealer/db'
import type { AppLoadContext } from '@remix-run/node'
import { offerCards } from '~/lib/offer-cards'
import { carCards } from './cards'
import { cardBadges } from './partner-blocks'
import { siteCards, visibleLocations } from './location-sites'
import { dealerReviews } from './reviews'
import { runSearch } from './run-search'
import { siteData } from './site-data'
import { ttlCache } from './ttl-cache'
import { toJsonText } from '~/lib/json-text'

const FEATURED_COUNT = 8

// The home page's data changes with stock, not per shopper: kept for 30 seconds per dealer.
const homeCache = ttlCache<Awaited<ReturnType<typeof loadHome>>>(30_000)

/** Drops a dealer's cached home page data (its stock changed: docs/spec-coverage.md, Stock feeds). */
export function forgetHomePage(tenant: string): void {
  homeCache.forget(tenant)
}

/**
 * The latest arrivals the home page shows: those with photos first, then the rest, so a dealer
 * whose feed's photos are still being fetched (or has none) still shows its cars.
 */
export function featuredCars<C extends { images: readonly unknown[] }>(latest: readonly C[]): C[] {
  const withPhotos = latest.filter((c) => c.images.length > 0)
  return [...withPhotos, ...latest.filter((c) => c.images.length === 0)].slice(0, FEATURED_COUNT)
}

/** The stock page the home page's 'View all' opens. */
const ALL_STOCK = '/search/new-used-and-demo-cars'

/** The home page: latest arrivals (with photos first), browse links, offers, locations and reviews. */
export function homePage(context: AppLoadContext) {
  return homeCache.get(context.tenant.slug, () => loadHome(context))
}

async function loadHome(context: AppLoadContext) {
  const { tenant, services } = context
  const { db } = services.database
  const now = services.now()
  const visibleAt = { now, includeSoldCarsDays: tenant.dealer.include_sold_cars_days }
  const [latest, data, reviews, all] = await Promise.all([
    // Only cars for sale: the featured cards are, and 'N vehicles in stock' counts them, not the
    // sold cars stock visibility still lists for a few days.
    listCars(db, tenant.slug, { visibleAt, availableOnly: true, orderBy: 'latest', limit: 40, offset: 0 }),
    siteData(services, tenant),
    dealerReviews(context, 3),
    // 'View all N' counts what the page it opens says ('Showing 1–21 of N'): the recently sold too.
    runSearch(context, ALL_STOCK, new URLSearchParams()),
  ])
  const featured = featuredCars(latest.cars)
  return {
    dealer: { name: tenant.dealer.name, tagline: tenant.dealer.tagline, phone: tenant.dealer.phone },
    isCaravan: tenant.features.caravans,
    total: latest.total,
    allStock: { href: ALL_STOCK, count: all?.shownCount ?? latest.total },
    cars: carCards(featured, tenant, now),
    // The tenant's card badges (docs/decisions/023-partner-blocks.md).
    badges: cardBadges(tenant, featured),
    carTypes: data.carTypes,
    makes: [...new Set(data.models.map((m) => m.make))],
    bodyTypes: data.bodyTypes.slice(0, 6),
    offers: offerCards(tenant, now),
    // 'Our Locations': one card a site, no maps (docs/spec-coverage.md, Dealer site: locations). As JSON
    // text (~/lib/json-text.ts), made once while the home page is cached: value by value, turbo-stream
    // took about a tenth of a millisecond a page to send a group's seven sites with their hours.
    locations: toJsonText(siteCards(tenant, visibleLocations(tenant), { withMap: false })),
    locationsPerView: tenant.locationDisplay.carouselPerView,
    reviews,
    // The about-us page lists the dealer's latest reviews when it has the reviews block.
    moreReviewsHref:
      reviews && context.services.content.page(tenant, 'about-us')?.blocks.includes('reviews')
        ? '/about-us#reviews'
        : null,
  }
}
