/**
 * What a car page shows that is the same for every shopper until stock changes (the car's row, its
 * specifications, sanitized comments, partner blocks, similar cars, the price comparison, the
 * structured data), kept per tenant, car and origin (bench/pages/RESULTS.md, session 9).
 *
 * An entry lives at most `ttlMs` by the wall clock and by the app's clock (a car sold days ago
 * leaves the stock with time, and the similar cars' tags move with it), and every entry goes
 * whenever any dealer's stock changes (`forgetCarPages`, called with the page cache's invalidation):
 * the price comparison counts other dealers' cars, so no figure outlives a stock or price change
 * anywhere. A failed load (no such car: the 404) is not kept.
 */
export interface StockCache<T> {
  get(key: string, clock: number, load: () => Promise<T>): Promise<T>
  /** Drops one entry (a load whose result must not be kept, such as similar cars that timed out). */
  drop(key: string, value: Promise<T>): void
  clear(): void
  readonly size: number
}

export function stockCache<T>(ttlMs: number, maxEntries: number, wallClock: () => number = Date.now): StockCache<T> {
  const entries = new Map<string, { at: number; clock: number; value: Promise<T> }>()
  const fresh = (then: number, now: number) => now >= then && now - then < ttlMs
  return {
    get(key, clock, load) {
      const now = wallClock()
      const hit = entries.get(key)
      if (hit && fresh(hit.at, now) && fresh(hit.clock, clock)) return hit.value
      if (hit) entries.delete(key)
      else if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
      const value = load()
      entries.set(key, { at: now, clock, value })
      value.catch(() => this.drop(key, value))
      return value
    },
    drop(key, value) {
      if (entries.get(key)?.value === value) entries.delete(key)
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}

/** Car page entries: 30 seconds at most, like the home page's data. */
export const CAR_PAGE_TTL_MS = 30_000
const MAX_CAR_PAGES = 2000

export const carPages = stockCache<unknown>(CAR_PAGE_TTL_MS, MAX_CAR_PAGES)

/**
 * A dealer's stock changed: every car page entry goes, this dealer's and the others' (their price
 * comparisons may count its cars).
 */
export function forgetCarPages(): void {
  carPages.clear()
}
