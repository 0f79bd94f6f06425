import { redirect, type AppLoadContext } from '@remix-run/node'
import { isGated, safeLocalPath, signInPath, type SignInReason } from '@dealer/accounts'
import { listShopperFavourites, removeShopperFavourite, saveShopperFavourites } from '@dealer/db'
import { MAX_FAVOURITES } from '@dealer/domain'
import { signedCookie } from './signed-cookie'
import { favouritesCookie, readFavouriteIds } from './visitor-cookies'

/*
 * The signed-in shopper of a request. The session cookie holds a random token (signed as well,
 * so a tampered cookie is dropped before any lookup); the session row, keyed by the token's hash
 * and the tenant, decides. A cookie set on one dealer's host is not sent to another, and a token
 * copied across would not be found under the other tenant.
 */

export interface Shopper {
  /** National form, e.g. 0412345678. */
  readonly phone: string
}

const SESSION_DAYS = 30

const cookies = {
  session: signedCookie('shopper_session', { maxAge: SESSION_DAYS * 24 * 60 * 60 }),
  // The phone a code was just sent to, between the two steps of the sign-in page.
  pending: signedCookie('sign_in_phone', { path: '/sign-in', maxAge: 10 * 60 }),
}
const cookiesFor = (context: AppLoadContext) => ({
  session: cookies.session(context),
  pending: cookies.pending(context),
})

const looked = new WeakMap<Request, Promise<Shopper | null>>()

/** The shopper signed in on this request's tenant, looked up once per request. */
export function getShopper(request: Request, context: AppLoadContext): Promise<Shopper | null> {
  let found = looked.get(request)
  if (!found) {
    found = (async () => {
      if (!request.headers.get('cookie')?.includes('shopper_session=')) return null
      const token = await cookiesFor(context).session.parse(request)
      if (typeof token !== 'string') return null
      const { accounts } = context.services
      const phone = await accounts.signIn.sessionPhone(context.tenant.slug, token, context.services.now())
      return phone ? { phone } : null
    })()
    looked.set(request, found)
  }
  return found
}

/** The session token of the request's cookie, if any (for sign-out and rotation). */
export async function sessionToken(request: Request, context: AppLoadContext): Promise<string | null> {
  const token = await cookiesFor(context).session.parse(request)
  return typeof token === 'string' ? token : null
}

export function sessionCookie(request: Request, context: AppLoadContext, token: string): Promise<string> {
  return cookiesFor(context).session.serialize(request, token)
}

export function clearSessionCookie(request: Request, context: AppLoadContext): Promise<string> {
  return cookiesFor(context).session.clear(request)
}

export async function pendingPhone(request: Request, context: AppLoadContext): Promise<string | null> {
  const value = await cookiesFor(context).pending.parse(request)
  return typeof value === 'string' && /^04\d{8}$/.test(value) ? value : null
}

export function pendingPhoneCookie(request: Request, context: AppLoadContext, phone: string | null) {
  return phone ? cookiesFor(context).pending.serialize(request, phone) : cookiesFor(context).pending.clear(request)
}

/**
 * The path and query of a request: where a shopper comes back to after signing in. Never back
 * into the car page's form dialog (`embed=1`): sign-in takes the whole window, and so does the
 * form after it.
 */
export function hereOf(request: Request): string {
  const url = new URL(request.url)
  url.searchParams.delete('embed')
  return `${url.pathname}${url.search}`
}

/**
 * For a journey: the signed-in shopper, or (when the journey is gated on this site and nobody is
 * signed in) a redirect to sign-in that comes back here. Null means the journey is open and
 * nobody is signed in. `back` is where sign-in's Back goes (else the referring page); `anchor`
 * (`#finance-form`) is where on this page sign-in comes back to, which the link that led here
 * carried but the server never sees.
 */
export async function gate(
  request: Request,
  context: AppLoadContext,
  reason: SignInReason,
  { back, anchor = '' }: { back?: string; anchor?: `#${string}` | '' } = {},
): Promise<Shopper | null> {
  const shopper = await getShopper(request, context)
  if (shopper || !isGated(reason, context.tenant.accounts.gated)) return shopper
  const referer = request.headers.get('referer')
  const here = hereOf(request)
  let from = back ?? (referer ? safeLocalPath(refererPath(referer, request.url)) : '/')
  // A form posted from this very page (its session ended meanwhile), or a hop from sign-in
  // itself: Back must not lead straight into this gate again.
  const previous = new URL(from, request.url)
  previous.searchParams.delete('embed')
  if (`${previous.pathname}${previous.search}` === here || previous.pathname === '/sign-in') from = '/'
  throw redirect(signInPath(reason, `${here}${anchor}`, from))
}

/** A signed-in shopper, or a redirect to sign-in: for pages that are always gated. */
export async function requireShopper(
  request: Request,
  context: AppLoadContext,
  reason: SignInReason,
  back?: string,
): Promise<Shopper> {
  const shopper = await gate(request, context, reason, { back })
  if (!shopper) throw redirect(signInPath(reason, hereOf(request), back ?? '/'))
  return shopper
}

function refererPath(referer: string, requestUrl: string): string {
  try {
    const ref = new URL(referer)
    return ref.origin === new URL(requestUrl).origin ? `${ref.pathname}${ref.search}` : '/'
  } catch {
    return '/'
  }
}

/**
 * At sign-in, the favourites this browser kept (a cookie) and those kept for the phone (saved on
 * another device) become one list: kept for the phone, so the garage shows them on any device, and
 * in this browser's cookie, so /favourites and each car's Favourite button agree with the garage.
 * Returns the browser's new favourites cookie, or null when it already holds them all.
 */
export async function keepFavourites(request: Request, context: AppLoadContext, phone: string): Promise<string | null> {
  if (!context.tenant.features.favourites) return null
  const ids = await readFavouriteIds(request)
  const { db } = context.services.database
  const tenant = context.tenant.slug
  await saveShopperFavourites(db, tenant, phone, ids, context.services.now().toISOString())
  const kept = await listShopperFavourites(db, tenant, phone)
  // This browser's own first (newest first), then the phone's others, newest first.
  const merged = [...new Set([...ids, ...kept])].slice(0, MAX_FAVOURITES)
  // Past what a browser keeps of a cookie, the oldest (the phone's) give way (favouritesCookie).
  return merged.length > ids.length ? favouritesCookie(merged, request) : null
}

/** A signed-in shopper's favourite toggle is kept for the phone as well as in the browser. */
export async function syncShopperFavourite(
  request: Request,
  context: AppLoadContext,
  carId: string,
  on: boolean,
): Promise<void> {
  const shopper = await getShopper(request, context)
  if (!shopper) return
  const { db } = context.services.database
  const tenant = context.tenant.slug
  if (on) await saveShopperFavourites(db, tenant, shopper.phone, [carId], context.services.now().toISOString())
  else await removeShopperFavourite(db, tenant, shopper.phone, carId)
}
