import type { AppLoadContext } from '@remix-run/node'
import { type Car, maskPhone } from '@dealer/domain'
import { type CarPhone, carPhone } from '@dealer/tenant'
import { isPhoneRevealed } from './visitor-cookies'

/** Warned when a car has no number to call (docs/spec-coverage.md, Car page). */
export const NO_PHONE_WARNING = 'No phone number available'

/**
 * The car's number (ADR 016): what its page reveals, its call button dials, its print sheet and
 * PDF show and its structured data publishes. Without one (no override, location or main number
 * that is a number) it warns 'No phone number available' and gives null, and those places leave
 * the number out (docs/spec-coverage.md, Car page).
 */
export function carPhoneOrWarn(tenant: AppLoadContext['tenant'], car: Car): CarPhone | null {
  const phone = carPhone(car, tenant)
  if (!phone) console.warn(NO_PHONE_WARNING, { tenant: tenant.slug, car: car.id, location: car.location_id })
  return phone
}

export interface CarPhoneView {
  /** Whose number it is: the car's location, or the dealer for a dealer-wide number. */
  name: string
  /** The number with its last four digits as X, e.g. "(07) 5596 XXXX". */
  masked: string
  /** The whole number, once revealed (or always, on a dealer that shows numbers openly). */
  revealed: { number: string; href: string } | null
}

/**
 * The car page's phone block (docs/spec-coverage.md, Car page): the car's number, masked until this
 * visitor revealed it on this car's page (the reveal is the tracked event, ADR 016) unless the
 * dealer shows numbers openly; null when the car has no number.
 */
export async function carPhoneView(
  { tenant }: Pick<AppLoadContext, 'tenant'>,
  car: Car,
  request: Request,
): Promise<CarPhoneView | null> {
  const phone = carPhoneOrWarn(tenant, car)
  if (!phone) return null
  const location = phone.source === 'location' ? tenant.locations.find((l) => l.id === car.location_id) : undefined
  const revealed = tenant.features.phoneUnmasked || (await isPhoneRevealed(request, car.id))
  return {
    name: location?.name ?? tenant.dealer.name,
    masked: maskPhone(phone.number),
    revealed: revealed ? { number: phone.number, href: phone.href } : null,
  }
}
