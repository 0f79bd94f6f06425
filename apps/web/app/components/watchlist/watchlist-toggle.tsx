import type { CardWatchlist } from '@dealer/theme-contract'
import * as styles from '~/styles/watchlist.css'

/** The car page sidebar's save button: the same form as a card's, drawn in the page's style. */
export function WatchlistToggle({ watchlist }: { watchlist: CardWatchlist }) {
  return (
    <form
      id="watchlist"
      method="post"
      action={watchlist.action}
      className={styles.toggleForm}
      onSubmit={watchlist.onSubmit}
    >
      {watchlist.fields.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      <button type="submit" className={styles.toggleButton} aria-pressed={watchlist.saved}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z"
            fill={watchlist.saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span>{watchlist.label}</span>
      </button>
    </form>
  )
}
