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
import type { SharedCarPage } from './car-page'
import { stockCache } from './ttl-cache'

/** Car page entries: 30 seconds at most, like the home page's data. */
export const CAR_PAGE_TTL_MS = 30_000
const MAX_CAR_PAGES = 2000

export const carPages = stockCache<SharedCarPage>(CAR_PAGE_TTL_MS, MAX_CAR_PAGES)

/**
 * A dealer's stock changed: every car page entry goes, this dealer's and the others' (their price
 * comparisons may count its cars).
 */
export function forgetCarPages(): void {
  carPages.clear()
}
