import type { Car, CarStatus } from './car'

/** Sold cars stay visible this many days unless the dealer overrides it (docs/spec-coverage.md, Stock rules). */
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3
const DAY_MS = 86_400_000

/** in_stock and coming_soon count as available, in code and in SQL filters (docs/spec-coverage.md, Stock rules). */
export const AVAILABLE_STATUSES: readonly CarStatus[] = ['in_stock', 'coming_soon']

export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return AVAILABLE_STATUSES.includes(car.status)
}

/**
 * Stock visibility: available, or sold within the last N days,
 * and show_on_dealer_website.
 * Traced in docs/spec-coverage.md, Stock rules.
 */
export function isVisible(
  car: Pick<Car, 'status' | 'sold_date' | 'show_on_dealer_website'>,
  now: Date,
  includeSoldCarsDays: number = DEFAULT_INCLUDE_SOLD_CARS_DAYS,
): boolean {
  if (!car.show_on_dealer_website) return false
  if (isAvailable(car)) return true
  if (!car.sold_date) return false
  const soldAt = Date.parse(car.sold_date)
  if (Number.isNaN(soldAt)) return false
  return now.getTime() - soldAt <= includeSoldCarsDays * DAY_MS
}

/** The earliest sold_date that is still visible; used to build SQL and engine filters. */
export function soldVisibleSince(now: Date, includeSoldCarsDays: number = DEFAULT_INCLUDE_SOLD_CARS_DAYS): string {
  return new Date(now.getTime() - includeSoldCarsDays * DAY_MS).toISOString()
}

/** Finance eligibility: in stock, not sold, not reserved, price above 200 (docs/spec-coverage.md, Stock rules). */
export function isFinanceEligible(car: Pick<Car, 'status' | 'reserved' | 'price'>): boolean {
  return car.status === 'in_stock' && !car.reserved && car.price > 200
}
