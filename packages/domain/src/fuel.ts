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

/** The fuel calculator is hidden for electric cars (docs/spec-coverage.md, Car page). */
export function showFuelCalculator(car: Pick<Car, 'fuel' | 'simple_fuel'>): boolean {
  return !isElectric(car)
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
