import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { LocationCards } from '~/components/location-cards'
import { locationCard } from '~/lib/location-cards'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/content.css'
import { pageMeta } from '~/lib/page-meta'

const TYPES = [
  { value: 'all', label: 'All' },
  { value: 'sales', label: 'Sales' },
  { value: 'used', label: 'Used' },
  { value: 'service', label: 'Service' },
  { value: 'parts', label: 'Parts' },
] as const
type TypeTab = (typeof TYPES)[number]['value']

/**
 * The locations listing (docs/spec-coverage.md, Pages and navigation): tabs by type, a 'Search
 * locations...' box writing `locationQuery`, and a card per location. Plain GET links and a GET
 * form, so it works without JS.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const query = (url.searchParams.get('locationQuery') ?? '').trim().slice(0, 100)
  const requested = url.searchParams.get('type')
  const type: TypeTab = TYPES.some((t) => t.value === requested) ? (requested as TypeTab) : 'all'
  const visible = context.tenant.locations.filter((l) => l.visible)
  const needle = query.toLowerCase()
  const matches = visible.filter((l) => {
    if (type !== 'all' && l.location_type !== type) return false
    if (!needle) return true
    const a = l.address
    return [l.name, a.street, a.city, a.state, a.postcode].some((v) => v.toLowerCase().includes(needle))
  })
  return {
    dealer: context.tenant.dealer.name,
    query,
    type,
    // Only the tabs that have locations (a used-car dealer has no Parts tab).
    tabs: TYPES.filter((t) => t.value === 'all' || visible.some((l) => l.location_type === t.value)),
    locations: matches.sort((a, b) => a.name.localeCompare(b.name)).map(locationCard),
  }
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: 'Our Locations',
    description: 'Our sales, service and parts locations: addresses, opening hours and phone numbers.',
  })

export default function DealerLocator() {
  const data = useLoaderData<typeof loader>()
  const tabHref = (type: string) => {
    const params = new URLSearchParams()
    if (type !== 'all') params.set('type', type)
    if (data.query) params.set('locationQuery', data.query)
    const qs = params.toString()
    return qs ? `?${qs}` : '.'
  }
  return (
    <section className={`${layout.container} ${layout.section}`}>
      <h1 className={styles.title}>Our Locations</h1>
      <Form method="get" role="search" className={styles.searchRow}>
        {data.type !== 'all' ? <input type="hidden" name="type" value={data.type} /> : null}
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
      <nav aria-label="Location types" className={styles.tabs}>
        {data.tabs.map((t) => (
          <Link
            key={t.value}
            to={tabHref(t.value)}
            aria-current={t.value === data.type ? 'page' : undefined}
            className={styles.tab}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <p role="status" className={layout.muted}>
        {data.locations.length === 1 ? '1 location' : `${data.locations.length} locations`}
        {data.query ? ` matching “${data.query}”` : ''}
      </p>
      {data.locations.length > 0 ? (
        <LocationCards locations={data.locations} headingLevel={2} />
      ) : (
        <p>
          No locations match your search. <Link to=".">Show all locations</Link>
        </p>
      )}
    </section>
  )
}
