import { NEW_TAG_DAYS, weeklyRepayment, type Car } from '@dealer/domain'
import type { SearchDoc } from '@dealer/search'
import { financeSettings, type TenantConfig } from '@dealer/tenant'
import type { CarCardData } from '@dealer/theme-contract'
import { carCardSource, toCarCardData, type CardOptions, type CardSource } from '@dealer/ui'

/** A search hit as a card source: the index keeps the simple_* values under the filter names. */
export function searchDocCardSource(doc: SearchDoc): CardSource {
  return {
    ...doc,
    simple_fuel: doc.fuel,
    simple_body: doc.body,
    simple_transmission: doc.transmission,
  }
}

/**
 * Cards of search hits, by hit. A hit is the index's own object, replaced whenever the car's stock
 * data changes (a feed, a sale, a price), so its card is drawn once per tenant's card options and
 * per side of the 'NEW' tag's cut-off, and the same card object serves every page that shows it.
 */
const hitCards = new WeakMap<SearchDoc, { readonly key: string; readonly card: CarCardData }>()
/** Cards that are the same object for as long as what they show holds (app/.server/card-html.ts keys them by identity). */
const stable = new WeakSet<CarCardData>()
export const isStableCard = (card: CarCardData) => stable.has(card)

const NEW_TAG_MS = NEW_TAG_DAYS * 86_400_000

/** Cards for a tenant: tag rules and similar links follow the tenant's lists and flags. */
export function carCards(cars: readonly (Car | SearchDoc)[], tenant: TenantConfig, now: Date): CarCardData[] {
  const options: CardOptions = {
    now,
    certifiedMake: tenant.lists.certifiedMake,
    greenTags: tenant.lists.greenTags,
    fuelTagsFirst: tenant.features.fuelTagsFirst,
  }
  const optionsKey = `${tenant.slug}\u0000${options.certifiedMake ?? ''}\u0000${(options.greenTags ?? []).join('\u0001')}\u0000${options.fuelTagsFirst ? 1 : 0}`
  const time = now.getTime()
  const finance = financeSettings(tenant)
  return cars.map((car) => {
    // A car read from SQL: its weekly figure is the one its page shows (a hit carries it already).
    if ('images' in car)
      return toCarCardData({ ...carCardSource(car), weekly_price: weeklyRepayment(car, finance, now) }, options)
    // The one thing a card takes from the clock: whether the car is still new (domain cardTag).
    const key = `${optionsKey}\u0000${time - car.created_ts <= NEW_TAG_MS ? 1 : 0}`
    const kept = hitCards.get(car)
    if (kept?.key === key) return kept.card
    const card = toCarCardData(searchDocCardSource(car), options)
    hitCards.set(car, { key, card })
    stable.add(card)
    return card
  })
}
