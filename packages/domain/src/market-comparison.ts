import { autoGaugeView, type AutoGaugeResponse } from './auto-gauge'
import type { Car } from './car'
import { formatNumber, hasPrice } from './money'

/*
 * The auto gauge's answer from real listings: other cars of the same make and model, of about
 * the same age and distance, listed for sale in the same state anywhere on the network. How the
 * range and the confidence are computed, and why no dealer is ever named, is ADR 017
 * (docs/decisions/017-market-comparison.md). Traced in docs/spec-coverage.md, Car page.
 */

/**
 * One listing the car is compared with: its asking price, year and kilometres. Nothing else, and
 * never whose it is: the gauge can neither name nor point at another dealer.
 */
export interface ComparableListing {
  price: number
  year: number
  km: number
}

/** The car the gauge is for: what it costs, what it is and where it is listed. */
export type MarketCar = Pick<Car, 'price' | 'year' | 'km' | 'make' | 'model'> & {
  /** The state the car is listed in (its own, else its location's), e.g. 'QLD'. */
  state: string | null | undefined
  /** Caravans are described as caravans and without kilometres. */
  item_type?: Car['item_type']
}

/** What counts as comparable to a car: the query the data layer runs. */
export interface ComparableCriteria {
  /** As the car spells them; compared case-insensitively. */
  make: string
  model: string
  /** Upper case, e.g. 'QLD'. */
  state: string
  yearMin: number
  yearMax: number
  kmMin: number
  kmMax: number
}

/** Fewer comparable listings than this and there is no gauge. */
export const MARKET_MIN_COMPARABLES = 3
/** Comparable years: the car's year plus or minus this. */
export const MARKET_YEAR_SPAN = 2
/** Comparable kilometres: the car's plus or minus half of them, and at least this many either way. */
export const MARKET_KM_MIN_HALF_BAND = 20_000
export const MARKET_KM_BAND_FRACTION = 0.5
/** The market range runs from the 10th to the 90th percentile of the comparables' prices. */
export const MARKET_RANGE_PERCENTILES = [0.1, 0.9] as const
/**
 * A listing priced under half or over twice the median of the others is left out: a typing slip,
 * a wreck or a different vehicle under the same name, not the market.
 */
export const MARKET_OUTLIER_FACTOR = 2
/** The sample size at which the size half of the confidence reaches 0.5. */
export const MARKET_CONFIDENCE_HALF_SAMPLE = 4

/**
 * The comparables to look for, or null when the car cannot be compared (no price, no state, no
 * make or model, nonsense year or kilometres).
 */
export function comparableCriteria(car: MarketCar): ComparableCriteria | null {
  const make = car.make.trim()
  const model = car.model.trim()
  const state = (car.state ?? '').trim().toUpperCase()
  if (!hasPrice(car.price) || !make || !model || !state) return null
  if (!Number.isInteger(car.year) || !Number.isFinite(car.km) || car.km < 0) return null
  const halfBand = Math.max(MARKET_KM_MIN_HALF_BAND, Math.round(car.km * MARKET_KM_BAND_FRACTION))
  return {
    make,
    model,
    state,
    yearMin: car.year - MARKET_YEAR_SPAN,
    yearMax: car.year + MARKET_YEAR_SPAN,
    kmMin: Math.max(0, car.km - halfBand),
    kmMax: car.km + halfBand,
  }
}

/**
 * The p-quantile (0 ≤ p ≤ 1) of ascending values, interpolating linearly between the two nearest
 * ranks (Hyndman and Fan's type 7, as spreadsheets' PERCENTILE.INC).
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('percentile of no values')
  const rank = Math.min(1, Math.max(0, p)) * (sorted.length - 1)
  const lo = Math.floor(rank)
  const hi = Math.ceil(rank)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo)
}

/**
 * How far the range can be trusted, 0 to 1: the sample's size times its tightness.
 * size = n / (n + 4): 3 listings give 0.43, 10 give 0.71, 30 give 0.88.
 * tightness = 1 − (P90 − P10) / median, floored at 0: a range as wide as the median price is worth nothing.
 */
