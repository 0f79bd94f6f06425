import { listReviews, reviewSummary } from '@dealer/db'
import { reviewsBlock } from '@dealer/domain'
import type { AppLoadContext } from '@remix-run/node'

/**
 * The dealer's reviews block: the summary of all its reviews with the latest it lists (at most
 * `limit`, else the dealer's `reviews.listed`), or null when reviews are switched off or the summary
 * may not show (docs/spec-coverage.md, Dealer site: reviews and sales counter).
 */
export async function dealerReviews({ tenant, services }: AppLoadContext, limit?: number) {
  if (!tenant.features.reviews) return null
  const { db } = services.database
  const settings = { ...tenant.reviews, listed: Math.min(limit ?? tenant.reviews.listed, tenant.reviews.listed) }
  const [summary, latest] = await Promise.all([
    reviewSummary(db, tenant.slug),
    listReviews(db, tenant.slug, { limit: settings.listed, minRating: settings.listMinimum }),
  ])
  return reviewsBlock(summary, latest, settings)
}
