import { formatNumber } from './money'

/** The summary shows only above this average unless a site configures another (docs/spec-coverage.md, Stock rules). */
export const DEFAULT_MIN_REVIEW_RATING = 4
/** A star's fraction shows only above this (docs/spec-coverage.md, Stock rules). */
export const PARTIAL_STAR_THRESHOLD = 0.3
const STARS = 5

/**
 * Stars: whole stars for the whole part of the rating (up to 4 below a perfect 5),
 * then one partial star for the fraction when it is above 0.30. Returns five fills, each
 * 0 to 1.
 * Traced in docs/spec-coverage.md, Stock rules.
 */
export function starFills(average: number): number[] {
  const rating = Number.isFinite(average) ? Math.min(STARS, Math.max(0, average)) : 0
  const whole = Math.floor(rating)
  // Rounding to 2 places keeps 4.3 from reading as a 0.29999 fraction.
  const fraction = Math.round((rating - whole) * 100) / 100
  return Array.from({ length: STARS }, (_, i) => {
    if (i < whole) return 1
    if (i === whole && fraction > PARTIAL_STAR_THRESHOLD) return fraction
    return 0
  })
}

/** One decimal, e.g. '4.2'. Accepts the summary's string form too (docs/spec-coverage.md, Stock rules). */
export function formatRating(average: number | string): string {
  const n = typeof average === 'string' ? Number(average) : average
  return Number.isFinite(n) ? n.toFixed(1) : '0.0'
}

/** Counts have thousands separators, e.g. '1,476' (docs/spec-coverage.md, Stock rules). */
export function formatReviewCount(count: number): string {
  return formatNumber(count)
}

/**
 * The summary shows only when the average exceeds the configured minimum
 * (default 4) and reviews are not hidden.
 * Traced in docs/spec-coverage.md, Stock rules.
 */
export function showReviewSummary(
  summary: { average_rating: number | string | null | undefined; hidden?: boolean },
  minRating: number = DEFAULT_MIN_REVIEW_RATING,
): boolean {
  if (summary.hidden) return false
  const avg = typeof summary.average_rating === 'string' ? Number(summary.average_rating) : summary.average_rating
  return typeof avg === 'number' && Number.isFinite(avg) && avg > minRating
}
