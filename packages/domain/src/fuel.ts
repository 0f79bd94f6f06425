import type { Car } from './car'

/** Fuel economy used when the car's is unknown, in L/100km (docs/spec-coverage.md, Car page). */
export const DEFAULT_FUEL_ECONOMY = 10
/** Default fuel price, dollars a litre (docs/spec-coverage.md, Car page). */
export const DEFAULT_FUEL_PRICE = 1.7
/** Default distance, km a week (docs/spec-coverage.md, Car page). */
export const DEFAULT_WEEKLY_KM = 250

const WEEKS_PER_YEAR = 52
const MONTHS_PER_YEAR = 12

type FuelCar = Pick<Car, 'fuel' | 'simple_fuel'> & { variant?: Car['variant'] }

/**
 * A fully electric car: its fuel mentions electric and nothing that burns fuel.
 * Hybrids and plug-in hybrids still use fuel, so they keep the calculator.
 */
export function isElectric(car: Pick<Car, 'fuel' | 'simple_fuel'>): boolean {
  const text = `${car.simple_fuel ?? ''} ${car.fuel ?? ''}`.toLowerCase()
  if (!/\belectric\b|\bev\b|\bbev\b/.test(text)) return false
  return !/hybrid|petrol|diesel|unleaded|\blpg\b|phev/.test(text)
}

/**
 * The fuel calculator is hidden for electric cars (docs/spec-coverage.md, Car page), and for
 * caravans and other towed items, which burn no fuel of their own.
 */
export function showFuelCalculator(car: Pick<Car, 'fuel' | 'simple_fuel'> & { item_type?: Car['item_type'] }): boolean {
  return car.item_type !== 'caravan' && !isElectric(car)
}

/** Whether the car's own combined consumption is known (else the 10 L/100km default is used, and said). */
export function hasListedEconomy(car: FuelCar): boolean {
  const combined = car.variant?.fuelconsumptioncombined
  return typeof combined === 'number' && Number.isFinite(combined) && combined > 0
}

/**
 * What the fuel calculator accepts (docs/spec-coverage.md, Car page): a value outside is brought
 * to the nearest bound and the field says so, so no input gives an absurd or infinite cost.
 */
export const FUEL_INPUT_BOUNDS = {
  pricePerLitre: { min: 0.5, max: 5, step: 0.01 },
  weeklyKm: { min: 0, max: 5000, step: 1 },
} as const

export type FuelField = keyof typeof FUEL_INPUT_BOUNDS

/** A submitted fuel input: the value used and, when it was changed to fit, the reason. */
export function boundFuelInput(
  field: FuelField,
  raw: string | null | undefined,
): { value: number; input: string; error: string | null } {
  const fallback = field === 'pricePerLitre' ? DEFAULT_FUEL_PRICE : DEFAULT_WEEKLY_KM
  const bounds = FUEL_INPUT_BOUNDS[field]
  const text = (raw ?? '').trim().slice(0, 32)
  if (text === '') return { value: fallback, input: String(fallback), error: null }
  const n = Number(text.replace(/[$,\s]/g, ''))
  const range =
    field === 'pricePerLitre'
      ? `between $${bounds.min.toFixed(2)} and $${bounds.max.toFixed(2)} a litre`
      : `between ${bounds.min} and ${bounds.max.toLocaleString('en-AU')} km a week`
  if (!Number.isFinite(n)) return { value: fallback, input: text, error: `Enter a number ${range}.` }
  if (n < bounds.min || n > bounds.max) {
    const value = Math.min(bounds.max, Math.max(bounds.min, n))
    return { value, input: text, error: `Enter a number ${range}; showing ${value.toLocaleString('en-AU')}.` }
  }
  return { value: n, input: text, error: null }
}

/** The car's combined consumption, or 10 L/100km when unknown (docs/spec-coverage.md, Car page). */
export function fuelEconomy(car: FuelCar): number {
  const combined = car.variant?.fuelconsumptioncombined
  return typeof combined === 'number' && Number.isFinite(combined) && combined > 0 ? combined : DEFAULT_FUEL_ECONOMY
}

export interface FuelCostInput {
  /** L/100km. */
  economy?: number
  /** Dollars a litre. */
  pricePerLitre?: number
  /** Km a week. */
  weeklyKm?: number
}

export interface FuelCost {
  weekly: number
  monthly: number
  yearly: number
}

const cents = (v: number) => Math.round(v * 100) / 100
const nonNegative = (v: number | undefined, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback

/**
 * Fuel cost from economy, price and weekly distance (the defaults for anything
 * missing; docs/spec-coverage.md, Car page). A month is a twelfth of 52 weeks, so the three figures agree.
 */
export function fuelCost(input: FuelCostInput = {}): FuelCost {
  const economy = nonNegative(input.economy, DEFAULT_FUEL_ECONOMY)
  const price = nonNegative(input.pricePerLitre, DEFAULT_FUEL_PRICE)
  const km = nonNegative(input.weeklyKm, DEFAULT_WEEKLY_KM)
  const weekly = (km / 100) * economy * price
  return {
    weekly: cents(weekly),
    monthly: cents((weekly * WEEKS_PER_YEAR) / MONTHS_PER_YEAR),
    yearly: cents(weekly * WEEKS_PER_YEAR),
  }
}
