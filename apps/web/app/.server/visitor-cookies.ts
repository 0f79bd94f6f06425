import { createCookie } from '@remix-run/node'
import { MAX_VIEWED, parseCompareIds, parseFavouriteIds } from '@dealer/domain'

/*
 * Small per-visitor state that must work without JavaScript. Each site has its own host, so the
 * browser keeps these per dealer. A request that carries a cookie skips the shared page cache,
 * so a visitor's own state never reaches another visitor.
 */
/** Secure when the site is served over https (the request URL carries the forwarded scheme). */
const secure = (request: Request) => new URL(request.url).protocol === 'https:'

/**
 * The cars whose number the visitor revealed, newest first (ADR 016; docs/spec-coverage.md, Car
 * page): a car's page then shows its number. Per car, because each car's reveal is the event that
 * counts its calls; another car's number stays masked until it is revealed there.
 */
const phoneRevealed = createCookie('phone_revealed', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 30,
})

/** The favourite car ids of a visitor without JavaScript (with it, local storage mirrors them). */
const favourites = createCookie('favourites', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
})

async function parse(cookie: ReturnType<typeof createCookie>, header: string | null): Promise<unknown> {
  try {
    return await cookie.parse(header)
  } catch {
    return null
  }
}

/** How many cars' reveals the cookie remembers; the oldest drop off. */
export const MAX_REVEALED_PHONES = 30

/** The car ids whose number this visitor revealed (an old cookie of a single flag reveals none). */
export async function readRevealedPhoneIds(header: string | null): Promise<string[]> {
  const value = await parse(phoneRevealed, header)
  return typeof value === 'string' ? parseFavouriteIds(value).slice(0, MAX_REVEALED_PHONES) : []
}

/** Whether this visitor revealed the number on this car's page. */
export async function isPhoneRevealed(header: string | null, carId: string): Promise<boolean> {
  return (await readRevealedPhoneIds(header)).includes(carId)
}

/** The cookie with `carId` added (newest first), or null when it is already there. */
export async function revealPhoneCookie(request: Request, carId: string): Promise<string | null> {
  const ids = await readRevealedPhoneIds(request.headers.get('Cookie'))
  if (ids.includes(carId)) return null
  const next = [carId, ...ids].slice(0, MAX_REVEALED_PHONES)
  return phoneRevealed.serialize(next.join(','), { secure: secure(request) })
}

export async function readFavouriteIds(header: string | null): Promise<string[]> {
  const value = await parse(favourites, header)
  return typeof value === 'string' ? parseFavouriteIds(value) : []
}

export function favouritesCookie(ids: readonly string[], request: Request): Promise<string> {
  return favourites.serialize(ids.join(','), { secure: secure(request) })
}

/** The cars a visitor is comparing (at most four ids), kept without JavaScript too. */
const compare = createCookie('compare', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 30 })

export async function readCompareIds(header: string | null): Promise<string[]> {
  const value = await parse(compare, header)
  return typeof value === 'string' ? parseCompareIds(value) : []
}

export function compareCookie(ids: readonly string[], request: Request): Promise<string> {
  return compare.serialize(ids.join(','), { secure: secure(request) })
}

/** Recently viewed car ids, newest first, set by the car page's viewed pixel (no JavaScript needed). */
const viewed = createCookie('viewed', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 90 })

export async function readViewedIds(header: string | null): Promise<string[]> {
  const value = await parse(viewed, header)
  return typeof value === 'string' ? parseFavouriteIds(value).slice(0, MAX_VIEWED) : []
}

export function viewedCookie(ids: readonly string[], request: Request): Promise<string> {
  return viewed.serialize(ids.slice(0, MAX_VIEWED).join(','), { secure: secure(request) })
}
