import type { AppLoadContext } from '@remix-run/node'
import type { WatchlistView } from '~/lib/watchlist'
import { getShopper, hereOf } from './shopper'

/**
 * The watchlist state a page draws its save buttons from. Cards stay the same for every shopper
 * (the tenant's search data); the saved ids ride beside them. Signed out it is the same for every
 * visitor and reads nothing, so an anonymous page can still be shared by the page cache; signed in,
 * the session cookie keeps the page out of that cache.
 */
export async function watchlistView(request: Request, context: AppLoadContext): Promise<WatchlistView> {
  const here = hereOf(request)
  const shopper = await getShopper(request, context)
  if (!shopper) return { phone: null, savedIds: [], here }
  const savedIds = await context.services.accounts.watchlist.ids(context.tenant.slug, shopper.phone)
  return { phone: shopper.phone, savedIds, here }
}
