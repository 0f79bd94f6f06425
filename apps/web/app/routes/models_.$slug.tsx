import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { imageUrl, srcSet } from '@dealer/ui'
import { modelPage } from '~/.server/model-page'
import { CarCardList } from '~/components/car-card-list'
import { ColourViewer } from '~/components/models/colour-viewer'
import { VariantsSection } from '~/components/models/variants-section'
import { RouteError } from '~/components/route-error'
import { modelPageHref } from '~/lib/model-links'
import { pageMeta } from '~/lib/page-meta'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/models.css'

// A model's page (docs/spec-coverage.md, Dealer site: models): hero, colour viewer, variants and the
// model's stock. The colour viewer's state is in the query (?variant=&colour=&colours=).
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return modelPage(context, params.slug, new URL(request.url))
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  pageMeta(args, {
    title: data ? `${data.model.title}${data.model.from ? ` from ${data.model.from}` : ''}` : 'Model',
    description: data?.model.description,
    // One page whatever colour the viewer shows.
    path: data ? modelPageHref(data.model) : undefined,
    image: data?.model.image,
  })

export default function ModelPage() {
  const { model, variants, viewer, stock } = useLoaderData<typeof loader>()
  const path = modelPageHref(model)
  return (
    <>
      <section className={`${layout.container} ${layout.section}`}>
        <div className={styles.hero}>
          <div className={styles.heroText}>
            <nav aria-label="Breadcrumb">
              <p className={styles.crumbs}>
                <Link to="/">Home</Link> / <Link to="/models">Models</Link> /{' '}
                <span aria-current="page">{model.title}</span>
              </p>
            </nav>
            <h1 className={styles.heroTitle}>{model.title}</h1>
            <ul className={styles.heroMeta}>
              {model.comingSoon ? <li className={styles.pillAccent}>Coming soon</li> : null}
              {model.body ? <li className={styles.pill}>{model.body}</li> : null}
              {variants.cards.length > 1 ? <li className={styles.pill}>{variants.cards.length} variants</li> : null}
            </ul>
            {model.description ? <p className={styles.heroLead}>{model.description}</p> : null}
            {model.from ? (
              <p className={styles.heroPrice}>
                From <strong>{model.from}</strong> drive away
              </p>
            ) : null}
            <p className={styles.actions}>
              <Link to={model.quoteHref} className={layout.button}>
                Get a Quote
              </Link>
              {stock.total > 0 ? (
                <a href="#stock" className={layout.buttonGhost}>
                  View stock
                </a>
              ) : null}
            </p>
          </div>
          {model.image ? (
            <img
              src={imageUrl(model.image, 960)}
              srcSet={srcSet(model.image, [480, 760, 960, 1280])}
              sizes="(min-width: 900px) 58vw, 100vw"
              alt={model.title}
              width={960}
              height={640}
              fetchPriority="high"
              className={styles.heroImage}
            />
          ) : null}
        </div>
      </section>

      {viewer ? (
        <section className={layout.sectionMuted} aria-labelledby="colours-title" id="colours">
          <div className={layout.container}>
            <div className={layout.sectionHead}>
              <h2 className={layout.sectionTitle} id="colours-title">
                {model.name} colours
              </h2>
            </div>
            <ColourViewer
              key={`${viewer.state.variant}-${viewer.state.colour}-${viewer.state.group}`}
              viewer={viewer}
              title={model.title}
              path={path}
            />
          </div>
        </section>
      ) : null}

      {variants.cards.length > 0 ? <VariantsSection variants={variants} title={model.title} /> : null}

      {stock.total > 0 ? (
        <section className={layout.sectionMuted} aria-labelledby="stock-title" id="stock">
          <div className={layout.container}>
            <div className={layout.sectionHead}>
              <h2 className={layout.sectionTitle} id="stock-title">
                {model.title} in stock
              </h2>
              <Link to={stock.searchHref} className={layout.sectionLink}>
                View all {stock.total} in stock →
              </Link>
            </div>
            <CarCardList cars={stock.cards} className={`${layout.cardGrid} ${layout.cardGrid4}`} />
          </div>
        </section>
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <RouteError />
}
