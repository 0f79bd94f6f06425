import type { AppLoadContext } from '@remix-run/node'
import { carDisplayName, formatMoney, hasPrice, isAvailable, isVisible } from '@dealer/domain'
import { imageUrl, srcSet } from '@dealer/ui'
import { stockNoun, type StockNoun } from '~/lib/stock-noun'
import type { WatchlistView } from '~/lib/watchlist'

/** One saved car as the watchlist page draws it. */
export interface WatchlistItem {
  readonly carId: string
  readonly name: string
  /** The car page, or null when the dealer no longer shows it (the page would be a 404). */
  readonly href: string | null
  readonly price: string | null
  readonly sold: boolean
  /** Held for another buyer: still listed, but not to be bought now (the card tag's 'RESERVED'). */
  readonly reserved: boolean
  readonly image: { readonly src: string; readonly srcSet: string; readonly alt: string } | null
}

/** The signed-in shopper's saved cars, newest first, and the state their Remove buttons use. */
export async function watchlistPage(
  context: AppLoadContext,
  phone: string,
): Promise<{ items: WatchlistItem[]; view: WatchlistView; noun: StockNoun }> {
  const { tenant, services } = context
  const now = services.now()
  const noun = stockNoun(tenant.features)
  const entries = await services.accounts.watchlist.list(tenant.slug, phone)
  const items = entries.map(({ carId, car }): WatchlistItem => {
    // Deleted by the dealer since: it can still be taken off the list.
    if (!car)
      return {
        carId,
        name: `A ${noun.one} no longer listed`,
        href: null,
        price: null,
        sold: false,
        reserved: false,
        image: null,
      }
    const name = carDisplayName(car)
    const photo = car.images[0]?.url
    return {
      carId,
      name,
      href: isVisible(car, now, tenant.dealer.include_sold_cars_days) ? `/cars/${car.slug}` : null,
      price: hasPrice(car.price) ? formatMoney(car.price) : null,
      sold: !isAvailable(car),
      reserved: isAvailable(car) && car.reserved,
      image: photo ? { src: imageUrl(photo, 480), srcSet: srcSet(photo, [320, 480, 640]), alt: name } : null,
    }
  })
  return { items, view: { phone, savedIds: entries.map((e) => e.carId), here: '/watchlist' }, noun }
}
