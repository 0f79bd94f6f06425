import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { CAR_TYPE_LABELS, stockPhrase } from '@dealer/domain'
import { homeDealerJsonLd } from '~/.server/dealer-structured-data'
import { homePage } from '~/.server/home-page'
import { siteOrigin } from '~/.server/site-origin'
import { carCards } from '~/.server/cards'
import { visibleCars } from '~/.server/shopper-lists'
import { salesCounterNow } from '~/.server/sales-counter'
import { readViewedIds } from '~/.server/visitor-cookies'
import { CarCardList } from '~/components/car-card-list'
import { LocationCarousel } from '~/components/location-carousel'
import { OfferCards } from '~/components/offer-cards'
import { PageSection } from '~/components/page-section'
import { ReviewsSection } from '~/components/reviews-section'
import { SalesCounterBanner } from '~/components/sales-counter-banner'
import { pageMeta } from '~/lib/page-meta'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/home.css'

export async function loader({ context, request }: LoaderFunctionArgs) {
  // The shared part is cached; 'Recently viewed' is the visitor's own (a request with cookies
  // never comes from the shared page cache).
  // The sales counter is read on each request (not kept with the home page): it moves with the clock.
  const [home, viewed, salesCounter] = await Promise.all([
    homePage(context),
    readViewedIds(request).then((ids) => visibleCars(context, ids.slice(0, 4))),
    salesCounterNow(context),
  ])
  return {
    ...home,
    salesCounter,
    recentlyViewed: carCards(viewed, context.tenant, context.services.now()),
    jsonLd: homeDealerJsonLd(context.tenant, siteOrigin(context.tenant, request)),
  }
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
    image: data.cars[0]?.image?.src,
    jsonLd: data.jsonLd,
  })
}

export default function Home() {
  const data = useLoaderData<typeof loader>()
  const noun = data.isCaravan ? 'caravans' : 'cars'
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`${layout.container} ${styles.heroInner}`}>
          <p className={styles.eyebrow}>
            {data.total.toLocaleString('en-AU')} {data.isCaravan ? 'caravans' : 'vehicles'} in stock
          </p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {data.dealer.tagline || `Find your next car at ${data.dealer.name}`}
          </h1>
          <form method="get" action="/search/new-used-and-demo-cars" className={styles.heroSearch} role="search">
            <label className={styles.srOnly} htmlFor="hero-q">
              Search {noun}
            </label>
            <input
              id="hero-q"
              name="query"
              type="search"
              className={styles.heroInput}
              placeholder={data.isCaravan ? 'Search make, model or layout' : 'Search make, model or keyword'}
              maxLength={100}
            />
            <button type="submit" className={styles.heroButton}>
              Search
            </button>
          </form>
          <ul className={styles.quickLinks} aria-label="Browse stock">
            {data.carTypes.map((t) => (
              <li key={t}>
                <Link className={styles.quickLink} to={`/search/${t}-cars`}>
                  {CAR_TYPE_LABELS[t]} {noun}
                </Link>
              </li>
            ))}
            {data.bodyTypes.map((b) => (
              <li key={b}>
                <Link className={styles.quickLink} to={`/search/new-used-and-demo-cars?body=${encodeURIComponent(b)}`}>
                  {b}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {data.salesCounter ? <SalesCounterBanner figure={data.salesCounter} /> : null}

      {data.recentlyViewed.length > 0 ? (
        <PageSection id="recent" title="Recently viewed">
          <CarCardList cars={data.recentlyViewed} className={`${layout.cardGrid} ${layout.cardGrid4}`} />
        </PageSection>
      ) : null}

      <PageSection
        id="featured"
        title="Latest arrivals"
        action={
          <Link className={layout.sectionLink} to="/search/new-used-and-demo-cars">
            View all {data.total.toLocaleString('en-AU')} {noun}
          </Link>
        }
      >
        <CarCardList cars={data.cars} className={`${layout.cardGrid} ${layout.cardGrid4}`} />
      </PageSection>

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
        <LocationCarousel sites={data.locations} perView={data.locationsPerView} />
      </PageSection>

      {data.reviews ? <ReviewsSection reviews={data.reviews} moreHref={data.moreReviewsHref} /> : null}
    </>
  )
}
