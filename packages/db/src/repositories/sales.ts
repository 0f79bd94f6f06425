import type { Kysely } from 'kysely'
import { toNumber } from '../internal/values'
import type { Schema } from '../schema'

/**
 * How many of `tenant`'s cars are sold with a sold date in [from, to): the 'Sales this Month'
 * banner's count (docs/spec-coverage.md, Dealer site: reviews and sales counter). Every sold car
 * of the dealer counts, shown on the website or not: it is a sale either way. A car sold again
 * after being relisted counts once, at its latest sold date.
 */
export async function countCarsSold(
  db: Kysely<Schema>,
  tenant: string,
  range: { from: Date; to: Date },
): Promise<number> {
  const from = range.from.toISOString()
  const to = range.to.toISOString()
  if (!(from < to)) return 0
  const row = await db
    .selectFrom('cars')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('tenant', '=', tenant)
    .where('status', '=', 'sold')
    .where('sold_at_utc', '>=', from)
    .where('sold_at_utc', '<', to)
    .executeTakeFirstOrThrow()
  return toNumber(row.count)
}

/**
 * The sold dates (ISO, UTC) of `tenant`'s sold cars in [from, to), as `countCarsSold` counts them:
 * a caller that keeps them until stock changes counts the sales up to any moment in the range
 * without asking again.
 */
export async function listSoldDates(
  db: Kysely<Schema>,
  tenant: string,
  range: { from: Date; to: Date },
): Promise<string[]> {
  const from = range.from.toISOString()
  const to = range.to.toISOString()
  if (!(from < to)) return []
  const rows = await db
    .selectFrom('cars')
    .select('sold_at_utc')
    .where('tenant', '=', tenant)
    .where('status', '=', 'sold')
    .where('sold_at_utc', '>=', from)
    .where('sold_at_utc', '<', to)
    .execute()
  return rows.flatMap((r) => (r.sold_at_utc ? [r.sold_at_utc] : []))
}
