import { DEFAULT_INCLUDE_SOLD_CARS_DAYS } from '@dealer/domain'
import type { SearchDoc } from './search-doc'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

/**
 * The earliest sold time still visible (sold within the last N days; docs/spec-coverage.md, Stock
 * rules), rounded down to the minute. The rounding lets cached answers stay valid for a minute and
 * makes both engines agree; a sold car lingers at most 59 seconds longer than the exact rule.
 */
export function soldCutoffMs(now: Date, includeSoldCarsDays: number = DEFAULT_INCLUDE_SOLD_CARS_DAYS): number {
  const days = Number.isFinite(includeSoldCarsDays) ? Math.max(0, includeSoldCarsDays) : DEFAULT_INCLUDE_SOLD_CARS_DAYS
  return Math.floor((now.getTime() - days * DAY_MS) / MINUTE_MS) * MINUTE_MS
}

/** Stock visibility for an indexed car, given `soldCutoffMs` (docs/spec-coverage.md, Stock rules). */
export function isDocVisible(
  doc: Pick<SearchDoc, 'show_on_dealer_website' | 'available' | 'sold_ts'>,
  cutoffMs: number,
): boolean {
  if (!doc.show_on_dealer_website) return false
  if (doc.available) return true
  return doc.sold_ts !== null && doc.sold_ts >= cutoffMs
}
