import type { SearchDoc } from './search-doc'
import type { SortBy } from './search-state'

/**
 * Consecutive sold cars collapse so only the first of a run is shown, unless every
 * car is sold, in which case all are shown. Applied to the whole ordered result list before paging
 * (`collapsedPage`), so the count, the pages and every page agree and no page is short.
 * Traced in docs/spec-coverage.md, Search.
 */
export function collapseSoldRuns<T extends Pick<SearchDoc, 'available'>>(hits: readonly T[]): T[] {
  if (hits.every((h) => !h.available)) return [...hits]
  const keep = soldRunFilter()
  return hits.filter((h) => keep(h.available))
}

/**
 * The streaming form of `collapseSoldRuns` for a list that is not all sold: call it with each
 * car's availability in result order; it answers whether that car is shown.
 */
export function soldRunFilter(): (available: boolean) => boolean {
  let previousAvailable = true
  return (available) => {
    const shown = available || previousAvailable
    previousAvailable = available
    return shown
  }
}

/** One page of the collapsed list, and the collapsed list's length (the result count). */
export function collapsedPage<T extends Pick<SearchDoc, 'available'>>(
  ordered: readonly T[],
  offset: number,
  hitsPerPage: number,
): { page: T[]; count: number } {
  const shown = collapseSoldRuns(ordered)
  return { page: shown.slice(offset, offset + hitsPerPage), count: shown.length }
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
