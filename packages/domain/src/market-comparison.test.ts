import { describe, expect, it } from 'vitest'
import { autoGaugeView } from './auto-gauge'
import {
  comparableCriteria,
  marketComparison,
  marketConfidence,
  percentile,
  type ComparableListing,
  type MarketCar,
} from './market-comparison'

const corolla: MarketCar = { price: 24_000, year: 2021, km: 40_000, make: 'Toyota', model: 'Corolla', state: 'qld' }

/** Listings at these prices, all of the car's year and kilometres. */
const at = (...prices: number[]): ComparableListing[] => prices.map((price) => ({ price, year: 2021, km: 40_000 }))

describe('percentile', () => {
  it('interpolates between the nearest ranks (type 7)', () => {
    expect(percentile([10], 0.9)).toBe(10)
    expect(percentile([10, 20, 30], 0.5)).toBe(20)
    expect(percentile([10, 20, 30], 0.1)).toBeCloseTo(12)
    expect(percentile([10, 20, 30], 0.9)).toBeCloseTo(28)
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.1)).toBe(2)
    expect(percentile([1, 2, 3], 0)).toBe(1)
    expect(percentile([1, 2, 3], 1)).toBe(3)
    expect(() => percentile([], 0.5)).toThrow(RangeError)
  })
})

describe('market confidence', () => {
  it('grows with the sample and falls with the spread', () => {
    expect(marketConfidence(3, 0)).toBe(0.43)
    expect(marketConfidence(10, 0)).toBe(0.71)
    expect(marketConfidence(30, 0)).toBe(0.88)
    expect(marketConfidence(10, 0.4)).toBe(0.43)
    expect(marketConfidence(10, 0.4)).toBeLessThan(marketConfidence(20, 0.4))
    expect(marketConfidence(10, 0.6)).toBeLessThan(marketConfidence(10, 0.3))
  })

  it('is nothing for no sample or a range as wide as the median price', () => {
    expect(marketConfidence(0, 0.1)).toBe(0)
    expect(marketConfidence(50, 1)).toBe(0)
    expect(marketConfidence(50, 1.7)).toBe(0)
    expect(marketConfidence(50, Number.NaN)).toBe(0)
  })
})

describe('comparable criteria', () => {
  it('same make, model and state; year ±2; kilometres ±half, at least ±20,000', () => {
    expect(comparableCriteria(corolla)).toEqual({
      make: 'Toyota',
      model: 'Corolla',
      state: 'QLD',
      yearMin: 2019,
      yearMax: 2023,
      kmMin: 20_000,
      kmMax: 60_000,
    })
    expect(comparableCriteria({ ...corolla, km: 120_000 })).toMatchObject({ kmMin: 60_000, kmMax: 180_000 })
    expect(comparableCriteria({ ...corolla, km: 5_000 })).toMatchObject({ kmMin: 0, kmMax: 25_000 })
  })

  it('none without a price, a state, a make or a model', () => {
    expect(comparableCriteria({ ...corolla, price: 10 })).toBeNull()
    expect(comparableCriteria({ ...corolla, state: null })).toBeNull()
    expect(comparableCriteria({ ...corolla, state: '  ' })).toBeNull()
    expect(comparableCriteria({ ...corolla, make: '' })).toBeNull()
    expect(comparableCriteria({ ...corolla, model: ' ' })).toBeNull()
    expect(comparableCriteria({ ...corolla, km: -1 })).toBeNull()
  })
})

