import { track } from '@dealer/analytics/client'
import { Form, Link } from '@remix-run/react'
import * as styles from '~/styles/car.css'
import * as interactive from '~/styles/car-interactive.css'

/**
 * Adds the car to (or takes it off) the visitor's compare list: a POST to /compare that comes
 * back to the car, with or without JavaScript. Once two or more cars are listed, a link opens
 * the side-by-side page. With JavaScript the press is analytics event 48 (docs/analytics.md).
 */
export function CompareToggle({
  carId,
  slug,
  on,
  count,
  full,
}: {
  carId: string
  slug: string
  on: boolean
  count: number
  /** The list holds as many cars as it can: adding this one takes the first added off. */
  full: boolean
}) {
  const replaces = full && !on
  return (
    <div id="compare-toggle" className={styles.compareBlock}>
      <Form
        method="post"
        action="/compare"
        preventScrollReset
        onSubmit={() => track(48, { car_id: carId, added: !on })}
      >
        <input type="hidden" name="car_id" value={carId} />
        <input type="hidden" name="redirect" value={`/cars/${slug}`} />
        <button
          type="submit"
          name="intent"
          value={on ? 'remove' : 'add'}
          className={interactive.favouriteButton}
          aria-pressed={on}
          aria-describedby={replaces ? 'compare-full' : undefined}
        >
          {on ? 'Added to Compare' : 'Compare'}
        </button>
      </Form>
      {count > 0 ? (
        <Link to="/compare" className={styles.compareLink}>
          Compare list ({count})
        </Link>
      ) : null}
      {replaces ? (
        <p id="compare-full" className={styles.compareNote}>
          Your compare list is full: adding this car takes off the first one you added.
        </p>
      ) : null}
    </div>
  )
}
