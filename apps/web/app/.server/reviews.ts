import { listReviews, reviewSummary } from '@dealer/db'
import { showReviewSummary } from '@dealer/domain'
import type { AppLoadContext } from '@remix-run/node'

/**
 * The dealer's reviews block: the summary with the latest `limit` reviews, or null when the
 * tenant has reviews switched off or too few to show (spec §2, showReviewSummary).
 */
export async function dealerReviews({ tenant, services }: AppLoadContext, limit: number) {
  if (!tenant.features.reviews) return null
  const { db } = services.database
  const [summary, items] = await Promise.all([reviewSummary(db, tenant.slug), listReviews(db, tenant.slug, { limit })])
  return summary.count > 0 && showReviewSummary(summary) ? { ...summary, items } : null
}
