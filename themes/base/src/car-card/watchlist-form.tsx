import type { CardWatchlist } from '@dealer/theme-contract'
import { Icon } from '../icons/icons'
import { visuallyHidden } from '../styles/utils.css'

/**
 * A card's save-to-watchlist form: its hidden fields and one toggle button (aria-pressed). A page
 * lists many of these buttons, so the car's name follows the label for screen readers. Each theme
 * passes its own class names; a saved button carries `data-saved` for the filled heart.
 */
export function WatchlistForm({
  watchlist,
  carTitle,
  formClass,
  buttonClass,
}: {
  watchlist: CardWatchlist
  carTitle: string
  formClass: string
  buttonClass: string
}) {
  return (
    <form method="post" action={watchlist.action} className={formClass} onSubmit={watchlist.onSubmit}>
      {watchlist.fields.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      <button
        type="submit"
        className={buttonClass}
        aria-pressed={watchlist.saved}
        data-saved={watchlist.saved ? '' : undefined}
      >
        <Icon name="heart" />
        {watchlist.label}
        <span className={visuallyHidden}>: {carTitle}</span>
      </button>
    </form>
  )
}
