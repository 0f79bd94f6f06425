import type { Car } from '@dealer/domain'
import type { TenantConfig } from './schema'
import { telHref } from './site'

/** Where a car's number came from, in the order carPhone tries them (ADR 016). */
export type CarPhoneSource = 'dealership' | 'car-type' | 'location' | 'dealer'

export interface CarPhone {
  /** As the dealer writes it, e.g. "(07) 5596 4411". */
  number: string
  /** tel: link, e.g. "tel:+61755964411". */
  href: string
  source: CarPhoneSource
}

/** A number a shopper can dial: at least 6 digits (a 13 number has 6). */
function dialable(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? ''
  return (trimmed.match(/\d/g)?.length ?? 0) >= 6 ? trimmed : null
}

/**
 * The number a car's page calls, reveals, prints and publishes (ADR 016; docs/spec-coverage.md, Car
 * page): the dealer's override for the car's dealership, else its number for the car's type, else
 * the phone of the location the car is at, else the dealer's main number. Null when none of them
 * is a number (the page then hides its call button and phone block).
 */
export function carPhone(
  car: Pick<Car, 'car_type' | 'dealership_slug' | 'location_id'>,
  tenant: { dealer: Pick<TenantConfig['dealer'], 'phone' | 'phoneOverrides'>; locations: TenantConfig['locations'] },
): CarPhone | null {
  const overrides = tenant.dealer.phoneOverrides
  const location = car.location_id ? tenant.locations.find((l) => l.id === car.location_id) : undefined
  const candidates: [CarPhoneSource, string | null | undefined][] = [
    // Own property only: a slug such as "constructor" must not find Object's prototype.
    [
      'dealership',
      Object.hasOwn(overrides.byDealership, car.dealership_slug)
        ? overrides.byDealership[car.dealership_slug]
        : undefined,
    ],
    ['car-type', overrides.byCarType[car.car_type]],
    ['location', location?.phone],
    ['dealer', tenant.dealer.phone],
  ]
  for (const [source, raw] of candidates) {
    const number = dialable(raw)
    if (number) return { number, href: telHref(number), source }
  }
  return null
}
