import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { OfferCards } from '~/components/offer-cards'
import * as layout from '~/styles/layout.css'
import * as home from '~/styles/home.css'
import { offerCards } from '~/lib/offer-cards'
import { pageMeta } from '~/lib/page-meta'

/** The dealer's running offers (docs/spec-coverage.md, Dealer site: offers, brands and service). */
export function loader({ context }: LoaderFunctionArgs) {
  const { tenant, services } = context
  return { dealer: tenant.dealer.name, offers: offerCards(tenant, services.now()) }
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, {
    title: 'Special offers',
    description: (dealer) =>
      data?.offers.length
        ? `Special offers at ${dealer}: ${data.offers.map((o) => o.title).join('; ')}.`
        : `${dealer} has no special offers right now; browse all stock.`,
  })

export default function SpecialOffers() {
  const { offers } = useLoaderData<typeof loader>()
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={layout.sectionHead}>
        <h1 className={layout.sectionTitle}>Special offers</h1>
      </div>
      {offers.length === 0 ? (
        <div className={home.offer}>
          <h2>No offers right now</h2>
          <p>There are no special offers at the moment, but our whole range is ready to view.</p>
          <Link className={layout.button} to="/search/new-used-and-demo-cars">
            Browse all stock
          </Link>
        </div>
      ) : (
        <OfferCards offers={offers} heading="h2" anchors />
      )}
    </div>
  )
}
