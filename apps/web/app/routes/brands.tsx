import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/content.css'
import { pageMeta } from '~/lib/page-meta'

/**
 * The brands grid (docs/spec-coverage.md, Pages and navigation): every make in the dealer's stock,
 * each linking to its search page. Our stock holds cars only (caravans are sold by body type), so
 * there is one section; makes the dealer is a franchise for come first. Logos are monograms: no
 * maker's artwork is shipped.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { tenant, services } = context
  const vocabulary = await services.search.vocabulary(tenant)
  const franchise = new Set(
    [tenant.dealer.manufacturer, ...tenant.dealer.manufacturers].filter(Boolean).map((m) => m!.toLowerCase()),
  )
  const makes = vocabulary.makes
    .map((m) => ({
      slug: m.slug,
      label: m.label,
      models: m.models.length,
      franchise: franchise.has(m.label.toLowerCase()),
    }))
    .sort((a, b) => Number(b.franchise) - Number(a.franchise) || a.label.localeCompare(b.label))
  return { dealer: tenant.dealer.name, makes }
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: 'Brands', description: 'Every make in our stock, each with its cars for sale.' })

const monogram = (label: string) =>
  label
    .split(/[\s-]+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase()

export default function Brands() {
  const data = useLoaderData<typeof loader>()
  return (
    <section className={`${layout.container} ${layout.section}`}>
      <h1 className={styles.title}>Brands</h1>
      <p className={styles.lead}>The makes in stock at {data.dealer} today.</p>
      <ul className={styles.tileGrid}>
        {data.makes.map((m) => (
          <li key={m.slug}>
            <Link to={`/search/${m.slug}`} className={styles.tile}>
              <span aria-hidden="true" className={styles.monogram}>
                {monogram(m.label)}
              </span>
              <h2 className={styles.tileTitle}>{m.label}</h2>
              <span className={layout.muted}>
                {m.franchise ? 'Authorised dealer · ' : ''}
                {m.models === 1 ? '1 model' : `${m.models} models`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
