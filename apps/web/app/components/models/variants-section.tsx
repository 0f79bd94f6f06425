import { Link } from '@remix-run/react'
import { imageUrl, srcSet } from '@dealer/ui'
import type { VariantCardData, VariantsData } from '~/lib/model-view'
import { useCardStrip } from '~/lib/use-card-strip'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/models.css'

/**
 * The model variants section (docs/spec-coverage.md, Dealer site: models): its heading by the
 * number of variants, a grid up to 2 and a carousel above (a scroll-snap strip, usable by swipe,
 * scroll and keys without JavaScript), with arrows from 4 once the page's script runs; each card's
 * first 8 features with the rest behind 'View more' (a native <details>) and 'Get a Quote'.
 */
export function VariantsSection({ variants, title }: { variants: VariantsData; title: string }) {
  const { ref: strip, hydrated, scrollBy: scroll } = useCardStrip<HTMLUListElement>()
  const carousel = variants.layout === 'carousel'
  return (
    <section className={layout.section} aria-labelledby="variants-title" id="variants">
      <div className={layout.container}>
        <div className={layout.sectionHead}>
          <h2 className={layout.sectionTitle} id="variants-title">
            {variants.heading}
          </h2>
          {carousel && variants.arrows && hydrated ? (
            <div className={styles.carouselHead}>
              <button
                type="button"
                className={styles.arrow}
                aria-label="Previous variants"
                aria-controls="variant-cards"
                onClick={() => scroll(-1)}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className={styles.arrow}
                aria-label="Next variants"
                aria-controls="variant-cards"
                onClick={() => scroll(1)}
              >
                <span aria-hidden="true">›</span>
              </button>
            </div>
          ) : null}
        </div>
        <ul
          ref={strip}
          id="variant-cards"
          className={carousel ? styles.carousel : styles.variantGrid}
          data-layout={variants.layout}
          aria-label={carousel ? `${title} variants` : undefined}
        >
          {variants.cards.map((v) => (
            <li key={v.id}>
              <VariantCardView variant={v} title={title} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function VariantCardView({ variant: v, title }: { variant: VariantCardData; title: string }) {
  return (
    <article className={styles.variantCard} aria-labelledby={`variant-${v.id}`}>
      {v.image ? (
        <img
          src={imageUrl(v.image, 480)}
          srcSet={srcSet(v.image, [320, 480, 720])}
          sizes="(min-width: 900px) 340px, 85vw"
          alt=""
          width={480}
          height={320}
          loading="lazy"
          className={styles.variantImage}
        />
      ) : null}
      <h3 className={styles.variantName} id={`variant-${v.id}`}>
        {v.name}
      </h3>
      <p className={styles.variantFull}>
        {v.fullName}
        {v.series ? ` · ${v.series}` : ''}
      </p>
      {v.from ? (
        <p className={styles.variantPrice}>
          From <strong>{v.from}</strong> drive away
        </p>
      ) : null}
      {v.features.length > 0 ? (
        <div>
          <ul className={styles.features} aria-label={`${v.name} features`}>
            {v.features.map((f, i) => (
              <li key={i} dangerouslySetInnerHTML={{ __html: f }} />
            ))}
          </ul>
          {v.moreFeatures.length > 0 ? (
            <details className={styles.featureToggle}>
              <summary>
                <span className={styles.more}>View more</span>
                <span className={styles.less}>View less</span>
              </summary>
              <ul className={styles.features} aria-label={`More ${v.name} features`}>
                {v.moreFeatures.map((f, i) => (
                  <li key={i} dangerouslySetInnerHTML={{ __html: f }} />
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      ) : null}
      <p className={styles.cardAction}>
        <Link to={v.quoteHref} className={layout.button} aria-label={`Get a Quote on the ${title} ${v.name}`}>
          Get a Quote
        </Link>
      </p>
    </article>
  )
}
