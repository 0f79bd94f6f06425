import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { SAVED_SEARCH_TEXT } from '@dealer/accounts/client'
import { requireSameOrigin } from '~/.server/lead-guard'
import { requireShopper } from '~/.server/shopper'
import * as layout from '~/styles/layout.css'
import { fieldStyles } from '@dealer/ui/fields'
import * as styles from '~/styles/saved-searches.css'
import { pageMeta } from '~/lib/page-meta'
import { formFields } from '~/lib/requests'
import { stockNoun } from '~/lib/stock-noun'

/*
 * A shopper's saved searches: each links to its search, names the address its alerts go to, and
 * has a Delete button. Always behind sign-in. (The garage page, when it lands, may list them
 * too; this page stays the place the alert emails link to.)
 */

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await requireShopper(request, context, 'my-garage')
  const { tenant, services } = context
  const { savedSearches } = services.accounts.alerts
  const [list, priceDropAddress] = await Promise.all([
    savedSearches.list(tenant.slug, shopper.phone),
    savedSearches.priceDropAddress(tenant.slug, shopper.phone),
  ])
  const url = new URL(request.url)
  const justSaved = list.find((s) => s.id === url.searchParams.get('created'))
  const justUpdated = list.find((s) => s.id === url.searchParams.get('updated'))
  const noun = stockNoun(tenant.features)
  return {
    dealer: tenant.dealer.name,
    noun,
    searches: list.map((s) => ({
      id: s.id,
      name: s.name,
      href: s.searchUrl,
      email: s.email,
      alertsOn: s.alertsStoppedAt === null,
    })),
    limit: savedSearches.limit,
    priceDropAddress,
    message: justSaved
      ? SAVED_SEARCH_TEXT.saved(justSaved.name, noun.one)
      : justUpdated
        ? SAVED_SEARCH_TEXT.updated(justUpdated.name)
        : url.searchParams.has('deleted')
          ? SAVED_SEARCH_TEXT.deleted
          : null,
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const shopper = await requireShopper(request, context, 'my-garage')
  const form = await formFields(request)
  const id = form.get('id')
  const { tenant, services } = context
  const { savedSearches } = services.accounts.alerts
  const search =
    typeof id === 'string' ? (await savedSearches.list(tenant.slug, shopper.phone)).find((s) => s.id === id) : undefined
  // Someone else's id, or one already deleted (a second click): nothing to do, same page.
  if (!search || !(await savedSearches.remove(tenant.slug, shopper.phone, search.id))) {
    return redirect('/saved-searches')
  }
  return redirect('/saved-searches?deleted=1')
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: 'Saved searches', noindex: true })

export default function SavedSearches() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <h1 className={layout.sectionTitle}>Saved searches</h1>
      {data.message ? (
        <p role="status" className={styles.confirm}>
          {data.message}
        </p>
      ) : null}
      {data.searches.length === 0 ? (
        <p>
          You have no saved searches. Search for {data.noun.many} and press ‘{SAVED_SEARCH_TEXT.button}’ to get an email
          when a new {data.noun.one} matches. <Link to="/search/new-used-and-demo-cars">Search {data.noun.many}</Link>
        </p>
      ) : (
        <ul className={styles.list} aria-label="Your saved searches">
          {data.searches.map((s) => (
            <li key={s.id} className={styles.item}>
              <div>
                <Link to={s.href} className={styles.itemName}>
                  {s.name}
                </Link>
                <p className={styles.itemMeta}>
                  {s.alertsOn ? `Alerts to ${s.email}` : `Alerts stopped (${s.email} unsubscribed)`}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="id" value={s.id} />
                <button type="submit" className={layout.buttonGhost} aria-label={`Delete ${s.name}`}>
                  Delete
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <p className={fieldStyles.hint}>
        {data.searches.length >= data.limit
          ? SAVED_SEARCH_TEXT.limit(data.limit)
          : `You can keep up to ${data.limit} saved searches.`}
      </p>
      <p className={fieldStyles.hint}>
        {data.priceDropAddress
          ? `Price drops on ${data.noun.many} in your watchlist are emailed to ${data.priceDropAddress}.`
          : `We have no email address for you, so price drops on ${data.noun.many} in your watchlist are not emailed. Save a search with your email address to get them.`}
      </p>
    </div>
  )
}
