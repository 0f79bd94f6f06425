import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { leadAction, leadFormBoot, leadFormHeaders } from '~/.server/lead-action'
import { marketingOptions } from '~/.server/lead-forms'
import { MarketingForm } from '~/components/lead-form/marketing-form-on-demand'
import { OfferCards } from '~/components/offer-cards'
import * as layout from '~/styles/layout.css'
import * as home from '~/styles/home.css'
import * as styles from '~/styles/form.css'
import { RouteError } from '~/components/route-error'
import { offerCards } from '~/lib/offer-cards'
import { pageMeta } from '~/lib/page-meta'

/** The campaign every lead of this page is marked with (the marketing form's hidden field). */
const CAMPAIGN = 'EOFY Sale'

// A marketing page with the marketing lead form (docs/spec-coverage.md, Lead forms).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tenant, services } = context
  return {
    dealer: tenant.dealer.name,
    offers: offerCards(tenant, services.now()),
    options: marketingOptions(tenant),
    boot: await leadFormBoot(request, context),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return leadAction(request, context, {
    form: 'marketing',
    formOptions: marketingOptions(context.tenant),
    serverValues: { campaign: CAMPAIGN },
  })
}

/** The page carries a lead form with its own idempotency key: never shared from the page cache. */
export const headers = leadFormHeaders

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: CAMPAIGN, description: 'End of financial year deals: register to hear first.' })

export default function Eofy() {
  const { dealer, offers, options, boot } = useLoaderData<typeof loader>()
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={layout.sectionHead}>
        <h1 className={layout.sectionTitle}>End of Financial Year Sale</h1>
      </div>
      <div className={styles.split}>
        <section aria-labelledby="eofy-deals">
          <p>
            Buying for your business? The end of the financial year is the time to do it. Register with {dealer} and we
            will send you our EOFY prices first, before they are advertised.
          </p>
          <h2 id="eofy-deals">{offers.length > 0 ? 'On offer now' : 'Our range'}</h2>
          {offers.length > 0 ? (
            <OfferCards offers={offers} />
          ) : (
            <p>
              Every car in stock is ready to view now. <Link to="/search/new-used-and-demo-cars">Browse all stock</Link>
            </p>
          )}
        </section>
        <section className={styles.sideCard} aria-labelledby="eofy-register">
          <h2 id="eofy-register" className={home.locationName}>
            Register your interest
          </h2>
          <MarketingForm options={options} boot={boot} campaign={CAMPAIGN} />
        </section>
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteError />
}
