import { MAX_VIEWED, parseCompareIds, parseFavouriteIds } from '@dealer/domain'
import { siteCookie } from './site-cookie'

/*
 * Small per-visitor state that must work without JavaScript. Each site has its own host, so the
 * browser keeps these per dealer. A request that carries a cookie skips the shared page cache,
 * so a visitor's own state never reaches another visitor. Secure and `__Host-` over HTTPS
 * (site-cookie.ts).
 */

/**
 * The cars whose number the visitor revealed, newest first (ADR 016; docs/spec-coverage.md, Car
 * page): a car's page then shows its number. Per car, because each car's reveal is the event that
 * counts its calls; another car's number stays masked until it is revealed there.
 */
const phoneRevealed = siteCookie('phone_revealed', { maxAge: 60 * 60 * 24 * 30 })

/** The favourite car ids of a visitor without JavaScript (with it, local storage mirrors them). */
const favourites = siteCookie('favourites', { maxAge: 60 * 60 * 24 * 365 })

/** How many cars' reveals the cookie remembers; the oldest drop off. */
export const MAX_REVEALED_PHONES = 30

/** The car ids whose number this visitor revealed (an old cookie of a single flag reveals none). */
export async function readRevealedPhoneIds(request: Request): Promise<string[]> {
  const value = await phoneRevealed.parse(request)
  return typeof value === 'string' ? parseFavouriteIds(value).slice(0, MAX_REVEALED_PHONES) : []
}

/** Whether this visitor revealed the number on this car's page. */
export async function isPhoneRevealed(request: Request, carId: string): Promise<boolean> {
  return (await readRevealedPhoneIds(request)).includes(carId)
}

/** The cookie with `carId` added (newest first), or null when it is already there. */
export async function revealPhoneCookie(request: Request, carId: string): Promise<string | null> {
  const ids = await readRevealedPhoneIds(request)
  if (ids.includes(carId)) return null
  const next = [carId, ...ids].slice(0, MAX_REVEALED_PHONES)
  return phoneRevealed.serialize(request, next.join(','))
}

export async function readFavouriteIds(request: Request): Promise<string[]> {
  const value = await favourites.parse(request)
  return typeof value === 'string' ? parseFavouriteIds(value) : []
}

/** What a browser keeps of one Set-Cookie (4,096 bytes), less room for its attributes. */
const MAX_COOKIE_BYTES = 4000

/**
 * The favourites cookie for `ids` (newest first): the oldest give way while it would be more than a
 * browser keeps, which it would otherwise drop without a word (fifty long feed ids).
 */
export async function favouritesCookie(ids: readonly string[], request: Request): Promise<string> {
  let kept = ids
  for (;;) {
    const cookie = await favourites.serialize(request, kept.join(','))
    if (cookie.length <= MAX_COOKIE_BYTES || kept.length === 0) return cookie
    kept = kept.slice(0, -1)
  }
}

/** The cars a visitor is comparing (at most four ids), kept without JavaScript too. */
const compare = siteCookie('compare', { maxAge: 60 * 60 * 24 * 30 })

export async function readCompareIds(request: Request): Promise<string[]> {
  const value = await compare.parse(request)
  return typeof value === 'string' ? parseCompareIds(value) : []
}

export function compareCookie(ids: readonly string[], request: Request): Promise<string> {
  return compare.serialize(request, ids.join(','))
}

/** Recently viewed car ids, newest first, set by the car page's viewed pixel (no JavaScript needed). */
const viewed = siteCookie('viewed', { maxAge: 60 * 60 * 24 * 90 })

export async function readViewedIds(request: Request): Promise<string[]> {
  const value = await viewed.parse(request)
  return typeof value === 'string' ? parseFavouriteIds(value).slice(0, MAX_VIEWED) : []
}

export function viewedCookie(ids: readonly string[], request: Request): Promise<string> {
  return viewed.serialize(request, ids.slice(0, MAX_VIEWED).join(','))
}
