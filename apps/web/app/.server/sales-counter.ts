import { countCarsSold } from '@dealer/db'
import { localMonth, salesCounterFigure, stateTimeZone, type SalesCounterFigure } from '@dealer/domain'
import { primaryLocation } from '@dealer/tenant'
import type { AppLoadContext } from '@remix-run/node'

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
  const soldThisMonth =
    setting.count === 'sold'
      ? await countCarsSold(services.database.db, tenant.slug, {
          from: month.start,
          // A sold date a feed set in the future is not a sale yet.
          to: new Date(Math.min(month.end.getTime(), now.getTime() + 1)),
        })
      : 0
  return salesCounterFigure({
    mode: setting.count,
    now,
    soldThisMonth,
    monthStart: month.firstDay,
    noun: tenant.features.caravans ? 'Caravans' : 'Cars',
  })
}
