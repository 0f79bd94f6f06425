// The slider's bounds and clamp, without zod: the browser loads this.
/** Price slider: step 500, 5,000 to 250,000 (docs/spec-coverage.md, Search). */
export const PRICE_SLIDER = { min: 5_000, max: 250_000, step: 500 } as const

/**
 * The slider's thumbs after a move: each snapped to the step and kept inside the bounds, and
 * never crossing (lower at most upper - 1, upper at least lower + 1; docs/spec-coverage.md, Search). `moved` says
 * which thumb the shopper dragged, so the other one stays put.
 */
export function clampPriceSlider(
  lower: number,
  upper: number,
  moved: 'lower' | 'upper' = 'lower',
): { lower: number; upper: number } {
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
