import { createCookie } from '@remix-run/node'
import { parseFavouriteIds } from '@dealer/domain'

/*
 * Small per-visitor state that must work without JavaScript. Each site has its own host, so the
 * browser keeps these per dealer. A request that carries a cookie skips the shared page cache,
 * so a visitor's own state never reaches another visitor.
 */
/** Secure when the site is served over https (the request URL carries the forwarded scheme). */
const secure = (request: Request) => new URL(request.url).protocol === 'https:'

/** Set once a visitor has revealed the dealer's number (docs/spec-coverage.md, Car page); the page then shows it. */
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

export async function isPhoneRevealed(header: string | null): Promise<boolean> {
  return (await parse(phoneRevealed, header)) === 1
}

export function revealPhoneCookie(request: Request): Promise<string> {
  return phoneRevealed.serialize(1, { secure: secure(request) })
}

export async function readFavouriteIds(header: string | null): Promise<string[]> {
  const value = await parse(favourites, header)
  return typeof value === 'string' ? parseFavouriteIds(value) : []
}

export function favouritesCookie(ids: readonly string[], request: Request): Promise<string> {
  return favourites.serialize(ids.join(','), { secure: secure(request) })
}
