import { Link } from '@remix-run/react'
import type { ReviewsBlockView } from '@dealer/domain'
import * as home from '~/styles/home.css'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/reviews.css'

/**
 * The reviews block at #reviews (docs/spec-coverage.md, Dealer site: reviews and sales counter):
 * the star rating and count of all the dealer's reviews, saying what they are based on, and the
 * latest reviews at or above the dealer's listing minimum with their dd/MM/yyyy dates.
 */
export function ReviewsSection({
  reviews,
  title = 'What our customers say',
  moreHref,
}: {
  reviews: ReviewsBlockView
  title?: string
  /** Where every listed review is, when this block lists fewer. */
  moreHref?: string | null
}) {
  return (
    <section className={layout.sectionMuted} aria-labelledby="reviews-title" id="reviews">
      <div className={layout.container}>
        <div className={layout.sectionHead}>
          <h2 id="reviews-title" className={layout.sectionTitle}>
            {title}
          </h2>
        </div>
        <div className={styles.summary}>
          <p className={styles.average}>
            <Stars fills={reviews.fills} />
            <span>
              <strong className={styles.averageFigure}>{reviews.average}</strong> out of 5
            </span>
          </p>
          <p className={styles.basis}>{reviews.basis}</p>
        </div>
        <h3 className={styles.listTitle}>{reviews.listBasis}</h3>
        <ul className={styles.list}>
          {reviews.items.map((r) => (
            <li key={r.id} className={styles.review}>
              <p className={styles.stars}>
                <Stars fills={r.fills} />
                <span className={home.srOnly}>Rated {r.rating} out of 5</span>
              </p>
              {r.text ? <p className={styles.quote}>“{r.text}”</p> : null}
              <p className={styles.byline}>
                <strong>{r.customer_name}</strong>
                <time className={styles.date} dateTime={r.dateTime}>
                  {r.date}
                </time>
              </p>
            </li>
          ))}
        </ul>
        {moreHref ? (
          <p className={styles.more}>
            <Link className={layout.sectionLink} to={moreHref}>
              More reviews from our customers
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  )
}

/**
 * Stars: whole stars, then one partial star for a fraction above 0.30 (`starFills`). Drawn as
 * text filled to its fraction; the number beside it is what a screen reader reads.
 */
export function Stars({ fills }: { fills: readonly number[] }) {
  return (
    <span aria-hidden="true" className={styles.stars}>
      {fills.map((fill, i) => (
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
