import type { SearchEngine, SearchRequest, SearchResponse } from './engine'
import type { SearchDoc } from './search-doc'

/** Similar cars (docs/spec-coverage.md, Car page). */
export const SIMILAR_CARS = {
  /** Price band half-width below 50,000. */
  narrowBand: 10_000,
  /** Price band half-width from 50,000. */
  wideBand: 25_000,
  bandThreshold: 50_000,
  perQuery: 10,
  max: 6,
} as const

export interface SimilarCarsOptions {
  readonly tenant: string
  readonly now: Date
  readonly includeSoldCarsDays?: number
}

/** ±10,000 under 50,000, else ±25,000, never below 0 (docs/spec-coverage.md, Car page). */
export function similarPriceRange(price: number): string {
  const half = price < SIMILAR_CARS.bandThreshold ? SIMILAR_CARS.narrowBand : SIMILAR_CARS.wideBand
  return `${Math.max(0, Math.floor(price - half))}-${Math.ceil(price + half)}`
}

type Source = Pick<SearchDoc, 'id' | 'price' | 'make' | 'model' | 'body'>

/**
 * The queries of the similar-cars multi-search (docs/spec-coverage.md, Car page): in-stock cars in the price band,
 * 10 per query: same make and model, then same body, then anything in the band.
 */
export function similarCarsRequests(car: Source, options: SimilarCarsOptions): SearchRequest[] {
  const band = { status: ['in_stock'], price: [similarPriceRange(car.price)] }
  const narrower = [
    { make: [car.make], model: [car.model] },
    car.body ? { body: [car.body] } : { make: [car.make] },
    {},
  ]
  return narrower.map((extra) => ({
    tenant: options.tenant,
    search_filters: { ...band, ...extra },
    hitsPerPage: SIMILAR_CARS.perQuery,
    offset: 0,
    sort: 'relevance' as const,
    facets: [],
    now: options.now,
    includeSoldCarsDays: options.includeSoldCarsDays,
    exhaustiveCount: false,
  }))
}

/** Merge the answers: results[].hits without the car itself, de-duplicated by id, same model first, at most 6. */
export function mergeSimilarCars(car: Source, results: readonly Pick<SearchResponse, 'hits'>[]): SearchDoc[] {
  const seen = new Set<string>([car.id])
  const merged: SearchDoc[] = []
  for (const r of results) {
    for (const hit of r.hits) {
      if (seen.has(hit.id)) continue
      seen.add(hit.id)
      merged.push(hit)
    }
  }
  const sameModel = (d: SearchDoc) => d.make === car.make && d.model === car.model
  return [...merged.filter(sameModel), ...merged.filter((d) => !sameModel(d))].slice(0, SIMILAR_CARS.max)
}

/**
 * Similar cars for a vehicle page, in one multi-search. Returns null when the engine fails:
 * the page defers this and must render without it.
 */
export async function findSimilarCars(
  engine: SearchEngine,
  car: Source,
  options: SimilarCarsOptions,
): Promise<SearchDoc[] | null> {
  try {
    return mergeSimilarCars(car, await engine.multiSearch(similarCarsRequests(car, options)))
  } catch {
    return null
  }
}
