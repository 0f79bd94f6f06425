import { WATCHLIST_TEXT } from '@dealer/domain'
import { TOAST_MS, type Toast } from './toast'

/** The two calls of spec §7; the body is `{ phone_number, car_id }` as JSON or form fields. */
export const WATCHLIST_CALLS = {
  save: '/api/watchlist/save-car',
  remove: '/api/watchlist/remove-car',
} as const

/** What a call answers (spec §7: a success flag; ours adds the message and, signed out, where to sign in). */
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

/** The spec's toasts after a change: the title, the server's line naming the car, and View List. */
export function watchlistToast(change: 'saved' | 'removed', message: string): Toast {
  return {
    title: change === 'saved' ? WATCHLIST_TEXT.savedTitle : WATCHLIST_TEXT.removedTitle,
    description: message,
    variant: 'default',
    action: { label: WATCHLIST_TEXT.viewList, href: '/watchlist' },
    durationMs: TOAST_MS,
  }
}
