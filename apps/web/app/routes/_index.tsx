import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { stockPhrase } from '@dealer/domain'
import { homeDealerJsonLd } from '~/.server/dealer-structured-data'
import { homePage } from '~/.server/home-page'
import { siteOrigin } from '~/.server/site-origin'
import { carCards } from '~/.server/cards'
import { cardBadges } from '~/.server/partner-blocks'
import { visibleCars } from '~/.server/shopper-lists'
import { salesCounterNow } from '~/.server/sales-counter'
import { readViewedIds } from '~/.server/visitor-cookies'
import { CarCardList } from '~/components/car-card-list'
import { pageCards } from '~/.server/page-cards'
import { HomeHero } from '~/components/home-hero'
import { LocationCarousel, ReviewsSection, SalesCounterBanner } from '~/components/home-on-demand'
import { OfferCards } from '~/components/offer-cards'
import { PageSection } from '~/components/page-section'
import { heroProps } from '~/lib/hero-props'
import { fromJsonText } from '~/lib/json-text'
import { viewAllLabel } from '~/lib/search-view'
import { pageMeta } from '~/lib/page-meta'
import { JSON_LD_KEPT, withServerOnly } from '~/lib/server-only-data'
import * as layout from '~/styles/layout.css'

export async function loader({ context, request }: LoaderFunctionArgs) {
  // The shared part is cached; 'Recently viewed' is the visitor's own (a request with cookies
  // never comes from the shared page cache).
  // The sales counter is read on each request (not kept with the home page): it moves with the clock.
  const [home, viewed, salesCounter] = await Promise.all([
    homePage(context),
    readViewedIds(request).then((ids) => visibleCars(context, ids.slice(0, 4))),
    salesCounterNow(context),
  ])
  // The dealer's JSON-LD is for the document's head only: 13.7 KB the hydration data need not carry
  // again (a client-side navigation's data carries it).
  return withServerOnly(
    context,
    {
      ...home,
      // In a document, as HTML only (docs/decisions/026-cards-as-html.md): these lists have no save buttons.
      cars: pageCards(context, home.cars),
      /** The first featured car's photo, for the page's share preview. */
      image: home.cars[0]?.image?.src ?? null,
      salesCounter,
      recentlyViewed: pageCards(context, carCards(viewed, context.tenant, context.services.now())),
      recentlyViewedBadges: cardBadges(context.tenant, viewed),
      heroImage: context.tenant.hero.image,
    },
    { jsonLd: homeDealerJsonLd(context.tenant, siteOrigin(context.tenant, request)) },
  )
}

/**
 * The title and description name only the car types in the dealer's visible stock: a used-only
 * yard never claims new or demo cars (docs/spec-coverage.md, Search engines).
 */
export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args
  if (!data) return pageMeta(args, { title: 'Home' })
  const noun = data.isCaravan ? 'caravans' : 'cars'
  const stock = stockPhrase(data.carTypes, noun)
  return pageMeta(args, {
    title: `${data.dealer.name} | ${stock ?? `${noun[0]!.toUpperCase()}${noun.slice(1)} for sale`}`,
    description:
      data.dealer.tagline ||
      `Browse ${data.total.toLocaleString('en-AU')} ${stock ? stock.toLowerCase() : noun} at ${data.dealer.name}.`,
    path: '/',
    image: data.image ?? undefined,
    jsonLd: data.jsonLd ?? JSON_LD_KEPT,
  })
}

export default function Home() {
  const data = useLoaderData<typeof loader>()
  const locations = useMemo(() => fromJsonText(data.locations), [data.locations])
  const noun = data.isCaravan ? 'caravans' : 'cars'
  return (
    <>
      <HomeHero {...heroProps(data)} />

      {data.salesCounter ? <SalesCounterBanner figure={data.salesCounter} /> : null}

      {data.recentlyViewed.length > 0 ? (
        <PageSection id="recent" title="Recently viewed">
          <CarCardList
            cars={data.recentlyViewed}
            badges={data.recentlyViewedBadges}
            className={`${layout.cardGrid} ${layout.cardGrid4}`}
          />
        </PageSection>
      ) : null}

      {/* A dealer with no stock yet (before its first feed) shows no empty section. */}
      {data.total > 0 ? (
        <PageSection
          id="featured"
          title="Latest arrivals"
          action={
            <Link className={layout.sectionLink} to={data.allStock.href}>
              {viewAllLabel(data.allStock.count, noun)}
            </Link>
          }
        >
          <CarCardList cars={data.cars} badges={data.badges} className={`${layout.cardGrid} ${layout.cardGrid4}`} />
        </PageSection>
      ) : null}

      {data.offers.length > 0 ? (
        <PageSection
          id="offers"
          title="Special offers"
          muted
          action={
            <Link className={layout.sectionLink} to="/special-offers">
              All offers
            </Link>
          }
        >
          <OfferCards offers={data.offers} />
        </PageSection>
      ) : null}

      <PageSection
        id="locations"
        title="Our Locations"
        action={
          <Link className={layout.sectionLink} to="/dealer-locator">
            All locations
          </Link>
        }
      >
        <LocationCarousel sites={locations} perView={data.locationsPerView} />
      </PageSection>

      {data.reviews ? <ReviewsSection reviews={data.reviews} moreHref={data.moreReviewsHref} /> : null}
    </>
  )
}
