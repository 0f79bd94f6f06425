import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { groupBrands } from '@dealer/domain'
import { dealerBrands } from '~/.server/brands'
import { BrandMonogram } from '~/components/brand-logo'
import { pageMeta } from '~/lib/page-meta'
import * as layout from '~/styles/layout.css'
import * as content from '~/styles/content.css'
import * as styles from '~/styles/brands.css'
import { stockNoun } from '~/lib/stock-noun'

/**
 * The brands grid (docs/spec-coverage.md, Dealer site: offers, brands and service): car,
 * motorcycle, truck, caravan and own-brand sections, each brand with a logo the platform draws.
 * A franchise brand leads to its overview page, any other make to its stock.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const brands = await dealerBrands(context)
  return {
    dealer: context.tenant.dealer.name,
    noun: stockNoun(context.tenant.features).many,
    sections: groupBrands(brands),
  }
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: 'Our brands', description: 'The brands we sell and service, and every make in our stock.' })

export default function Brands() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <h1 className={content.title}>Our brands</h1>
      <p className={content.lead}>The brands {data.dealer} represents, and every make in stock today.</p>
      {data.sections.length === 0 ? <p>No brands to show right now.</p> : null}
      {data.sections.map((section) => (
        <section key={section.section} className={styles.sectionBlock} aria-labelledby={`brands-${section.section}`}>
          <h2 id={`brands-${section.section}`} className={styles.sectionHeading}>
            {section.title}
          </h2>
          <ul className={styles.grid}>
            {section.brands.map((b) => (
              <li key={b.slug}>
                <Link to={b.href} className={styles.tile}>
                  <BrandMonogram mark={b.mark} />
                  <h3 className={styles.tileName}>{b.name}</h3>
                  {b.franchise ? (
                    <span className={`${layout.accentLabel} ${styles.badge}`}>Authorised dealer</span>
                  ) : null}
                  <p className={styles.tileMeta}>
                    {b.inStock > 0 ? `${b.inStock.toLocaleString('en-AU')} in stock` : `No ${data.noun} in stock`}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
