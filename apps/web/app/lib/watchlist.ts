import { WATCHLIST_TEXT } from '@dealer/domain'
import type { CardWatchlist } from '@dealer/theme-contract'
import { TOAST_MS, type Toast } from './toast'

/**
 * The two watchlist calls; the body is `{ phone_number, car_id }` as JSON or form fields
 * (docs/spec-coverage.md, Watchlist, favourites and compare).
 */
export const WATCHLIST_CALLS = {
  save: '/api/watchlist/save-car',
  remove: '/api/watchlist/remove-car',
} as const

/** What a call answers: a success flag and the message, and signed out, where to sign in. */
export interface WatchlistAnswer {
  readonly success: boolean
  readonly message?: string
  readonly signIn?: string
}

/** A page's watchlist state for the signed-in shopper (empty when signed out). */
export interface WatchlistView {
  /** National form; sent with each call. Null when signed out. */
  readonly phone: string | null
  readonly savedIds: readonly string[]
  /** This page: where a post without JavaScript comes back to. */
  readonly here: string
}

/** The id of a car's item in a results list, and the anchor a save without JavaScript comes back to. */
export const carAnchor = (carId: string): string => `car-${carId}`

/**
 * Where a save or removal posted without JavaScript comes back to: the page it was posted from, at
 * the car's card (a page without that card simply opens at its top), unless it is the car's own
 * page or names its own anchor.
 */
export function backToCard(back: string, car: { readonly id: string; readonly slug: string } | undefined): string {
  if (!car || back.includes('#') || back === `/cars/${car.slug}`) return back
  return `${back}#${carAnchor(car.id)}`
}

/** The toasts after a change: the title, the server's line naming the car, and View List. */
export function watchlistToast(change: 'saved' | 'removed', message: string): Toast {
  return {
    title: change === 'saved' ? WATCHLIST_TEXT.savedTitle : WATCHLIST_TEXT.removedTitle,
    description: message,
    variant: 'default',
    action: { label: WATCHLIST_TEXT.viewList, href: '/watchlist' },
    durationMs: TOAST_MS,
  }
}

/**
 * A car's save button, or null for a sold car the shopper had not saved when the page loaded
 * (sold cars hide the save button unless already saved: docs/spec-coverage.md, Watchlist,
 * favourites and compare). Judged by the page's first state, so removing a sold car does not take
 * the button away from under the pointer.
 */
export function watchlistButton(
  car: { readonly id: string; readonly available: boolean },
  state: {
    readonly view: WatchlistView
    readonly saved: boolean
    readonly onSubmit?: CardWatchlist['onSubmit']
  },
): CardWatchlist | null {
  if (!car.available && !state.view.savedIds.includes(car.id)) return null
  return {
    saved: state.saved,
    label: state.saved ? WATCHLIST_TEXT.savedButton : WATCHLIST_TEXT.saveButton,
    action: state.saved ? WATCHLIST_CALLS.remove : WATCHLIST_CALLS.save,
    fields: [
      { name: 'car_id', value: car.id },
      { name: 'redirect', value: state.view.here },
    ],
    ...(state.onSubmit ? { onSubmit: state.onSubmit } : {}),
  }
}
