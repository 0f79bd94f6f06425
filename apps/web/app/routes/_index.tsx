import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { listCars, listReviews, reviewSummary } from '@dealer/db'
import { CAR_TYPE_LABELS, isAvailable, showReviewSummary } from '@dealer/domain'
import { Slot } from '@dealer/theme-contract'
import { carCards } from '~/.server/cards'
import { LocationCards } from '~/components/location-cards'
import { OfferCards } from '~/components/offer-cards'
import { ReviewsSection } from '~/components/reviews-section'
import { locationCards } from '~/lib/location-cards'
import { siteData } from '~/.server/site-data'
import { ttlCache } from '~/.server/ttl-cache'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/home.css'

const FEATURED_COUNT = 8

// The home page's data changes with stock, not per shopper: kept for 30 seconds per dealer.
const homeCache = ttlCache<Awaited<ReturnType<typeof loadHome>>>(30_000)

export function loader({ context }: LoaderFunctionArgs) {
  return homeCache.get(context.tenant.slug, () => loadHome(context))
}

async function loadHome({ tenant, services }: LoaderFunctionArgs['context']) {
  const { db } = services.database
  const now = services.now()
  const visibleAt = { now, includeSoldCarsDays: tenant.dealer.include_sold_cars_days }
  const [latest, data, summary, reviews] = await Promise.all([
    listCars(db, tenant.slug, { visibleAt, orderBy: 'latest', limit: 40, offset: 0 }),
    siteData(services, tenant),
    tenant.features.reviews ? reviewSummary(db, tenant.slug) : null,
    tenant.features.reviews ? listReviews(db, tenant.slug, { limit: 3 }) : [],
  ])
  const featured = latest.cars.filter((c) => isAvailable(c) && c.images.length > 0).slice(0, FEATURED_COUNT)
  return {
    dealer: { name: tenant.dealer.name, tagline: tenant.dealer.tagline, phone: tenant.dealer.phone },
    isCaravan: tenant.features.caravans,
    total: latest.total,
    cars: carCards(featured, tenant, now),
    carTypes: data.carTypes,
    makes: [...new Set(data.models.map((m) => m.make))],
    bodyTypes: data.bodyTypes.slice(0, 6),
    offers: tenant.offers,
    locations: locationCards(tenant),
    reviews: summary && summary.count > 0 && showReviewSummary(summary) ? { ...summary, items: reviews } : null,
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.dealer.name} | ${data.isCaravan ? 'New and used caravans' : 'New, demo and used cars'}` },
        {
          name: 'description',
          content: data.dealer.tagline || `Browse ${data.total} vehicles at ${data.dealer.name}.`,
        },
      ]
    : []

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

      <section className={layout.section} aria-labelledby="featured-title">
        <div className={layout.container}>
          <div className={layout.sectionHead}>
            <h2 id="featured-title" className={layout.sectionTitle}>
              Latest arrivals
            </h2>
            <Link className={layout.sectionLink} to="/search/new-used-and-demo-cars">
              View all {data.total.toLocaleString('en-AU')} {noun}
            </Link>
          </div>
          <ul className={`${layout.cardGrid} ${layout.cardGrid4}`}>
            {data.cars.map((car, i) => (
              <li key={car.id}>
                <Slot name="CarCard" car={car} position={i + 1} headingLevel={3} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      {data.offers.length > 0 ? (
        <section className={layout.sectionMuted} aria-labelledby="offers-title">
          <div className={layout.container}>
            <div className={layout.sectionHead}>
              <h2 id="offers-title" className={layout.sectionTitle}>
                Special offers
              </h2>
              <Link className={layout.sectionLink} to="/special-offers">
                All offers
              </Link>
            </div>
            <OfferCards offers={data.offers} />
          </div>
        </section>
      ) : null}

      <section className={layout.section} aria-labelledby="locations-title">
        <div className={layout.container}>
          <div className={layout.sectionHead}>
            <h2 id="locations-title" className={layout.sectionTitle}>
              Our Locations
            </h2>
          </div>
          <LocationCards locations={data.locations} />
        </div>
      </section>

      {data.reviews ? <ReviewsSection reviews={data.reviews} /> : null}
    </>
  )
}