export function marketConfidence(count: number, relativeSpread: number): number {
  if (count <= 0 || !Number.isFinite(relativeSpread)) return 0
  const size = count / (count + MARKET_CONFIDENCE_HALF_SAMPLE)
  const tightness = Math.max(0, 1 - Math.max(0, relativeSpread))
  return Math.round(size * tightness * 100) / 100
}

const round100 = (n: number) => Math.round(n / 100) * 100
const sortedPrices = (listings: readonly ComparableListing[]) => listings.map((l) => l.price).sort((a, b) => a - b)

function span(from: number, to: number, format: (n: number) => string): string {
  return from === to ? format(from) : `${format(from)}–${format(to)}`
}

/** 'Based on 7 similar Toyota Corolla cars (2019–2023, 20,000–60,000 km) listed for sale in QLD.' */
export function marketDescription(car: MarketCar, state: string, listings: readonly ComparableListing[]): string {
  const years = listings.map((l) => l.year)
  const kms = listings.map((l) => l.km)
  const parts = [span(Math.min(...years), Math.max(...years), String)]
  const caravan = car.item_type === 'caravan'
  if (!caravan) {
    const maxKm = Math.max(...kms)
    parts.push(
      maxKm < 1000
        ? 'under 1,000 km'
        : `${span(Math.floor(Math.min(...kms) / 1000) * 1000, Math.ceil(maxKm / 1000) * 1000, formatNumber)} km`,
    )
  }
  const noun = caravan ? 'caravans' : 'cars'
  return `Based on ${listings.length} similar ${car.make.trim()} ${car.model.trim()} ${noun} (${parts.join(', ')}) listed for sale in ${state}.`
}

/**
 * The auto gauge's response for a car and its comparable listings, or null when the panel is
 * hidden: fewer than 3 usable listings, confidence of 0.2 or lower, or a price above the market
 * range (the spec's hide rules, applied by `autoGaugeView`).
 *
 * Listings priced under half or over twice the median are left out first. market_range_min and
 * _max are the 10th and 90th percentiles of the remaining listings' prices (to the
 * nearest $100); fill is where the car's price sits in that range, 1 at the bottom and 0 at the
 * top; confidence is `marketConfidence`. Listings outside the car's criteria are ignored.
 */
export function marketComparison(car: MarketCar, listings: readonly ComparableListing[]): AutoGaugeResponse | null {
  const criteria = comparableCriteria(car)
  if (!criteria) return null
  const usable = listings.filter(
    (l) =>
      hasPrice(l.price) &&
      l.year >= criteria.yearMin &&
      l.year <= criteria.yearMax &&
      Number.isFinite(l.km) &&
      l.km >= criteria.kmMin &&
      l.km <= criteria.kmMax,
  )
  if (usable.length < MARKET_MIN_COMPARABLES) return null
  const middle = percentile(sortedPrices(usable), 0.5)
  const kept = usable.filter(
    (l) => l.price >= middle / MARKET_OUTLIER_FACTOR && l.price <= middle * MARKET_OUTLIER_FACTOR,
  )
  if (kept.length < MARKET_MIN_COMPARABLES) return null
  const prices = sortedPrices(kept)
  const [lowP, highP] = MARKET_RANGE_PERCENTILES
  const low = percentile(prices, lowP)
  const high = percentile(prices, highP)
  const median = percentile(prices, 0.5)
  const min = round100(low)
  const max = round100(high)
  const fill = max > min ? Math.min(1, Math.max(0, (max - car.price) / (max - min))) : car.price < min ? 1 : 0.5
  const response: AutoGaugeResponse = {
    fill: Math.round(fill * 100) / 100,
    listing_price: car.price,
    market_range_min: min,
    market_range_max: max,
    confidence: marketConfidence(kept.length, (high - low) / median),
    description: marketDescription(car, criteria.state, kept),
  }
  return autoGaugeView(response) ? response : null
}