describe('market comparison', () => {
  it('the range is the 10th to 90th percentile of the prices; fill is 1 at its bottom', () => {
    const listings = at(20_000, 21_000, 22_000, 23_000, 24_000, 25_000, 26_000, 27_000, 28_000, 29_000, 30_000)
    const r = marketComparison(corolla, listings)
    expect(r).toMatchObject({ listing_price: 24_000, market_range_min: 21_000, market_range_max: 29_000 })
    expect(r!.fill).toBe(0.63)
    // 11 listings, (29,000 − 21,000) / 25,000 = 0.32 spread: 11/15 × 0.68
    expect(r!.confidence).toBe(0.5)
    expect(marketComparison({ ...corolla, price: 21_000 }, listings)!.fill).toBe(1)
    expect(marketComparison({ ...corolla, price: 19_000 }, listings)!.fill).toBe(1)
    expect(marketComparison({ ...corolla, price: 29_000 }, listings)!.fill).toBe(0)
  })

  it('leaves out a price under half or over twice the median, which a mean would follow', () => {
    const r = marketComparison(corolla, at(22_000, 23_000, 24_000, 25_000, 26_000, 27_000, 28_000, 29_000, 250_000))
    expect(r).toMatchObject({ market_range_min: 22_700, market_range_max: 28_300 })
    expect(r!.description).toMatch(/^Based on 8 similar/)
  })

  it('says what it is based on, with the count, years and kilometres, never a dealer', () => {
    const listings: ComparableListing[] = [
      { price: 22_000, year: 2019, km: 21_500 },
      { price: 23_000, year: 2020, km: 30_000 },
      { price: 24_500, year: 2021, km: 41_000 },
      { price: 25_000, year: 2022, km: 52_000 },
      { price: 26_000, year: 2023, km: 59_200 },
    ]
    expect(marketComparison(corolla, listings)!.description).toBe(
      'Based on 5 similar Toyota Corolla cars (2019–2023, 21,000–60,000 km) listed for sale in QLD.',
    )
    const sameYear = listings.map((l) => ({ ...l, year: 2021 }))
    expect(marketComparison(corolla, sameYear)!.description).toBe(
      'Based on 5 similar Toyota Corolla cars (2021, 21,000–60,000 km) listed for sale in QLD.',
    )
  })

  it('calls caravans caravans and leaves out their kilometres', () => {
    const van: MarketCar = {
      price: 80_000,
      year: 2024,
      km: 0,
      make: 'Jayco',
      model: 'Journey',
      state: 'VIC',
      item_type: 'caravan',
    }
    const listings = [78_000, 80_000, 82_000, 84_000].map((price) => ({ price, year: 2024, km: 0 }))
    expect(marketComparison(van, listings)!.description).toBe(
      'Based on 4 similar Jayco Journey caravans (2024) listed for sale in VIC.',
    )
  })

  it('counts only listings that fit: priced, within the years and kilometres', () => {
    const listings: ComparableListing[] = [
      ...at(23_000, 24_000),
      { price: 25_000, year: 2018, km: 40_000 },
      { price: 25_000, year: 2021, km: 90_000 },
      { price: 5, year: 2021, km: 40_000 },
    ]
    expect(marketComparison(corolla, listings)).toBeNull()
    expect(marketComparison(corolla, [...listings, ...at(25_000)])!.description).toMatch(/^Based on 3 similar/)
  })

  it('is hidden with fewer than 3 listings', () => {
    expect(marketComparison(corolla, [])).toBeNull()
    expect(marketComparison(corolla, at(23_000, 25_000))).toBeNull()
    expect(marketComparison(corolla, at(23_000, 24_500, 25_000))).not.toBeNull()
    // Four listings, but two are under half or over twice the median.
    expect(marketComparison(corolla, at(9_000, 23_000, 25_000, 60_000))).toBeNull()
  })

  it('is hidden when the listings are too few for their spread (confidence 0.2 or lower)', () => {
    // 3 listings spread wider than about half their median price
    expect(marketComparison(corolla, at(15_000, 24_000, 33_000))).toBeNull()
    expect(marketComparison(corolla, at(22_000, 24_000, 26_000))).not.toBeNull()
  })

  it('is hidden when the price is above the market range', () => {
    const listings = at(20_000, 21_000, 22_000, 23_000, 24_000)
    expect(marketComparison({ ...corolla, price: 23_600 }, listings)).not.toBeNull()
    expect(marketComparison({ ...corolla, price: 23_700 }, listings)).toBeNull()
  })

  it('is hidden for a car without a price or a state', () => {
    const listings = at(22_000, 23_000, 24_000, 25_000, 26_000)
    expect(marketComparison({ ...corolla, price: 0 }, listings)).toBeNull()
    expect(marketComparison({ ...corolla, state: null }, listings)).toBeNull()
  })

  it('answers only what the panel will show', () => {
    const r = marketComparison(corolla, at(22_000, 23_000, 24_000, 25_000, 26_000))
    expect(Object.keys(r!).sort()).toEqual(
      ['confidence', 'description', 'fill', 'listing_price', 'market_range_max', 'market_range_min'].sort(),
    )
    expect(autoGaugeView(r)).not.toBeNull()
  })
})
