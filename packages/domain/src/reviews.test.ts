import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LISTED_REVIEWS,
  formatRating,
  formatReviewCount,
  listedReviews,
  reviewsBlock,
  showReviewSummary,
  starFills,
} from './reviews'

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

describe('listed reviews', () => {
  const review = (id: string, rating: number, review_date = '2026-11-01') => ({
    id,
    customer_name: `Customer ${id}`,
    text: `Review ${id}`,
    rating,
    review_date,
  })

  it('lists only reviews at or above the minimum, in the order given, at most the limit', () => {
    const reviews = [review('a', 5), review('b', 3), review('c', 4), review('d', 1), review('e', 4.5)]
    expect(listedReviews(reviews, { listMinimum: 4, listed: 20 }).map((r) => r.id)).toEqual(['a', 'c', 'e'])
    expect(listedReviews(reviews, { listMinimum: 4, listed: 2 }).map((r) => r.id)).toEqual(['a', 'c'])
    expect(listedReviews(reviews, { listMinimum: 1, listed: 20 })).toHaveLength(5)
    expect(listedReviews(reviews, { listMinimum: 4, listed: 0 })).toEqual([])
  })

  it('summarises every review and lists the latest 20 rated 4 or more, dated dd/MM/yyyy', () => {
    const latest = Array.from({ length: 30 }, (_, i) => review(`r${i}`, i % 3 === 0 ? 2 : 5, '2026-11-03'))
    const block = reviewsBlock({ count: 476, average_rating: '4.2' }, latest)!
    expect(block.average).toBe('4.2')
    expect(block.count).toBe('476')
    expect(block.fills).toEqual([1, 1, 1, 1, 0])
    expect(block.basis).toBe('Average of all 476 reviews, 1 to 5 stars')
    expect(block.items).toHaveLength(DEFAULT_LISTED_REVIEWS)
    expect(block.items.every((r) => r.rating === '5.0')).toBe(true)
    expect(block.listBasis).toBe('Our latest 20 reviews rated 4 stars or more')
    expect(block.items[0]).toMatchObject({ date: '03/11/2026', dateTime: '2026-11-03', fills: [1, 1, 1, 1, 1] })
  })

  it('shows nothing when hidden, empty, or not above the summary minimum', () => {
    const latest = [review('a', 5)]
    expect(reviewsBlock({ count: 0, average_rating: '0.0' }, [])).toBeNull()
    expect(reviewsBlock({ count: 10, average_rating: '4.0' }, latest)).toBeNull()
    expect(reviewsBlock({ count: 10, average_rating: '4.6', hidden: true }, latest)).toBeNull()
    expect(reviewsBlock({ count: 10, average_rating: '4.6' }, [review('b', 3)])).toBeNull()
    const strict = { summaryMinimum: 4.5, listMinimum: 5, listed: 20 }
    expect(reviewsBlock({ count: 10, average_rating: '4.4' }, latest, strict)).toBeNull()
    expect(reviewsBlock({ count: 1, average_rating: '5.0' }, latest, strict)).toMatchObject({
      basis: 'The rating of our one review',
      listBasis: 'Our latest review rated 5 stars or more',
      count: '1',
    })
  })

  it('counts with thousands separators and words the list without a minimum', () => {
    const block = reviewsBlock({ count: 12345, average_rating: 4.56 }, [review('a', 2), review('b', 5)], {
      summaryMinimum: 4,
      listMinimum: 1,
      listed: 20,
    })!
    expect(block.basis).toBe('Average of all 12,345 reviews, 1 to 5 stars')
    expect(block.listBasis).toBe('Our latest 2 reviews')
    expect(block.average).toBe('4.6')
    expect(block.fills).toEqual([1, 1, 1, 1, 0.56])
  })
})
