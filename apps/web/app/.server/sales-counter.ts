import { listSoldDates } from '@dealer/db'
import { localMonth, salesCounterFigure, stateTimeZone, type SalesCounterFigure } from '@dealer/domain'
import { primaryLocation } from '@dealer/tenant'
import type { AppLoadContext } from '@remix-run/node'
import { stockCache } from './ttl-cache'

/**
 * Each dealer's sold dates in its current month, kept until its stock changes (`forgetSalesCounts`,
 * with the page cache's invalidation) and 30 seconds at most: the count up to this moment is read
 * from them, so a sale a feed dated later in the month counts from that moment on, as before.
 */
const soldDates = stockCache<string[]>(30_000, 500)

/** Drops a dealer's kept sold dates (its stock changed); other dealers' stay. */
export function forgetSalesCounts(tenantSlug: string): void {
  soldDates.forgetPrefix(`${tenantSlug}\u0000`)
}

/**
 * The 'Sales this Month' banner's figure, or null when the dealer does not show it or has no
 * figure to show (docs/spec-coverage.md, Dealer site: reviews and sales counter; ADR 021). The
 * month is the dealer's: it begins at midnight on the 1st where its primary location is.
 */
export async function salesCounterNow({ tenant, services }: AppLoadContext): Promise<SalesCounterFigure | null> {
  const setting = tenant.salesCounter
  if (!setting.show) return null
  const now = services.now()
  const month = localMonth(now, stateTimeZone(primaryLocation(tenant).address.state))
  // A sold date a feed set in the future is not a sale yet.
  const until = new Date(Math.min(month.end.getTime(), now.getTime() + 1)).toISOString()
  const soldThisMonth =
    setting.count === 'sold'
      ? (
          await soldDates.get(`${tenant.slug}\u0000${month.start.toISOString()}`, now.getTime(), () =>
            listSoldDates(services.database.db, tenant.slug, { from: month.start, to: month.end }),
          )
        ).filter((date) => date < until).length
      : 0
  return salesCounterFigure({
    mode: setting.count,
    now,
    soldThisMonth,
    monthStart: month.firstDay,
    noun: tenant.features.caravans ? 'Caravans' : 'Cars',
  })
}
