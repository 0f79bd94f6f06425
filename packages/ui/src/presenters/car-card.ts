import {
  type Car,
  cardTag,
  type CardTagOptions,
  carDisplayName,
  formatKm,
  formatMoney,
  hasPrice,
  isAvailable,
  priceTypeLabel,
} from '@dealer/domain'
import type { CarCardData } from '@dealer/theme-contract'
import { cardImage } from './image'

const CAR_TYPE_LABELS = { new: 'New', demo: 'Demo', used: 'Used' } as const

export interface CardOptions extends CardTagOptions {
  /** Query for the 'Find Me Something Similar' link of a non-available car. */
  similarBase?: string
}

/** Shape a car for the CarCard slot: every display decision made here, none in the theme. */
export function toCarCardData(car: Car, options: CardOptions): CarCardData {
  const title = `${car.year} ${car.make} ${car.model}`
  const subtitle = [car.badge, car.series].filter(Boolean).join(' ') || null
  const price = hasPrice(car.price) ? formatMoney(car.price) : null
  const was = car.before_price && hasPrice(car.before_price) && car.before_price > car.price ? formatMoney(car.before_price) : null
  const first = car.images[0]
  const available = isAvailable(car)
  const attributes: { key: string; label: string; value: string }[] = []
  const push = (key: string, label: string, value: string | null | undefined) => {
    if (value) attributes.push({ key, label, value })
  }
  // Spec §9 default card attributes: car_type, simple_body, km, simple_transmission, stocknum.
  push('car_type', 'Type', CAR_TYPE_LABELS[car.car_type])
  push('simple_body', 'Body', car.simple_body)
  push('km', 'Odometer', car.km > 0 ? formatKm(car.km) : null)
  push('simple_transmission', 'Transmission', car.simple_transmission)
  push('stocknum', 'Stock #', car.stocknum)
  const similarQuery = new URLSearchParams({ make: car.make, model: car.model })
  return {
    id: car.id,
    href: `/cars/${car.slug}`,
    title,
    subtitle,
    price,
    priceLabel: price ? priceTypeLabel(car.price_type) : null,
    wasPrice: was,
    weekly: car.weekly_price && car.weekly_price > 25 ? `${formatMoney(car.weekly_price)}/wk` : null,
    tag: cardTag(car, options),
    image: first ? cardImage(first.url, carDisplayName(car)) : null,
    photoCount: car.images.length,
    attributes,
    location: car.city,
    available,
    similarHref: available ? null : `${options.similarBase ?? '/search/new-used-and-demo-cars'}?${similarQuery}`,
  }
}
