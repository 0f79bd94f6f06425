import { describe, expect, it } from 'vitest'
import { mergeSimilarCars, similarCarsRequests, similarPriceRange } from './similar-cars'
import type { SearchDoc } from './search-doc'

const doc = (id: string, make: string, model: string) => ({ id, make, model }) as SearchDoc

describe('similar cars', () => {
  it('bands the price ±10,000 under 50,000 and ±25,000 from 50,000', () => {
    expect(similarPriceRange(30_000)).toBe('20000-40000')
    expect(similarPriceRange(49_999)).toBe('39999-59999')
    expect(similarPriceRange(50_000)).toBe('25000-75000')
    expect(similarPriceRange(4_000)).toBe('0-14000')
  })

  it('asks for 10 in-stock cars a query: same model, same body, the band', () => {
    const rs = similarCarsRequests(
      { id: 'x', price: 30_000, make: 'Toyota', model: 'HiLux', body: 'Ute' },
      { tenant: 't', now: new Date() },
    )
    expect(rs.map((r) => r.search_filters)).toEqual([
      { status: ['in_stock'], price: ['20000-40000'], make: ['Toyota'], model: ['HiLux'] },
      { status: ['in_stock'], price: ['20000-40000'], body: ['Ute'] },
      { status: ['in_stock'], price: ['20000-40000'] },
    ])
    expect(rs.every((r) => r.hitsPerPage === 10 && r.facets?.length === 0 && r.exhaustiveCount === false)).toBe(true)
  })

  it('merges without the car itself, de-duplicated, same model first, at most 6', () => {
    const car = { id: 'x', price: 1, make: 'Toyota', model: 'HiLux', body: null }
    const merged = mergeSimilarCars(car, [
      { hits: [doc('x', 'Toyota', 'HiLux'), doc('a', 'Toyota', 'HiLux')] },
      { hits: [doc('b', 'Ford', 'Ranger'), doc('a', 'Toyota', 'HiLux'), doc('c', 'Isuzu', 'D-Max')] },
      {
        hits: [
          doc('d', 'Mazda', 'BT-50'),
          doc('e', 'Toyota', 'HiLux'),
          doc('f', 'Kia', 'Rio'),
          doc('g', 'VW', 'Golf'),
          doc('h', 'A', 'B'),
        ],
      },
    ])
    expect(merged.map((d) => d.id)).toEqual(['a', 'e', 'b', 'c', 'd', 'f'])
  })
})
