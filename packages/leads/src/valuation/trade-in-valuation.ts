import { hasPrice, type Car } from '@dealer/domain'
import { estimateEligibility } from '../forms/trade-in-estimate'

/** Fewer comparable cars than this in the dealer's stock: no online estimate. */
export const MIN_COMPARABLES = 3
/** Comparables are cars of the same make and model built within this many years of the shopper's. */
export const COMPARABLE_YEAR_WINDOW = 2

/** A trade-in estimate: a price range and what it was derived from. */
export interface TradeInValuation {
  low: number
  high: number
  /** How many of the dealer's cars the range comes from. */
  comparables: number
  yearFrom: number
  yearTo: number
}

export type ValuationResult =
  | { status: 'estimate'; valuation: TradeInValuation }
  | { status: 'ineligible'; reason: 'age' | 'km' }
  | { status: 'too-few'; comparables: number }

/** The shopper's car as the valuation needs it. */
export interface ValuedVehicle {
  year: number
  km: number
  /** Their own plate, so their car (if the dealer has it on record) is not its own comparable. */
  rego?: string
}

interface Rates {
  perYear: number
  perKm: number
}

// Bounds on the fitted rates: a newer car is never worth less, more km never worth more, and a
// handful of odd prices cannot produce a rate that swings the estimate wildly.
const MAX_PER_YEAR = 0.25
const MAX_PER_KM = 0.000_008

const plate = (s: string | null | undefined) => (s ?? '').replace(/[\s-]/g, '').toUpperCase()

/**
 * Estimates a trade-in from the dealer's own stock (make and model already matched by the caller):
 * cars over 7 years or 100,000 km get none (docs/spec-coverage.md, Trade-in, finance and reserve);
 * otherwise the advertised prices of comparable used and demo cars (same make and model, built
 * within two years) are each adjusted to the shopper's year and kilometres, and the middle half of
 * them is the range. The adjustment rates are fitted to the prices of all the dealer's cars of that
 * model (log-price against year and km), so they come from the data, not from a table of ours.
 */
export function valueTradeIn(vehicle: ValuedVehicle, stock: readonly Car[], now: Date = new Date()): ValuationResult {
  const eligibility = estimateEligibility(vehicle, now)
  if (!eligibility.eligible) return { status: 'ineligible', reason: eligibility.reason }
  const own = plate(vehicle.rego)
  const pool = stock.filter((c) => hasPrice(c.price) && c.price > 0 && (own === '' || plate(c.regplate) !== own))
  const near = pool.filter((c) => Math.abs(c.year - vehicle.year) <= COMPARABLE_YEAR_WINDOW)
  if (near.length < MIN_COMPARABLES) return { status: 'too-few', comparables: near.length }
  const rates = fitRates(pool)
  const adjusted = near
    .map((c) => c.price * Math.exp(rates.perYear * (vehicle.year - c.year) + rates.perKm * (vehicle.km - c.km)))
    .sort((a, b) => a - b)
  const years = near.map((c) => c.year)
  return {
    status: 'estimate',
    valuation: {
      low: Math.floor(quantile(adjusted, 0.25) / 100) * 100,
      high: Math.ceil(quantile(adjusted, 0.75) / 100) * 100,
      comparables: near.length,
      yearFrom: Math.min(...years),
      yearTo: Math.max(...years),
    },
  }
}

/** Least squares of log(price) on year and km; rates of 0 when the data cannot support a fit. */
export function fitRates(cars: readonly Pick<Car, 'price' | 'year' | 'km'>[]): Rates {
  const n = cars.length
  if (n < 5) return { perYear: 0, perKm: 0 }
  const my = cars.reduce((s, c) => s + c.year, 0) / n
  const mk = cars.reduce((s, c) => s + c.km, 0) / n
  const mp = cars.reduce((s, c) => s + Math.log(c.price), 0) / n
  let syy = 0
  let skk = 0
  let syk = 0
  let syp = 0
  let skp = 0
  for (const c of cars) {
    const y = c.year - my
    const k = c.km - mk
    const p = Math.log(c.price) - mp
    syy += y * y
    skk += k * k
    syk += y * k
    syp += y * p
    skp += k * p
  }
  const det = syy * skk - syk * syk
  if (!(Math.abs(det) > 1e-9)) return { perYear: 0, perKm: 0 }
  const perYear = (syp * skk - skp * syk) / det
  const perKm = (skp * syy - syp * syk) / det
  return { perYear: clamp(perYear, 0, MAX_PER_YEAR), perKm: clamp(perKm, -MAX_PER_KM, 0) }
}

function clamp(v: number, min: number, max: number): number {
  return Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : 0
}

/** Linear-interpolated quantile of sorted values. */
function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)
}
