import { formatNumber } from './money'
import { formatDate } from './dates'

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

/** How many reviews the block lists, unless a site configures another (docs/spec-coverage.md, Stock rules). */
export const DEFAULT_LISTED_REVIEWS = 20
/** Reviews rated below this are counted in the summary but not listed, unless a site configures another. */
export const DEFAULT_REVIEW_LIST_MINIMUM = 4

/** A dealer's review settings (`reviews` in tenant.json). */
export interface ReviewSettings {
  /** The summary (and so the block) shows only when the average exceeds this. */
  summaryMinimum: number
  /** A review is listed only when rated at or above this. */
  listMinimum: number
  /** At most this many are listed, newest first. */
  listed: number
}

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  summaryMinimum: DEFAULT_MIN_REVIEW_RATING,
  listMinimum: DEFAULT_REVIEW_LIST_MINIMUM,
  listed: DEFAULT_LISTED_REVIEWS,
}

/**
 * The reviews a block lists: those rated at or above `listMinimum`, in the order given (newest
 * first), at most `listed`.
 * Traced in docs/spec-coverage.md, Dealer site: reviews and sales counter.
 */
export function listedReviews<R extends { rating: number }>(
  reviews: readonly R[],
  settings: Pick<ReviewSettings, 'listMinimum' | 'listed'>,
): R[] {
  return reviews.filter((r) => r.rating >= settings.listMinimum).slice(0, Math.max(0, settings.listed))
}

/** One listed review, shaped for display. */
export interface ReviewItemView {
  id: string
  customer_name: string
  text: string | null
  /** e.g. '4.0' */
  rating: string
  fills: number[]
  /** dd/MM/yyyy */
  date: string
  /** yyyy-MM-dd, for <time dateTime> */
  dateTime: string
}

/** The reviews block, shaped for display. */
export interface ReviewsBlockView {
  /** e.g. '4.2' */
  average: string
  fills: number[]
  /** e.g. '476' */
  count: string
  /** What the summary is the average of, e.g. 'Average of all 476 reviews, 1 to 5 stars'. */
  basis: string
  /** What the list shows, e.g. 'Our latest 20 reviews rated 4 stars or more'. */
  listBasis: string
  items: ReviewItemView[]
}

/**
 * The reviews block: the summary of every review (average and count, to one decimal and with
 * thousands separators, saying what they are based on) and the latest reviews at or above the
 * listing minimum. Null, so nothing shows, when reviews are hidden, there are none, or the
 * average does not exceed the summary minimum: a list of the best reviews without the summary
 * beside it would be a selection with no context.
 * Traced in docs/spec-coverage.md, Dealer site: reviews and sales counter.
 */
export function reviewsBlock(
  summary: { count: number; average_rating: number | string; hidden?: boolean },
  latest: readonly { id: string; customer_name: string; text: string | null; rating: number; review_date: string }[],
  settings: ReviewSettings = DEFAULT_REVIEW_SETTINGS,
): ReviewsBlockView | null {
  if (summary.count <= 0 || !showReviewSummary(summary, settings.summaryMinimum)) return null
  const items = listedReviews(latest, settings)
  if (items.length === 0) return null
  const count = formatReviewCount(summary.count)
  const minimum = formatStarsWord(settings.listMinimum)
  return {
    average: formatRating(summary.average_rating),
    fills: starFills(Number(summary.average_rating)),
    count,
    basis: summary.count === 1 ? 'The rating of our one review' : `Average of all ${count} reviews, 1 to 5 stars`,
    listBasis: `${items.length === 1 ? 'Our latest review' : `Our latest ${formatReviewCount(items.length)} reviews`}${
      settings.listMinimum > 1 ? ` rated ${minimum} or more` : ''
    }`,
    items: items.map((r) => ({
      id: r.id,
      customer_name: r.customer_name,
      text: r.text,
      rating: formatRating(r.rating),
      fills: starFills(r.rating),
      date: formatDate(r.review_date),
      dateTime: r.review_date.slice(0, 10),
    })),
  }
}

function formatStarsWord(minimum: number): string {
  const n = Number.isInteger(minimum) ? String(minimum) : minimum.toFixed(1)
  return `${n} ${minimum === 1 ? 'star' : 'stars'}`
}
