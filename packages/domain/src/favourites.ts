import { isAvailable } from './availability'
import type { Car } from './car'

export interface FavouriteRules {
  /** Tenant feature `favourites`: storing favourites is on. */
  enabled: boolean
  /**
   * Tenant feature `favouritesUsedOnly` (some sites): hidden for non-used cars, for a
   * price at or below 0, and for cars without images.
   */
  usedOnly: boolean
}

/**
 * Favourites and compare buttons: hidden when storing favourites is off or the car is not
 * eligible. A sold car hides the save button unless it is already saved.
 * Traced in docs/spec-coverage.md, Car page.
 */
export function canFavourite(
  car: Pick<Car, 'car_type' | 'price' | 'images' | 'status'>,
  rules: FavouriteRules,
  alreadySaved = false,
): boolean {
  if (!rules.enabled) return false
  if (rules.usedOnly && (car.car_type !== 'used' || !(car.price > 0) || car.images.length === 0)) return false
  return isAvailable(car) || alreadySaved
}

/** A favourite as kept in local storage (docs/spec-coverage.md, Car page). */
export interface FavouriteEntry {
  id: string
  name: string
  slug: string
  make: string
  model: string
  primary_image_url: string | null
}

/** The most favourites a visitor keeps (a cookie holds the ids without JavaScript). */
export const MAX_FAVOURITES = 50

/** Parses a stored list of favourite car ids; anything malformed is dropped, never thrown. */
export function parseFavouriteIds(raw: string | null | undefined): string[] {
  if (!raw) return []
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[A-Za-z0-9_-]{1,64}$/.test(s))
  return [...new Set(ids)].slice(0, MAX_FAVOURITES)
}

/** The list after saving (on) or removing (off) one id; the newest first, capped. */
export function toggleFavouriteId(ids: readonly string[], id: string, on: boolean): string[] {
  const rest = ids.filter((x) => x !== id)
  return (on ? [id, ...rest] : rest).slice(0, MAX_FAVOURITES)
}
