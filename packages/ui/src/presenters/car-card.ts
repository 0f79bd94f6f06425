import {
  CAR_TYPE_LABELS,
  type Car,
  cardTag,
  type CardTagOptions,
  carDisplayName,
  formatKm,
  formatMoney,
  hasOdometer,
  hasPrice,
  isAvailable,
  priceTypeLabel,
} from '@dealer/domain'
import type { CarCardData } from '@dealer/theme-contract'
import { cardImage } from './image'

/** What a card needs of a car: a stored Car (via `carCardSource`) or a search hit has it. */
export type CardSource = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'price'
  | 'before_price'
  | 'price_type'
  | 'weekly_price'
  | 'status'
  | 'reserved'
  | 'certified'
  | 'car_type'
  | 'tag'
  | 'created_at'
  | 'simple_fuel'
  | 'simple_body'
  | 'km'
  | 'simple_transmission'
  | 'stocknum'
  | 'city'
> & { readonly image_url: string | null; readonly photos_count: number }

export function carCardSource(car: Car): CardSource {
  return { ...car, image_url: car.images[0]?.url ?? null, photos_count: car.images.length }
}

export interface CardOptions extends CardTagOptions {
  /** Query for the 'Find Me Something Similar' link of a non-available car. */
  similarBase?: string
}

/** Shape a car for the CarCard slot: every display decision made here, none in the theme. */
export function toCarCardData(car: CardSource, options: CardOptions): CarCardData {
  const title = `${car.year} ${car.make} ${car.model}`
  const subtitle = [car.badge, car.series].filter(Boolean).join(' ') || null
  const price = hasPrice(car.price) ? formatMoney(car.price) : null
  const was =
    car.before_price && hasPrice(car.before_price) && car.before_price > car.price
      ? formatMoney(car.before_price)
      : null
  const available = isAvailable(car)
  const attributes: { key: string; label: string; value: string }[] = []
  const push = (key: string, label: string, value: string | null | undefined) => {
    if (value) attributes.push({ key, label, value })
  }
  // Default card attributes: car_type, simple_body, km, simple_transmission, stocknum
  // (docs/spec-coverage.md, Stock rules).
  push('car_type', 'Type', CAR_TYPE_LABELS[car.car_type])
  push('simple_body', 'Body', car.simple_body)
  push('km', 'Odometer', hasOdometer(car.km) ? formatKm(car.km) : null)
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
    image: car.image_url ? cardImage(car.image_url, carDisplayName(car)) : null,
    photoCount: car.photos_count,
    attributes,
    location: car.city,
    available,
    similarHref: available ? null : `${options.similarBase ?? '/search/new-used-and-demo-cars'}?${similarQuery}`,
  }
}
