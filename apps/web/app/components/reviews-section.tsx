import { formatRating, formatReviewCount, starFills } from '@dealer/domain'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/home.css'

export interface ReviewsData {
  /** Formatted, e.g. '4.2'. */
  average_rating: string
  count: number
  items: readonly { id: string; rating: number; text: string | null; customer_name: string }[]
}

/** The reviews block (docs/spec-coverage.md, Pages and navigation): star rating, count and list, anchored #reviews. */
export function ReviewsSection({
  reviews,
  title = 'What our customers say',
}: {
  reviews: ReviewsData
  title?: string
}) {
  return (
    <section className={layout.sectionMuted} aria-labelledby="reviews-title" id="reviews">
      <div className={layout.container}>
        <div className={layout.sectionHead}>
          <h2 id="reviews-title" className={layout.sectionTitle}>
            {title}
          </h2>
          <p className={styles.rating}>
            <Stars average={Number(reviews.average_rating)} /> <strong>{formatRating(reviews.average_rating)}</strong>{' '}
            from {formatReviewCount(reviews.count)} reviews
          </p>
        </div>
        <ul className={styles.offerGrid}>
          {reviews.items.map((r) => (
            <li key={r.id} className={styles.offer}>
              <p aria-label={`${r.rating} out of 5 stars`} className={styles.stars}>
                {'★'.repeat(Math.round(r.rating))}
                {'☆'.repeat(5 - Math.round(r.rating))}
              </p>
              {r.text ? <p>“{r.text}”</p> : null}
              <p className={layout.muted}>{r.customer_name}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/**
 * Stars: whole stars, then one partial star for a fraction above 0.30. Drawn as text
 * filled to its fraction; the number beside it is what a screen reader reads.
 * Traced in docs/spec-coverage.md, Pages and navigation.
 */
export function Stars({ average }: { average: number }) {
  return (
    <span aria-hidden="true" className={styles.stars}>
      {starFills(average).map((fill, i) => (
        <span
          key={i}
          className={styles.star}
          style={{ backgroundImage: `linear-gradient(90deg, currentColor ${fill * 100}%, transparent ${fill * 100}%)` }}
        >
          ★
        </span>
      ))}
    </span>
  )
}
