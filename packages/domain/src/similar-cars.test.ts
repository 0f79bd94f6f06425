import { describe, expect, it } from 'vitest'
import { chooseSimilarCars, similarCarsCriteria, similarPriceBand } from './similar-cars'

const car = { id: 'me', price: 30000, make: 'Toyota', model: 'Corolla' }
const hit = (id: string, price: number, model = 'Camry', status: 'in_stock' | 'sold' | 'coming_soon' = 'in_stock') => ({
  id,
  price,
  make: 'Toyota',
  model,
  status,
})

describe('similar cars', () => {
  it('uses ±10,000 under 50,000 and ±25,000 from 50,000', () => {
    expect(similarPriceBand(30000)).toEqual({ min: 20000, max: 40000 })
    expect(similarPriceBand(49999)).toEqual({ min: 39999, max: 59999 })
    expect(similarPriceBand(50000)).toEqual({ min: 25000, max: 75000 })
    expect(similarPriceBand(5000)).toEqual({ min: 0, max: 15000 })
  })

  it('builds the query criteria: in stock, 10 per query', () => {
    expect(similarCarsCriteria(car)).toEqual({
      excludeId: 'me',
      status: 'in_stock',
      priceMin: 20000,
      priceMax: 40000,
      make: 'Toyota',
      model: 'Corolla',
      limit: 10,
    })
  })

  it('keeps in-stock cars in the band, dedupes by id, puts the same model first and caps at 6', () => {
    const hits = [
      hit('a', 25000),
      hit('me', 30000, 'Corolla'),
      hit('b', 31000, 'Corolla'),
      hit('a', 25000),
      hit('c', 41000),
      hit('d', 20000, 'Camry', 'sold'),
      hit('e', 20000, 'Camry', 'coming_soon'),
      hit('f', 39000),
      hit('g', 22000),
      hit('h', 23000, 'corolla'),
      hit('i', 24000),
      hit('j', 26000),
      hit('k', 27000),
    ]
    expect(chooseSimilarCars(car, hits).map((h) => h.id)).toEqual(['b', 'h', 'a', 'f', 'g', 'i'])
  })
})
