import { reviewSchema, type Review } from '@dealer/domain'
import type { Insertable, Kysely } from 'kysely'
import { chunkRows } from '../internal/chunk'
import { assertCount } from '../internal/paging'
import { inTransaction } from '../internal/transaction'
import { assertUnique } from '../internal/unique'
import { toNumber } from '../internal/values'
import type { ReviewsTable, Schema } from '../schema'

export interface ReviewSummary {
  count: number
  /** Mean rating to one decimal, as the summary shows it ("4.2"); "0.0" with no reviews. */
  average_rating: string
}

/** Replaces all reviews of `tenant` by `reviews`, in one transaction. Ids must be unique. */
export async function replaceReviews(db: Kysely<Schema>, tenant: string, reviews: readonly Review[]): Promise<void> {
  const parsed = reviews.map((review) => reviewSchema.parse(review))
  assertUnique('replaceReviews', parsed, 'id')
  const rows = parsed.map((r, position): Insertable<ReviewsTable> => ({
    tenant,
    id: r.id,
    position,
    location_id: r.location_id,
    customer_name: r.customer_name,
    text: r.text,
    rating: r.rating,
    image_url: r.image_url,
    review_date: r.review_date,
  }))
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('reviews').where('tenant', '=', tenant).execute()
    for (const batch of chunkRows(rows)) await trx.insertInto('reviews').values(batch).execute()
  })
}

/**
 * Reviews of `tenant`, newest review_date first (stored order within a day), at most `limit`;
 * with `minRating`, only those rated at or above it (the block's list: docs/spec-coverage.md,
 * Dealer site: reviews and sales counter).
 */
export async function listReviews(
  db: Kysely<Schema>,
  tenant: string,
  options: { limit?: number; minRating?: number } = {},
): Promise<Review[]> {
  assertCount('listReviews', 'limit', options.limit)
  if (options.minRating !== undefined && !Number.isFinite(options.minRating)) {
    throw new RangeError(`listReviews: minRating must be a number, got ${options.minRating}`)
  }
  let query = db
    .selectFrom('reviews')
    .selectAll()
    .where('tenant', '=', tenant)
    .orderBy('review_date', 'desc')
    .orderBy('position', 'asc')
  if (options.minRating !== undefined) query = query.where('rating', '>=', options.minRating)
  if (options.limit !== undefined) query = query.limit(options.limit)
  const rows = await query.execute()
  return rows.map((r) =>
    reviewSchema.parse({
      id: r.id,
      location_id: r.location_id,
      customer_name: r.customer_name,
      text: r.text,
      rating: r.rating,
      image_url: r.image_url,
      review_date: r.review_date,
    }),
  )
}

/** Count and mean rating of `tenant`'s reviews. */
export async function reviewSummary(db: Kysely<Schema>, tenant: string): Promise<ReviewSummary> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('rating').as('sum')])
    .where('tenant', '=', tenant)
    .executeTakeFirstOrThrow()
  const count = toNumber(row.count)
  return { count, average_rating: count === 0 ? '0.0' : oneDecimal(toNumber(row.sum) / count) }
}

/**
 * Rounds half up to one decimal. toFixed alone rounds 4.35 (stored as 4.34999...) down, so a
 * small nudge absorbs binary representation error before rounding.
 */
function oneDecimal(value: number): string {
  return (Math.round(value * 10 + 1e-9) / 10).toFixed(1)
}
