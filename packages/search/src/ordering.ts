import type { SearchDoc } from './search-doc'
import type { SortBy } from './search-state'

/**
 * Consecutive sold cars collapse so only the first of a run is shown, unless every
 * car is sold, in which case all are shown. Applied to a page of hits, so counts and paging stay
 * those of the index and both engines behave the same.
 * Traced in docs/spec-coverage.md, Search.
 */
export function collapseSoldRuns<T extends Pick<SearchDoc, 'available'>>(hits: readonly T[]): T[] {
  if (hits.every((h) => !h.available)) return [...hits]
  return hits.filter((h, i) => h.available || i === 0 || hits[i - 1]!.available)
}

type Ordered = Pick<SearchDoc, 'car_type_order' | 'series_order' | 'rank' | 'id'>

/** The tie-breakers of every order: car_type new, demo, used; series duo, city, sport; rank descending; id. */
export function compareTieBreak(a: Ordered, b: Ordered): number {
  return (
    a.car_type_order - b.car_type_order ||
    a.series_order - b.series_order ||
    b.rank - a.rank ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  )
}

type Sortable = Ordered & Pick<SearchDoc, 'price' | 'created_ts'>

/**
 * The order of each sort option. 'relevance' (without a text query) is the tie-break order
 * itself; the others sort by their key first and break ties the same way.
 */
export function compareBySort(sort: SortBy): (a: Sortable, b: Sortable) => number {
  switch (sort) {
    case 'latest':
      return (a, b) => b.created_ts - a.created_ts || compareTieBreak(a, b)
    case 'price-desc':
      return (a, b) => b.price - a.price || compareTieBreak(a, b)
    case 'price-asc':
      return (a, b) => a.price - b.price || compareTieBreak(a, b)
    default:
      return compareTieBreak
  }
}
