import { describe, expect, it } from 'vitest'
import { clampPriceSlider, priceSliderSearchState } from './price-slider'
import { encodeSearchUrl } from './url-codec'

describe('price slider', () => {
  it('snaps to 500, stays within 5,000 to 250,000 and never crosses', () => {
    expect(clampPriceSlider(12_340, 30_260)).toEqual({ lower: 12_500, upper: 30_500 })
    expect(clampPriceSlider(0, 999_999)).toEqual({ lower: 5_000, upper: 250_000 })
    expect(clampPriceSlider(40_000, 30_000, 'lower')).toEqual({ lower: 29_999, upper: 30_000 })
    expect(clampPriceSlider(40_000, 30_000, 'upper')).toEqual({ lower: 40_000, upper: 40_001 })
    expect(clampPriceSlider(250_000, 250_000, 'lower')).toEqual({ lower: 249_999, upper: 250_000 })
    expect(clampPriceSlider(5_000, 5_000, 'upper')).toEqual({ lower: 5_000, upper: 5_001 })
  })

  it('opens search sorted by price descending with the range', () => {
    expect(encodeSearchUrl(priceSliderSearchState(20_000, 60_000))).toBe(
      '/search/new-used-and-demo-cars?price_range=20000-60000&sortBy=price-desc',
    )
    expect(encodeSearchUrl(priceSliderSearchState(5_000, 250_000))).toBe(
      '/search/new-used-and-demo-cars?price_range=5000-250000&sortBy=price-desc&isMinRange=true&isMaxRange=true',
    )
  })
})
