import type { Car } from './car'

/**
 * Similar cars shown, per query, placeholders while loading, collapsible list limit
 * (docs/spec-coverage.md, Car page).
 */
export const SIMILAR_CARS_MAX = 6
export const SIMILAR_CARS_PER_QUERY = 10
export const SIMILAR_CARS_PLACEHOLDERS = 6
export const SIMILAR_CARS_COLLAPSE_LIMIT = 8

/** The price switch between the narrow and the wide band (docs/spec-coverage.md, Car page). */
const WIDE_BAND_FROM = 50000
const NARROW_BAND = 10000
const WIDE_BAND = 25000

/** ±10,000 when the price is under 50,000, else ±25,000 (inclusive) (docs/spec-coverage.md, Car page). */
export function similarPriceBand(price: number): { min: number; max: number } {
  const band = price < WIDE_BAND_FROM ? NARROW_BAND : WIDE_BAND
  return { min: Math.max(0, price - band), max: price + band }
}

/** What a search for similar cars should ask for (the search package turns it into a filter). */
export interface SimilarCarsCriteria {
  excludeId: string
  status: 'in_stock'
  priceMin: number
  priceMax: number
  make: string
  model: string
  limit: number
}

/** Criteria for the similar-cars query: in stock, in the price band, 10 per query (docs/spec-coverage.md, Car page). */
export function similarCarsCriteria(car: Pick<Car, 'id' | 'price' | 'make' | 'model'>): SimilarCarsCriteria {
  const { min, max } = similarPriceBand(car.price)
  return {
    excludeId: car.id,
    status: 'in_stock',
    priceMin: min,
    priceMax: max,
    make: car.make,
    model: car.model,
    limit: SIMILAR_CARS_PER_QUERY,
  }
}

type SimilarCandidate = Pick<Car, 'id' | 'status' | 'price' | 'make' | 'model'>

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * From search hits (possibly several queries' worth), the cars to show:
 * not the car itself, in stock, inside the price band, deduplicated by id, the same
 * model first (search order kept otherwise), at most 6.
 * Traced in docs/spec-coverage.md, Car page.
 */
export function chooseSimilarCars<T extends SimilarCandidate>(
  car: Pick<Car, 'id' | 'price' | 'make' | 'model'>,
  hits: readonly T[],
  max: number = SIMILAR_CARS_MAX,
): T[] {
  const { min, max: top } = similarPriceBand(car.price)
  const seen = new Set<string>([car.id])
  const fitting: T[] = []
  for (const hit of hits) {
    if (seen.has(hit.id)) continue
    seen.add(hit.id)
    if (hit.status !== 'in_stock') continue
    if (hit.price < min || hit.price > top) continue
    fitting.push(hit)
  }
  const sameModel = fitting.filter((h) => same(h.make, car.make) && same(h.model, car.model))
  const others = fitting.filter((h) => !(same(h.make, car.make) && same(h.model, car.model)))
  return [...sameModel, ...others].slice(0, max)
}
