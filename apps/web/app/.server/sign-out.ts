import { safeLocalPath } from '@dealer/accounts'

/** Pages only a signed-in shopper has: signing out there goes home instead. */
const SIGNED_IN_ONLY = /^\/(?:[^/?#]+\/)?my-garage(?:[/?#]|$)|^\/(?:watchlist|saved-searches)(?:[/?#]|$)/

/**
 * Where signing out lands: the page the shopper was on (the header's form names it, `back`), so
 * Sign Out on a car page leaves them on that car; home from a page only a signed-in shopper has,
 * and for anything not a path of this site.
 */
export function afterSignOut(back: string | null): string {
  const path = safeLocalPath(back)
  return SIGNED_IN_ONLY.test(path) ? '/' : path
}
