import { track } from '@dealer/analytics/client'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { WATCHLIST_TEXT } from '@dealer/domain'
import { useToast } from '~/components/toast'
import { errorToast } from '~/lib/toast'
import {
  WATCHLIST_CALLS,
  watchlistButton,
  watchlistToast,
  type WatchlistAnswer,
  type WatchlistView,
} from '~/lib/watchlist'

/**
 * The shopper's saved cars on one page and the save buttons drawn from them (docs/spec-coverage.md,
 * Watchlist, favourites and compare). Without JavaScript each button is a form that posts. With
 * it, a signed-in shopper's press flips the button at once, then calls the API; a failure flips it
 * back and shows the error in a destructive toast, a success the saved or removed toast. Signed
 * out, the form still posts, and the server sends the shopper to sign in first.
 */
export function useWatchlist(view: WatchlistView) {
  const show = useToast()
  const [saved, setSaved] = useState(() => new Set(view.savedIds))
  const savedKey = view.savedIds.join(' ')
  // A new page (another search, the same page revalidated) brings the server's list.
  useEffect(() => setSaved(new Set(savedKey ? savedKey.split(' ') : [])), [savedKey])
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const current = useRef(saved)
  current.current = saved
  const busy = useRef(new Set<string>())

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      const carId = new FormData(event.currentTarget).get('car_id')
      if (typeof carId !== 'string' || !view.phone) return
      event.preventDefault()
      if (busy.current.has(carId)) return
      const on = !current.current.has(carId)
      const flip = (value: boolean) =>
        setSaved((previous) => {
          const next = new Set(previous)
          if (value) next.add(carId)
          else next.delete(carId)
          return next
        })
      flip(on)
      busy.current.add(carId)
      try {
        const res = await fetch(on ? WATCHLIST_CALLS.save : WATCHLIST_CALLS.remove, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ phone_number: view.phone, car_id: carId }),
        })
        const answer = (await res.json().catch(() => null)) as WatchlistAnswer | null
        if (res.ok && answer?.success) {
          track(51, { car_id: carId, saved: on })
          show(watchlistToast(on ? 'saved' : 'removed', answer.message ?? ''))
          return
        }
        flip(!on)
        // The session ended since the page loaded: sign in again, as a signed-out shopper would.
        if (res.status === 401 && answer?.signIn) window.location.assign(answer.signIn)
        else show(errorToast(answer?.message ?? WATCHLIST_TEXT.failed))
      } catch {
        flip(!on)
        show(errorToast(WATCHLIST_TEXT.failed))
      } finally {
        busy.current.delete(carId)
      }
    },
    [view.phone, show],
  )

  return {
    isSaved: (carId: string) => saved.has(carId),
    /** A car's save button, or null for a sold car the shopper had not saved. */
    button: (carId: string, available: boolean) =>
      watchlistButton(
        { id: carId, available },
        { view, saved: saved.has(carId), onSubmit: hydrated ? onSubmit : undefined },
      ),
    onSubmit: hydrated ? onSubmit : undefined,
  }
}
