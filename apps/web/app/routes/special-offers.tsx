import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { formatDate } from '@dealer/domain'
import { OfferCards } from '~/components/offer-cards'
import * as layout from '~/styles/layout.css'
import * as home from '~/styles/home.css'
import { pageMeta } from '~/lib/page-meta'

export function loader({ context }: LoaderFunctionArgs) {
  const { tenant } = context
  return {
    dealer: tenant.dealer.name,
    offers: tenant.offers.map((o) => ({ ...o, expires: o.expires ? formatDate(o.expires) : null })),
  }
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: 'Special offers' })

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
