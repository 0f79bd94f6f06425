import { formatRange } from './range'
import { searchStateSchema, type SearchState } from './search-state'

/** Spec §5/§9 price slider: step 500, 5,000 to 250,000. */
export const PRICE_SLIDER = { min: 5_000, max: 250_000, step: 500 } as const

/**
 * The slider's thumbs after a move: each snapped to the step and kept inside the bounds, and
 * never crossing (lower at most upper - 1, upper at least lower + 1, spec §5). `moved` says
 * which thumb the shopper dragged, so the other one stays put.
 */
export function clampPriceSlider(lower: number, upper: number, moved: 'lower' | 'upper' = 'lower'): { lower: number; upper: number } {
  const { min, max, step } = PRICE_SLIDER
  const snap = (n: number) => Math.min(max, Math.max(min, Math.round((Number.isFinite(n) ? n : min) / step) * step))
  let lo = snap(lower)
  let hi = snap(upper)
  if (lo >= hi) {
    if (moved === 'lower') lo = hi - 1
    else hi = lo + 1
  }
  return { lower: Math.max(min, lo), upper: Math.min(max, Math.max(hi, Math.max(min, lo) + 1)) }
}

/**
 * The search the price slider page's button opens: the selected range, sorted by price
 * descending (spec §2). A thumb at its end leaves that side open (isMinRange / isMaxRange).
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
