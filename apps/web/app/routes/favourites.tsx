import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { carCards } from '~/.server/cards'
import { visibleCars } from '~/.server/shopper-lists'
import { readFavouriteIds } from '~/.server/visitor-cookies'
import { CarCardList } from '~/components/car-card-list'
import * as layout from '~/styles/layout.css'
import { pageMeta } from '~/lib/page-meta'
import { stockNoun } from '~/lib/stock-noun'

/**
 * The visitor's favourite cars (the Favourite toggle on car pages keeps them in a cookie, and in
 * local storage with JavaScript). Cars sold long enough ago to be hidden drop off the list.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tenant, services } = context
  if (!tenant.features.favourites) throw new Response(null, { status: 404 })
  const cars = await visibleCars(context, await readFavouriteIds(request))
  return { dealer: tenant.dealer.name, noun: stockNoun(tenant.features), cars: carCards(cars, tenant, services.now()) }
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: 'Favourites', noindex: true })

export default function Favourites() {
  const { cars, noun } = useLoaderData<typeof loader>()
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={layout.sectionHead}>
        <h1 className={layout.sectionTitle}>Your favourites</h1>
        {cars.length > 1 ? (
          <Link
            className={layout.sectionLink}
            to={`/compare?cars=${cars
              .slice(0, 4)
              .map((c) => c.id)
              .join(',')}`}
          >
            Compare {Math.min(cars.length, 4)} of these
          </Link>
        ) : null}
      </div>
      {cars.length === 0 ? (
        <p>
          No favourites yet. Tap Favourite on a {noun.one}&rsquo;s page to keep it here.{' '}
          <Link to="/search/new-used-and-demo-cars">Browse stock</Link>
        </p>
      ) : (
        <CarCardList cars={cars} className={`${layout.cardGrid}`} headingLevel={2} />
      )}
    </div>
  )
}
