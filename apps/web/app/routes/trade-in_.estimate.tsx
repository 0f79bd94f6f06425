import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { NO_ONLINE_ESTIMATE_TEXT } from '@dealer/leads/client'
import { estimateAction, estimateLoader } from '~/.server/trade-in-estimate'
import { useLeadSent } from '~/components/analytics/use-page-events'
import { AcceptOfferForm } from '~/components/trade-in/accept-offer-form-on-demand'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/form.css'
import * as pages from '~/styles/lead-pages.css'
import { leadFormHeaders } from '~/.server/lead-action'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'

export const loader = (args: LoaderFunctionArgs) => estimateLoader(args)
export const action = (args: ActionFunctionArgs) => estimateAction(args)

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction = (args) => pageMeta(args, { title: 'Your estimate', noindex: true })

export default function TradeInEstimate() {
  const data = useLoaderData<typeof loader>()
  // The trade-in lead is stored: event 18 (docs/analytics.md).
  useLeadSent({ id: data.leadId, form: 'trade-in', carId: null })
  const { vehicle, valuation } = data
  const carName =
    vehicle.name ??
    (vehicle.rego ? `rego ${vehicle.rego}${vehicle.regoState ? ` (${vehicle.regoState})` : ''}` : 'your car')
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={styles.card}>
        <h1 className={layout.sectionTitle}>
          {data.interest === 'sell' ? 'Your valuation' : 'Your trade-in estimate'}
        </h1>
        <p>
          Thank you: {data.dealer} has your details and your car, the {carName}
          {vehicle.km ? `, ${vehicle.km}` : ''}.
        </p>
        {data.outcome === 'estimate' && data.range && valuation ? (
          <>
            <p className={pages.estimate} aria-label={`Estimate ${data.range.low} to ${data.range.high}`}>
              {data.range.low} – {data.range.high}
            </p>
            <p className={pages.notice}>
              Where this comes from: the advertised prices of {valuation.comparables} used and demo {vehicle.make}{' '}
              {vehicle.model} cars built{' '}
              {valuation.yearFrom === valuation.yearTo
                ? `in ${valuation.yearFrom}`
                : `${valuation.yearFrom}–${valuation.yearTo}`}{' '}
              in our own stock, each adjusted to your car's year and kilometres; the range is the middle half of them.
              These are retail prices: the offer is confirmed when we inspect your car.
            </p>
            <AcceptOfferForm boot={data.boot} />
            <p>
              <Link to={`/success?lead=${encodeURIComponent(data.leadId)}`}>No thanks, just contact me</Link>
            </p>
          </>
        ) : (
          <>
            <p className={pages.notice}>
              {data.outcome === 'ineligible'
                ? NO_ONLINE_ESTIMATE_TEXT
                : data.outcome === 'too-few'
                  ? `We do not have enough ${vehicle.make} ${vehicle.model} cars of about that age in our stock to estimate its value online. We will value it ourselves and get back to you.`
                  : 'Without its make, model, year and kilometres we cannot estimate your car online. We will value it from its registration and get back to you.'}
            </p>
            <p>
              <Link className={layout.button} to={`/success?lead=${encodeURIComponent(data.leadId)}`}>
                Done
              </Link>
            </p>
          </>
        )}
        <p className={layout.muted}>Questions? Call us on {data.phone}.</p>
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteError />
}
