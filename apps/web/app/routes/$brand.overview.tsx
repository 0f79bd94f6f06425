import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { imageUrl, srcSet } from '@dealer/ui'
import { brandOverview } from '~/.server/brands'
import { BrandWordmark } from '~/components/brand-logo'
import { SiteCards } from '~/components/location-cards'
import { OfferCards } from '~/components/offer-cards'
import { PageSection } from '~/components/page-section'
import { RouteError } from '~/components/route-error'
import { pageMeta } from '~/lib/page-meta'
import * as layout from '~/styles/layout.css'
import * as content from '~/styles/content.css'
import * as styles from '~/styles/brands.css'

/**
 * /{brand}/overview for each of the dealer's franchise brands (docs/spec-coverage.md, Dealer site:
 * offers, brands and service): the brand's models, its stock, its running offers and where to book
 * its service. Any other brand is the dealer's 404.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.brand ?? ''
  const overview = /^[a-z0-9-]{1,60}$/.test(slug) ? await brandOverview(context, slug) : null
  if (!overview) throw new Response(null, { status: 404 })
  return overview
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args
  if (!data) return pageMeta(args, { title: 'Page not found', noindex: true })
  return pageMeta(args, {
    title: `${data.name} at ${data.dealer}`,
    description: `${data.name} models, stock, offers and service at ${data.dealer}.`,
    path: `/${data.slug}/overview`,
  })
}

export default function BrandOverview() {
  const data = useLoaderData<typeof loader>()
  const { noun } = data
  return (
    <>
      <section className={styles.hero} aria-labelledby="brand-title">
        <div className={layout.container}>
          <nav aria-label="Breadcrumb" className={content.breadcrumb}>
            <Link to="/">Home</Link> <span aria-hidden="true">›</span> <Link to="/brands">Brands</Link>{' '}
            <span aria-hidden="true">›</span> <span aria-current="page">{data.name}</span>
          </nav>
          <div className={styles.wordmark}>
            <BrandWordmark mark={data.mark} name={data.name} />
          </div>
          <h1 id="brand-title" className={content.title}>
            {data.name} at {data.dealer}
          </h1>
          <p className={content.lead}>
            {data.dealer} is an authorised {data.name} dealer
            {data.inStock > 0
              ? ` with ${data.inStock.toLocaleString('en-AU')} ${data.name} ${data.inStock === 1 ? noun.one : noun.many} in stock.`
              : '.'}
          </p>
          <div className={styles.heroActions}>
            {data.stockHref ? (
              <Link className={layout.button} to={data.stockHref}>
                View {data.name} stock
              </Link>
            ) : null}
            {data.booking ? (
              data.booking.external ? (
                <a className={layout.buttonGhost} href={data.booking.href} rel="noopener noreferrer" target="_blank">
                  Book a {data.name} service
                  <span className={content.srOnly}> (opens in a new tab)</span>
                </a>
              ) : (
                <Link className={layout.buttonGhost} to={data.booking.href}>
                  Book a {data.name} service
                </Link>
              )
            ) : null}
          </div>
        </div>
      </section>

      {data.models.length > 0 ? (
        <PageSection id="models" title={`${data.name} models`}>
          <ul className={styles.modelGrid}>
            {data.models.map((m) => (
              <li key={m.href}>
                <Link to={m.href} className={styles.modelCard}>
                  {m.image ? (
                    <img
                      src={imageUrl(m.image, 480)}
                      srcSet={srcSet(m.image, [320, 480, 720])}
                      sizes="(min-width: 900px) 280px, 50vw"
                      alt=""
                      loading="lazy"
                      className={styles.modelImage}
                    />
                  ) : null}
                  <h3 className={styles.modelName}>
                    {data.name} {m.name}
                    {m.comingSoon ? (
                      <>
                        {' '}
                        <span className={`${layout.accentLabel} ${styles.badge}`}>Coming soon</span>
                      </>
                    ) : null}
                  </h3>
                </Link>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      {data.offers.length > 0 ? (
        <PageSection id="offers" title={`${data.name} offers`} muted>
          <OfferCards offers={data.offers} />
        </PageSection>
      ) : null}

      {data.locations.length > 0 ? (
        <PageSection id="locations" title={`Where to find ${data.name}`}>
          <SiteCards sites={data.locations} headingLevel={3} />
        </PageSection>
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <RouteError />
}
