import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { WATCHLIST_TEXT } from '@dealer/domain'
import { requireShopper } from '~/.server/shopper'
import { watchlistPage } from '~/.server/watchlist-page'
import { useWatchlist } from '~/components/watchlist/use-watchlist'
import { WATCHLIST_CALLS } from '~/lib/watchlist'
import { srOnly } from '~/styles/home.css'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/watchlist.css'
import { pageMeta } from '~/lib/page-meta'

/**
 * The shopper's saved cars, reached from the toasts' View List; always behind sign-in
 * (docs/spec-coverage.md, Watchlist, favourites and compare).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await requireShopper(request, context, 'watchlist')
  return watchlistPage(context, shopper.phone)
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export const meta: MetaFunction = (args) => pageMeta(args, { title: 'Watchlist', noindex: true })

export default function WatchlistPage() {
  const { items, view, noun } = useLoaderData<typeof loader>()
  const watchlist = useWatchlist(view)
  // With JavaScript a removed car leaves the list at once (and comes back if the call fails).
  const shown = items.filter((item) => watchlist.isSaved(item.carId))
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <h1 className={layout.sectionTitle}>Watchlist</h1>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>Your watchlist is empty. Press Save to Watchlist on any {noun.one} to keep it here.</p>
          <Link className={layout.button} to="/search/new-used-and-demo-cars">
            Search {noun.many}
          </Link>
        </div>
      ) : (
        <ul className={`${layout.cardGrid} ${styles.list}`}>
          {shown.map((item) => (
            <li key={item.carId}>
              <article className={styles.item} data-car-id={item.carId}>
                {item.image ? (
                  <img
                    className={styles.photo}
                    src={item.image.src}
                    srcSet={item.image.srcSet}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    alt={item.image.alt}
                    width={480}
                    height={320}
                    loading="lazy"
                  />
                ) : (
                  <div className={styles.photo} />
                )}
                <div className={styles.itemBody}>
                  <h2 className={styles.name}>{item.href ? <Link to={item.href}>{item.name}</Link> : item.name}</h2>
                  <p className={styles.price}>{item.price ?? 'Price on application'}</p>
                  {item.sold ? <p className={styles.sold}>Sold</p> : null}
                  {item.reserved ? <p className={styles.sold}>Reserved</p> : null}
                  <form method="post" action={WATCHLIST_CALLS.remove} onSubmit={watchlist.onSubmit}>
                    <input type="hidden" name="car_id" value={item.carId} />
                    <input type="hidden" name="redirect" value={view.here} />
                    <button type="submit" className={layout.buttonGhost}>
                      {WATCHLIST_TEXT.removeButton}
                      <span className={srOnly}> {item.name}</span>
                    </button>
                  </form>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
