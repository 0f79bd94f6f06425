import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { makeReview } from '../testing/fixtures'
import { describeEachDatabase } from '../testing/test-databases'
import { listReviews, replaceReviews, reviewSummary } from './reviews'

const newTenant = () => `t-${randomUUID()}`
const ratings = (tenant: string, values: number[]) =>
  values.map((rating, i) => makeReview({ id: `${tenant}-${i}`, rating }))

describeEachDatabase('reviews repository', (ctx) => {
  it('lists newest first, stored order within a day, up to the limit', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const reviews = [
      makeReview({ id: 'old', review_date: '2024-12-31' }),
      makeReview({
        id: 'new-1',
        review_date: '2025-02-01',
        text: null,
        image_url: 'https://img.test/r.jpg',
        location_id: null,
      }),
      makeReview({ id: 'mid', review_date: '2025-01-15', rating: 3.5 }),
      makeReview({ id: 'new-2', review_date: '2025-02-01' }),
    ]
    await replaceReviews(db, tenant, reviews)
    const listed = await listReviews(db, tenant)
    expect(listed.map((r) => r.id)).toEqual(['new-1', 'new-2', 'mid', 'old'])
    expect(listed[0]).toStrictEqual(reviews[1])
    expect(listed[2]).toStrictEqual(reviews[2])
    expect((await listReviews(db, tenant, { limit: 2 })).map((r) => r.id)).toEqual(['new-1', 'new-2'])
  })

  it('lists only reviews rated at or above minRating, newest first, up to the limit', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    await replaceReviews(db, tenant, [
      makeReview({ id: 'a', review_date: '2025-03-01', rating: 3.9 }),
      makeReview({ id: 'b', review_date: '2025-02-01', rating: 4 }),
      makeReview({ id: 'c', review_date: '2025-01-01', rating: 1 }),
      makeReview({ id: 'd', review_date: '2024-12-01', rating: 5 }),
      makeReview({ id: 'e', review_date: '2024-11-01', rating: 4.5 }),
    ])
    expect((await listReviews(db, tenant, { minRating: 4 })).map((r) => r.id)).toEqual(['b', 'd', 'e'])
    expect((await listReviews(db, tenant, { minRating: 4, limit: 2 })).map((r) => r.id)).toEqual(['b', 'd'])
    await expect(listReviews(db, tenant, { minRating: Number.NaN })).rejects.toThrow(RangeError)
  })

  it('summarises count and average to one decimal, rounding half up', async () => {
    const { db } = ctx()
    const cases: [number[], string][] = [
      [[], '0.0'],
      [[5, 4, 4, 3], '4.0'],
      [[5, 4, 4], '4.3'],
      [[4.5, 4], '4.3'], // 4.25
      [[4.7, 4], '4.4'], // 4.35, which is 4.3499... in binary
      [[1, 2], '1.5'],
      [[5, 5, 5, 5, 5, 5, 5, 5, 5, 4], '4.9'], // 4.9 exactly
      [[5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4], '5.0'], // 4.95
    ]
    for (const [values, average] of cases) {
      const tenant = newTenant()
      await replaceReviews(db, tenant, ratings(tenant, values))
      expect(await reviewSummary(db, tenant), values.join(',')).toEqual({
        count: values.length,
        average_rating: average,
      })
    }
  })

  it('keeps tenants apart and replaces the previous set', async () => {
    const { db } = ctx()
    const a = newTenant()
    const b = newTenant()
    await replaceReviews(db, a, [makeReview({ id: 'r1', rating: 1 })])
    await replaceReviews(db, b, [makeReview({ id: 'r1', rating: 5 }), makeReview({ id: 'r2', rating: 4 })])
    expect(await reviewSummary(db, a)).toEqual({ count: 1, average_rating: '1.0' })
    expect(await reviewSummary(db, b)).toEqual({ count: 2, average_rating: '4.5' })
    await replaceReviews(db, b, [makeReview({ id: 'r3', rating: 2 })])
    expect((await listReviews(db, b)).map((r) => r.id)).toEqual(['r3'])
    expect((await listReviews(db, a)).map((r) => r.id)).toEqual(['r1'])
  })
})
