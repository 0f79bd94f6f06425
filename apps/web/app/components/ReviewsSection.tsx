import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/home.css'

export interface ReviewsData {
  /** Formatted, e.g. '4.2'. */
  average_rating: string
  count: number
  items: readonly { id: string; rating: number; text: string | null; customer_name: string }[]
}

/** The reviews block (spec §2): star rating, count and list, anchored #reviews. */
export function ReviewsSection({ reviews, title = 'What our customers say' }: { reviews: ReviewsData; title?: string }) {
  return (
    <section className={layout.sectionMuted} aria-labelledby="reviews-title" id="reviews">
      <div className={layout.container}>
        <div className={layout.sectionHead}>
          <h2 id="reviews-title" className={layout.sectionTitle}>
            {title}
          </h2>
          <p className={styles.rating}>
            <span aria-hidden="true" className={styles.stars}>
              ★★★★★
            </span>{' '}
            <strong>{reviews.average_rating}</strong> from {reviews.count.toLocaleString('en-AU')} reviews
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
