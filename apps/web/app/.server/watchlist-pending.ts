import { redirect, type AppLoadContext } from '@remix-run/node'
import { carDisplayName, WATCHLIST_TEXT, type Car } from '@dealer/domain'
import { errorToast } from '~/lib/toast'
import { watchlistToast } from '~/lib/watchlist'
import { flashToastCookie } from './flash-toast'
import { getShopper } from './shopper'
import { signedCookie } from './signed-cookie'

/*
 * Save, sign in, saved: a signed-out shopper who presses Save goes to sign-in, and the car is saved
 * when they come back (docs/spec-coverage.md, Watchlist, favourites and compare). The save call,
 * a same-origin POST, leaves a signed cookie naming the car and sends sign-in on to the car page
 * with `?watchlist=save`.
 */

const MARKER = 'watchlist'
const SAVE = 'save'
const PENDING_MINUTES = 15

const pendingCookie = signedCookie('watchlist_save', { maxAge: PENDING_MINUTES * 60 })

/** Where sign-in sends the shopper on to: the car page, saving the car on arrival. */
export function saveOnReturnPath(car: Pick<Car, 'slug'>): string {
  return `/cars/${car.slug}?${MARKER}=${SAVE}`
}

/** The Set-Cookie that remembers which car the shopper asked to save. */
export function pendingSaveCookie(request: Request, context: AppLoadContext, carId: string): Promise<string> {
  return pendingCookie(context).serialize(request, carId)
}

async function pendingCarId(request: Request, context: AppLoadContext): Promise<string | null> {
  const value = await pendingCookie(context).parse(request)
  return typeof value === 'string' ? value : null
}

/**
 * For the car page's loader: with `?watchlist=save`, saves the car (when the signed-in shopper
 * asked for it before signing in) and redirects to the plain car URL with the toast.
 *
 * This GET writes, on purpose: it only acts on the cookie that the shopper's own same-origin POST
 * set for this very car within the last minutes, and is used once. The link alone saves nothing,
 * so another site cannot save cars for a shopper by linking here, and saving twice changes
 * nothing. The alternative, a second 'Save' click after signing in, would ask the shopper for
 * what they already said.
 */
export async function saveOnReturn(request: Request, context: AppLoadContext, car: Car): Promise<void> {
  const url = new URL(request.url)
  if (url.searchParams.get(MARKER) !== SAVE) return
  url.searchParams.delete(MARKER)
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  const shopper = await getShopper(request, context)
  if (shopper && (await pendingCarId(request, context)) === car.id) {
    const { tenant, services } = context
    const result = await services.accounts.watchlist.save(tenant.slug, shopper.phone, car.id, services.now())
    const toast = result.ok
      ? watchlistToast('saved', WATCHLIST_TEXT.saved(carDisplayName(car)))
      : errorToast(result.message)
    headers.append('Set-Cookie', await flashToastCookie(request, context, toast))
    headers.append('Set-Cookie', await pendingCookie(context).clear(request))
  }
  throw redirect(`${url.pathname}${url.search}`, { status: 303, headers })
}
