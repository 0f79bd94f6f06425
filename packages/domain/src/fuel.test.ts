import { describe, expect, it } from 'vitest'
import { DEFAULT_FUEL_PRICE, DEFAULT_WEEKLY_KM, fuelCost, fuelEconomy, isElectric, showFuelCalculator } from './fuel'

describe('fuel calculator', () => {
  it('defaults to 10 L/100km, $1.70 a litre and 250 km a week', () => {
    expect(DEFAULT_FUEL_PRICE).toBe(1.7)
    expect(DEFAULT_WEEKLY_KM).toBe(250)
    // 250 km × 10 L/100km = 25 L × 1.70 = 42.50 a week
    expect(fuelCost()).toEqual({ weekly: 42.5, monthly: 184.17, yearly: 2210 })
  })

  it('uses the car economy when known, else 10', () => {
    expect(fuelEconomy({ fuel: null, simple_fuel: null, variant: { fuelconsumptioncombined: 6.4 } })).toBe(6.4)
    expect(fuelEconomy({ fuel: null, simple_fuel: null, variant: { fuelconsumptioncombined: null } })).toBe(10)
    expect(fuelEconomy({ fuel: null, simple_fuel: null, variant: null })).toBe(10)
    expect(fuelEconomy({ fuel: null, simple_fuel: null, variant: { fuelconsumptioncombined: 0 } })).toBe(10)
  })

  it('recomputes with edited price and distance', () => {
    // 400 km × 6.4/100 = 25.6 L × 2.05 = 52.48
    expect(fuelCost({ economy: 6.4, pricePerLitre: 2.05, weeklyKm: 400 }).weekly).toBe(52.48)
    expect(fuelCost({ weeklyKm: Number.NaN }).weekly).toBe(42.5)
  })

  it('is hidden for electric cars only', () => {
    expect(isElectric({ simple_fuel: 'Electric', fuel: 'Electric' })).toBe(true)
    expect(showFuelCalculator({ simple_fuel: 'Electric', fuel: null })).toBe(false)
    expect(showFuelCalculator({ simple_fuel: 'Hybrid', fuel: 'Hybrid Electric/Premium Unleaded Petrol' })).toBe(true)
    expect(showFuelCalculator({ simple_fuel: 'Petrol', fuel: 'Unleaded Petrol' })).toBe(true)
    expect(showFuelCalculator({ simple_fuel: null, fuel: null })).toBe(true)
  })
})
