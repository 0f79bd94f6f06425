import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { formatMoney, modelCardDescription } from '@dealer/domain'
import { imageUrl, srcSet } from '@dealer/ui'
import { dealerModels } from '~/.server/models'
import { modelPageHref } from '~/lib/model-links'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/content.css'
import { pageMeta } from '~/lib/page-meta'

/**
 * The models the dealer sells (docs/spec-coverage.md, Pages and navigation), each linking to its own page
 * (docs/spec-coverage.md, Dealer site: models) with its short description cut at 75 characters.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const models = await dealerModels(context)
  const bodies = [...new Set(models.map((m) => m.body).filter((b): b is string => Boolean(b)))].sort()
  const requested = new URL(request.url).searchParams.get('body')
  const body = requested && bodies.includes(requested) ? requested : null
  return {
    dealer: context.tenant.dealer.name,
    bodies,
    body,
    models: models
      .filter((m) => !body || m.body === body)
      .map((m) => {
        const prices = m.model_variants.map((v) => v.dap_min_price).filter((p): p is number => p !== null && p > 10)
        return {
          id: m.id,
          name: `${m.make} ${m.name}`,
          body: m.body,
          comingSoon: m.status === 'coming_soon',
          description: modelCardDescription(m.short_description),
          from: prices.length > 0 ? formatMoney(Math.min(...prices)) : null,
          variants: m.model_variants.length,
          image: m.image_url,
          href: modelPageHref(m),
        }
      }),
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, {
    title: data?.body ? `${data.body} models` : 'Our models',
    description: (dealer) =>
      data?.models.length
        ? `${data.body ? `${data.body} models` : 'The models'} at ${dealer}: ${data.models.map((m) => m.name).join(', ')}.`
        : `${dealer} has no models to show right now.`,
    // A body type's tab is its own page; /models?body=... is its canonical URL.
    path: data?.body ? `/models?body=${encodeURIComponent(data.body)}` : '/models',
  })

export default function Models() {
  const data = useLoaderData<typeof loader>()
  return (
    <section className={`${layout.container} ${layout.section}`}>
      <h1 className={styles.title}>{data.body ? `${data.body} models` : 'Our models'}</h1>
      {data.bodies.length > 1 ? (
        <nav aria-label="Body types" className={styles.tabs}>
          <Link to="/models" aria-current={data.body === null ? 'page' : undefined} className={styles.tab}>
            All
          </Link>
          {data.bodies.map((b) => (
            <Link
              key={b}
              to={`/models?body=${encodeURIComponent(b)}`}
              aria-current={b === data.body ? 'page' : undefined}
              className={styles.tab}
            >
              {b}
            </Link>
          ))}
        </nav>
      ) : null}
      {data.models.length === 0 ? <p>No models to show right now.</p> : null}
      <ul className={styles.tileGrid}>
        {data.models.map((m) => (
          <li key={m.id}>
            <Link to={m.href} className={styles.tile}>
              {m.image ? (
                <img
                  src={imageUrl(m.image, 480)}
                  srcSet={srcSet(m.image, [320, 480, 720])}
                  sizes="(min-width: 900px) 300px, 100vw"
                  alt=""
                  loading="lazy"
                  className={styles.tileImage}
                />
              ) : null}
              <h2 className={styles.tileTitle}>{m.name}</h2>
              <span className={layout.muted}>
                {[m.body, m.comingSoon ? 'Coming soon' : null, m.variants > 1 ? `${m.variants} variants` : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {m.description ? <span>{m.description}</span> : null}
              {m.from ? <strong>From {m.from} drive away</strong> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
