import { formatRange } from './range'
import { searchStateSchema, type SearchState } from './search-state'
import { clampPriceSlider, PRICE_SLIDER } from './price-slider-bounds'

export { clampPriceSlider, PRICE_SLIDER } from './price-slider-bounds'

/**
 * The search the price slider page's button opens: the selected range, sorted by price
 * descending (docs/spec-coverage.md, Search). A thumb at its end leaves that side open (isMinRange / isMaxRange).
 */
export function priceSliderSearchState(lower: number, upper: number): SearchState {
  const { lower: lo, upper: hi } = clampPriceSlider(lower, upper)
  return searchStateSchema.parse({
    sortBy: 'price-desc',
    price_range: [formatRange({ min: lo, max: hi })],
    isMinRange: lo <= PRICE_SLIDER.min,
    isMaxRange: hi >= PRICE_SLIDER.max,
  })
}
