import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { allCars } from '@dealer/db'
import { CAR_TYPES, isVisible } from '@dealer/domain'
import { Slot } from '@dealer/theme-contract'
import { carCards } from '~/.server/cards'
import { slugify } from '~/lib/slug'
import { parsePage, parseStockPath } from '~/lib/stock-path'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/search.css'

/** Spec §9: default page size 21 hits. */
const PAGE_SIZE = 21

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { tenant, services } = context
  const parsed = parseStockPath(params['*'] ?? '')
  if (!parsed) throw new Response(null, { status: 404 })
  const url = new URL(request.url)
  const page = parsePage(url.searchParams.get('page'))
  const query = (url.searchParams.get('query') ?? '').slice(0, 100).trim().toLowerCase()
  const body = url.searchParams.get('body')?.slice(0, 60) ?? null
  const now = services.now()
  const cars = (await allCars(services.database.db, tenant.slug)).filter((c) =>
    isVisible(c, now, tenant.dealer.include_sold_cars_days),
  )
  let matches = cars
  let heading: string
  if (parsed.kind === 'types') {
    matches = matches.filter((c) => parsed.carTypes.includes(c.car_type))
    heading = `${parsed.carTypes.map((t) => t[0]!.toUpperCase() + t.slice(1)).join(', ')} ${tenant.features.caravans ? 'caravans' : 'cars'}`
  } else {
    matches = matches.filter((c) => slugify(c.make) === parsed.make && (!parsed.model || slugify(c.model) === parsed.model))
    const sample = matches[0]
    if (!sample) throw new Response(null, { status: 404 })
    heading = parsed.model ? `${sample.make} ${sample.model}` : sample.make
  }
  if (body) matches = matches.filter((c) => c.simple_body === body)
  if (query) matches = matches.filter((c) => `${c.year} ${c.make} ${c.model} ${c.badge ?? ''} ${c.series ?? ''}`.toLowerCase().includes(query))
  matches.sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || CAR_TYPES.indexOf(a.car_type) - CAR_TYPES.indexOf(b.car_type),
  )
  const pages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE))
  const slice = matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  const pageHref = (p: number) => {
    const next = new URLSearchParams(url.searchParams)
    if (p <= 1) next.delete('page')
    else next.set('page', String(p))
    const qs = next.toString()
    return `${url.pathname}${qs ? `?${qs}` : ''}`
  }
  return {
    heading,
    count: matches.length,
    page,
    pages,
    cards: carCards(slice, tenant, now),
    columns: tenant.features.searchColumns,
    prev: page > 1 ? pageHref(page - 1) : null,
    next: page < pages ? pageHref(page + 1) : null,
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.heading} for sale${data.page > 1 ? ` – page ${data.page}` : ''}` : 'Search' },
]

export default function Search() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={layout.sectionHead}>
        <h1 className={layout.sectionTitle}>{data.heading}</h1>
        <p className={layout.muted}>
          {data.count.toLocaleString('en-AU')} results{data.pages > 1 ? ` · page ${data.page} of ${data.pages}` : ''}
        </p>
      </div>
      {data.cards.length === 0 ? (
        <div className={styles.empty}>
          <h2>No Results Available</h2>
          <p>No results found for your search at this time. Please try adjusting the filters for more results.</p>
          <Link className={layout.button} to="/special-offers">
            Clear Filters
          </Link>
        </div>
      ) : (
        <ul className={`${layout.cardGrid} ${data.columns === 4 ? layout.cardGrid4 : layout.cardGrid3}`}>
          {data.cards.map((car, i) => (
            <li key={car.id}>
              <Slot name="CarCard" car={car} position={i + 1} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {data.pages > 1 ? (
        <nav aria-label="Pages" className={styles.pager}>
          {data.prev ? (
            <Link className={layout.buttonGhost} to={data.prev} rel="prev">
              Previous
            </Link>
          ) : null}
          <span>
            Page {data.page} of {data.pages}
          </span>
          {data.next ? (
            <Link className={layout.buttonGhost} to={data.next} rel="next">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
