import { isAvailable } from './availability'
import type { Car } from './car'

/** The 'new' tag window (docs/spec-coverage.md, Stock rules). */
export const NEW_TAG_DAYS = 8

export type CardTag =
  | { kind: 'sold'; label: string }
  | { kind: 'reserved'; label: string }
  | { kind: 'certified'; label: string }
  | { kind: 'custom'; label: string; tone: 'green' | 'red' }
  | { kind: 'coming_soon'; label: string }
  | { kind: 'new'; label: string }
  | { kind: 'fuel'; label: string }

export interface CardTagOptions {
  now: Date
  /** The make whose certified used cars get the image badge (per tenant). */
  certifiedMake?: string | null
  /** Tenants that show electric or hybrid tags first. */
  fuelTagsFirst?: boolean
  /** Custom tags shown green on some tenants (e.g. 'runout sale'). */
  greenTags?: readonly string[]
}

function fuelTag(car: Pick<Car, 'simple_fuel'>): CardTag | null {
  const fuel = car.simple_fuel?.toLowerCase() ?? ''
  if (fuel.includes('electric')) return { kind: 'fuel', label: 'Electric' }
  if (fuel.includes('hybrid')) return { kind: 'fuel', label: 'Hybrid' }
  return null
}

/**
 * Card tag, in priority order: reserved, certified (one manufacturer),
 * custom tag, coming soon, new (8 days), none. Non-available cars show the sold tag.
 * Traced in docs/spec-coverage.md, Stock rules.
 */
export function cardTag(
  car: Pick<Car, 'status' | 'reserved' | 'certified' | 'make' | 'car_type' | 'tag' | 'created_at' | 'simple_fuel'>,
  options: CardTagOptions,
): CardTag | null {
  if (!isAvailable(car)) return { kind: 'sold', label: 'SOLD' }
  if (options.fuelTagsFirst) {
    const fuel = fuelTag(car)
    if (fuel) return fuel
  }
  if (car.reserved) return { kind: 'reserved', label: 'RESERVED' }
  if (
    car.certified &&
    car.car_type === 'used' &&
    options.certifiedMake &&
    car.make.toLowerCase() === options.certifiedMake.toLowerCase()
  ) {
    return { kind: 'certified', label: `${car.make} Certified Pre-Owned` }
  }
  const tag = car.tag?.trim()
  if (tag) {
    const green = (options.greenTags ?? []).some((g) => g.toLowerCase() === tag.toLowerCase())
    return { kind: 'custom', label: tag, tone: green ? 'green' : 'red' }
  }
  if (car.status === 'coming_soon') return { kind: 'coming_soon', label: 'COMING SOON' }
  const created = Date.parse(car.created_at)
  if (!Number.isNaN(created) && options.now.getTime() - created <= NEW_TAG_DAYS * 86_400_000) {
    return { kind: 'new', label: 'NEW' }
  }
  return null
}
