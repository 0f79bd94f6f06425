import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { dealerLocator } from '~/.server/dealer-locator'
import { SiteCards } from '~/components/location-cards'
import { pageMeta } from '~/lib/page-meta'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/content.css'
import * as locator from '~/styles/locations.css'

/**
 * The locations listing (docs/spec-coverage.md, Dealer site: locations): tabs by type, a 'Search
 * locations...' box writing `locationQuery`, a postcode putting the nearest site first, and a card
 * per site. Plain GET links and forms, so it works without JS.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  return { dealer: context.tenant.dealer.name, ...dealerLocator(context.tenant, new URL(request.url)) }
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: 'Our Locations',
    description: 'Our sales, service and parts locations: addresses, opening hours and phone numbers.',
  })

export default function DealerLocator() {
  const data = useLoaderData<typeof loader>()
  const href = (changes: Record<string, string>) => {
    const params = new URLSearchParams()
    const values = { type: data.type, locationQuery: data.query, postcode: data.postcode, ...changes }
    if (values.type !== 'all') params.set('type', values.type)
    if (values.locationQuery) params.set('locationQuery', values.locationQuery)
    if (values.postcode && !data.postcodeError) params.set('postcode', values.postcode)
    const qs = params.toString()
    return qs ? `?${qs}` : '.'
  }
  const keep = (names: ('type' | 'locationQuery' | 'postcode')[]) =>
    names.map((n) => {
      const value =
        n === 'type' ? (data.type === 'all' ? '' : data.type) : n === 'postcode' ? data.postcode : data.query
      return value && !(n === 'postcode' && data.postcodeError) ? (
        <input key={n} type="hidden" name={n} value={value} />
      ) : null
    })
  return (
    <section className={`${layout.container} ${layout.section}`}>
      <h1 className={styles.title}>Our Locations</h1>
      <div className={locator.finders}>
        <Form method="get" role="search" className={styles.searchRow} aria-label="Search locations">
          {keep(['type', 'postcode'])}
          <label className={styles.srOnly} htmlFor="locationQuery">
            Search locations
          </label>
          <input
            id="locationQuery"
            name="locationQuery"
            type="search"
            defaultValue={data.query}
            placeholder="Search locations..."
            maxLength={100}
            className={styles.searchInput}
          />
          <button type="submit" className={layout.button}>
            Search
          </button>
        </Form>
        <Form method="get" className={locator.postcodeForm} aria-label="Find the nearest location">
          {keep(['type', 'locationQuery'])}
          <label htmlFor="postcode" className={locator.postcodeLabel}>
            Nearest to postcode
          </label>
          <div className={styles.searchRow}>
            <input
              id="postcode"
              name="postcode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              pattern="\d{4}"
              defaultValue={data.postcode}
              className={styles.searchInput}
              aria-invalid={data.postcodeError ? true : undefined}
              aria-describedby={data.postcodeError ? 'postcode-error' : undefined}
            />
            <button type="submit" className={layout.buttonGhost}>
              Find nearest
            </button>
          </div>
          {data.postcodeError ? (
            <p id="postcode-error" className={locator.fieldError} role="alert">
              {data.postcodeError}
            </p>
          ) : null}
        </Form>
      </div>
      <nav aria-label="Location types" className={styles.tabs}>
        {data.tabs.map((t) => (
          <Link
            key={t.value}
            to={href({ type: t.value })}
            aria-current={t.value === data.type ? 'page' : undefined}
            className={styles.tab}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <p role="status" className={layout.muted}>
        {data.count === 1 ? '1 location' : `${data.count} locations`}
        {data.query ? ` matching “${data.query}”` : ''}
        {data.near ? `, nearest to ${data.near} first` : ''}
      </p>
      {data.sites.length > 0 ? (
        <SiteCards sites={data.sites} />
      ) : (
        <p>
          No locations match your search. <Link to=".">Show all locations</Link>
        </p>
      )}
    </section>
  )
}
