import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { requireSameOrigin } from '~/.server/lead-guard'
import * as layout from '~/styles/layout.css'
import { fieldStyles } from '@dealer/ui/fields'
import * as formStyles from '~/styles/form.css'
import { pageMeta } from '~/lib/page-meta'

/*
 * The unsubscribe link of every alert email (ADR 014). It works without signing in: the token
 * in the URL is signed for one address on this dealer's site. A GET only shows what will
 * happen (mail scanners follow links); the button POSTs, and the page then says it is done.
 */

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tenant, services } = context
  const token = new URL(request.url).searchParams.get('token')
  const target = services.accounts.alerts.savedSearches.unsubscribeTarget(tenant.slug, token)
  const dealer = tenant.dealer.name
  if (!target) throw Response.json({ dealer }, { status: 400 })
  const done = await services.accounts.alerts.savedSearches.isUnsubscribed(tenant.slug, target.email)
  return { dealer, masked: target.masked, done }
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const { tenant, services } = context
  const url = new URL(request.url)
  const result = await services.accounts.alerts.savedSearches.unsubscribe(
    tenant.slug,
    url.searchParams.get('token'),
    services.now(),
  )
  if (!result.ok) throw Response.json({ dealer: tenant.dealer.name }, { status: 400 })
  return redirect(`${url.pathname}${url.search}`)
}

export function headers() {
  // The token is in the URL: keep the page out of shared caches. The site-wide Referrer-Policy
  // already drops the query for other sites; 'no-referrer' here would make browsers send
  // 'Origin: null' with the form, which the same-origin check refuses.
  return { 'Cache-Control': 'private, no-store' }
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: 'Unsubscribe', noindex: true })

export default function Unsubscribe() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={formStyles.card}>
        {data.done ? (
          <>
            <h1 className={layout.sectionTitle}>You are unsubscribed</h1>
            <p role="status">
              {data.dealer} will send no more alert emails to {data.masked}: no new-car alerts for your saved searches
              and no price-drop alerts for your watchlist.
            </p>
            <p className={fieldStyles.hint}>
              Saving a search again with this address turns its alerts back on.{' '}
              <Link to="/saved-searches">Your saved searches</Link>
            </p>
          </>
        ) : (
          <>
            <h1 className={layout.sectionTitle}>Stop alert emails?</h1>
            <p>
              {data.dealer} will stop sending new-car and price-drop alerts to {data.masked}. You do not need to sign
              in.
            </p>
            <Form method="post" className={formStyles.form}>
              <div className={formStyles.actions}>
                <button type="submit" className={layout.button}>
                  Unsubscribe
                </button>
              </div>
            </Form>
          </>
        )}
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={formStyles.card}>
        <h1 className={layout.sectionTitle}>This unsubscribe link is not valid</h1>
        <p>
          It may have been cut short or changed. Use the link in your latest alert email, or sign in to manage your
          saved searches. <Link to="/saved-searches">Your saved searches</Link>
        </p>
      </div>
    </div>
  )
}
