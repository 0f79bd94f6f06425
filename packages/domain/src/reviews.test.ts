import { describe, expect, it } from 'vitest'
import { formatRating, formatReviewCount, showReviewSummary, starFills } from './reviews'

describe('review stars', () => {
  it('fills whole stars and a partial only above 0.30', () => {
    expect(starFills(4.2)).toEqual([1, 1, 1, 1, 0])
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0])
    expect(starFills(4.31)).toEqual([1, 1, 1, 1, 0.31])
    expect(starFills(3.7)).toEqual([1, 1, 1, 0.7, 0])
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1])
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0])
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1])
  })

  it('shows one decimal and counts with thousands separators', () => {
    expect(formatRating(4.2)).toBe('4.2')
    expect(formatRating('4.25')).toBe('4.3')
    expect(formatRating(5)).toBe('5.0')
    expect(formatReviewCount(476)).toBe('476')
    expect(formatReviewCount(12345)).toBe('12,345')
  })

  it('shows the summary only above the minimum (default 4) and when not hidden', () => {
    expect(showReviewSummary({ average_rating: '4.2' })).toBe(true)
    expect(showReviewSummary({ average_rating: 4 })).toBe(false)
    expect(showReviewSummary({ average_rating: 4.2, hidden: true })).toBe(false)
    expect(showReviewSummary({ average_rating: 4.2 }, 4.5)).toBe(false)
    expect(showReviewSummary({ average_rating: null })).toBe(false)
  })
})
