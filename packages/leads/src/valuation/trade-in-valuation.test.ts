import { carSchema, type Car } from '@dealer/domain'
import { describe, expect, it } from 'vitest'
import { fitRates, valueTradeIn } from './trade-in-valuation'

const NOW = new Date('2026-11-20T00:00:00Z')
let n = 0
function car(year: number, km: number, price: number, extra: Partial<Car> = {}): Car {
  n += 1
  return carSchema.parse({
    id: `c${n}`,
    slug: `c${n}`,
    name: 'Toyota HiLux',
    year,
    make: 'Toyota',
    model: 'HiLux',
    price,
    status: 'in_stock',
    car_type: 'used',
    created_at: '2026-01-01T00:00:00.000Z',
    stocknum: `S${n}`,
    km,
    dealership_id: 'd',
    dealership_slug: 'd',
    ...extra,
  })
}

describe('trade-in valuation from comparable stock', () => {
  it('gives no estimate to cars over 7 years or 100,000 km, whatever the stock', () => {
    const stock = [car(2018, 50_000, 30_000), car(2018, 50_000, 31_000), car(2018, 50_000, 32_000)]
    expect(valueTradeIn({ year: 2018, km: 50_000 }, stock, NOW)).toEqual({ status: 'ineligible', reason: 'age' })
    expect(valueTradeIn({ year: 2022, km: 100_001 }, stock, NOW)).toEqual({ status: 'ineligible', reason: 'km' })
  })

  it('needs three priced comparables within two years, not counting the shopper’s own plate', () => {
    const stock = [
      car(2022, 40_000, 40_000),
      car(2023, 40_000, 42_000),
      car(2019, 40_000, 30_000),
      car(2022, 40_000, 0),
    ]
    expect(valueTradeIn({ year: 2022, km: 40_000 }, stock, NOW)).toEqual({ status: 'too-few', comparables: 2 })
    const own = car(2021, 40_000, 39_000, { regplate: 'ABC 123' })
    expect(valueTradeIn({ year: 2022, km: 40_000, rego: 'abc123' }, [...stock, own], NOW)).toMatchObject({
      status: 'too-few',
    })
    expect(valueTradeIn({ year: 2022, km: 40_000 }, [...stock, own], NOW)).toMatchObject({ status: 'estimate' })
  })

  it('states the middle half of the comparables as a range, in whole hundreds', () => {
    const stock = [car(2022, 40_000, 40_000), car(2022, 40_000, 44_000), car(2022, 40_000, 48_000)]
    const result = valueTradeIn({ year: 2022, km: 40_000 }, stock, NOW)
    // Too few cars to fit rates: prices are taken as they are. Quartiles of 40k, 44k, 48k.
    expect(result).toEqual({
      status: 'estimate',
      valuation: { low: 42_000, high: 46_000, comparables: 3, yearFrom: 2022, yearTo: 2022 },
    })
  })

  it('adjusts for year and km at rates fitted to the stock: older and further driven is worth less', () => {
    // Prices fall 10% a year and 1% per 5,000 km.
    const stock: Car[] = []
    for (const year of [2020, 2021, 2022, 2023, 2024]) {
      for (const km of [10_000, 30_000, 60_000])
        stock.push(car(year, km, Math.round(50_000 * 0.9 ** (2024 - year) * 0.99 ** (km / 5_000))))
    }
    const rates = fitRates(stock)
    expect(rates.perYear).toBeCloseTo(-Math.log(0.9), 3)
    expect(rates.perKm).toBeCloseTo(Math.log(0.99) / 5_000, 6)
    const low = valueTradeIn({ year: 2022, km: 80_000 }, stock, NOW)
    const high = valueTradeIn({ year: 2022, km: 20_000 }, stock, NOW)
    if (low.status !== 'estimate' || high.status !== 'estimate') throw new Error('expected estimates')
    expect(low.valuation.high).toBeLessThan(high.valuation.low)
    // The exact price of a 2022 car with 20,000 km lies in its range.
    const exact = 50_000 * 0.81 * 0.99 ** 4
    expect(high.valuation.low).toBeLessThanOrEqual(exact)
    expect(high.valuation.high).toBeGreaterThanOrEqual(exact)
  })

  it('never lets odd prices make a newer car worth less or more km worth more', () => {
    const odd = [
      car(2020, 10_000, 10_000),
      car(2021, 20_000, 9_000),
      car(2022, 30_000, 8_000),
      car(2023, 5_000, 50_000),
      car(2024, 1_000, 7_000),
    ]
    const rates = fitRates(odd)
    expect(rates.perYear).toBeGreaterThanOrEqual(0)
    expect(rates.perKm).toBeLessThanOrEqual(0)
  })
})
