import { useEffect } from 'react'
import { WatchlistToggle } from '~/components/watchlist/watchlist-toggle'
import { useWatchlist } from '~/components/watchlist/use-watchlist'
import type { SubmitHold } from '~/lib/held-submits'
import type { WatchlistView } from '~/lib/watchlist'
import { PdfLink } from './pdf-link'
import * as styles from '~/styles/car.css'

export { CompareToggle } from './compare-toggle'
export { FavouriteToggle } from './favourite-toggle'

/**
 * The sidebar's save button (the shopper's watchlist). Its submit handler comes once the hook
 * has seen hydration, so a press held before then (~/lib/held-submits.tsx) is made again only then.
 */
export function CarWatchlist({
  view,
  carId,
  available,
  hold,
}: {
  view: WatchlistView
  carId: string
  available: boolean
  hold: SubmitHold
}) {
  const button = useWatchlist(view).button(carId, available)
  const ready = Boolean(button?.onSubmit)
  useEffect(() => {
    if (ready) hold.release()
  }, [ready, hold])
  return button ? <WatchlistToggle watchlist={button} /> : null
}

/** Print and Download PDF: plain links without JavaScript; with it the PDF is fetched first (pdf-link.tsx). */
export function PrintLinks({ id, slug }: { id: string; slug: string }) {
  return (
    <p id={id} className={styles.printLinks}>
      <a href={`/print?car_id=${encodeURIComponent(slug)}`} data-print="print">
        Print
      </a>
      <PdfLink href={`/cars/${slug}/pdf`} filename={`${slug}.pdf`} />
    </p>
  )
}
