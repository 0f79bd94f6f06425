import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { canFavourite, toggleFavouriteId } from '@dealer/domain'
import { CACHE } from '~/.server/cache'
import { requireSameOrigin } from '~/.server/lead-guard'
import { syncShopperFavourite } from '~/.server/shopper'
import { favouritesCookie, readFavouriteIds } from '~/.server/visitor-cookies'
import { loadVisibleCar } from '~/.server/visible-car'
import { formFields, wantsJson } from '~/lib/requests'

/** A GET (a bookmarked or crawled form URL) goes back to the car page. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const car = await loadVisibleCar(context, params.slug)
  return redirect(`/cars/${car.slug}`)
}

/**
 * The Favourite toggle (docs/spec-coverage.md, Car page). The form posts here without JavaScript: the
 * cookie list changes and the visitor comes back to the car. With JavaScript the page posts with
 * fetch (keeping the cookie, which renders the page, in step) and mirrors the entry in local
 * storage (favourites are kept in local storage; docs/spec-coverage.md, Car page).
 */
export async function action({ params, context, request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const { tenant } = context
  const car = await loadVisibleCar(context, params.slug)
  const ids = await readFavouriteIds(request)
  const saved = ids.includes(car.id)
  const rules = { enabled: tenant.features.favourites, usedOnly: tenant.features.favouritesUsedOnly }
  if (!canFavourite(car, rules, saved)) throw new Response(null, { status: 404 })
  const intent = (await formFields(request)).get('intent')
  const on = intent === 'add' ? true : intent === 'remove' ? false : !saved
  const next = toggleFavouriteId(ids, car.id, on)
  await syncShopperFavourite(request, context, car.id, on)
  const headers = new Headers({ 'Set-Cookie': await favouritesCookie(next, request), 'Cache-Control': CACHE.none })
  if (wantsJson(request)) {
    headers.set('Content-Type', 'application/json; charset=utf-8')
    return new Response(JSON.stringify({ saved: on, count: next.length }), { headers })
  }
  return redirect(`/cars/${car.slug}#favourite`, { status: 303, headers })
}
