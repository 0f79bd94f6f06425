import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FUEL_PRICE,
  DEFAULT_WEEKLY_KM,
  boundFuelInput,
  fuelCost,
  fuelEconomy,
  isElectric,
  showFuelCalculator,
} from './fuel'

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

describe('bounded fuel inputs', () => {
  it('keeps a value inside the bounds as entered', () => {
    expect(boundFuelInput('weeklyKm', '300')).toEqual({ value: 300, input: '300', error: null })
    expect(boundFuelInput('pricePerLitre', '$1.95')).toEqual({ value: 1.95, input: '$1.95', error: null })
  })

  it('uses the default for an empty field', () => {
    expect(boundFuelInput('weeklyKm', null)).toEqual({ value: 250, input: '250', error: null })
    expect(boundFuelInput('pricePerLitre', '  ')).toEqual({ value: 1.7, input: '1.7', error: null })
  })

  it('brings an absurd value to the nearest bound and says so, so no cost is infinite', () => {
    const km = boundFuelInput('weeklyKm', '1e308')
    expect(km.value).toBe(5000)
    expect(km.error).toBe('Enter a number between 0 and 5,000 km a week; showing 5,000.')
    expect(Number.isFinite(fuelCost({ weeklyKm: km.value }).weekly)).toBe(true)
    expect(boundFuelInput('pricePerLitre', '0.01').value).toBe(0.5)
  })

  it('falls back to the default for text that is not a number', () => {
    expect(boundFuelInput('pricePerLitre', 'abc')).toEqual({
      value: 1.7,
      input: 'abc',
      error: 'Enter a number between $0.50 and $5.00 a litre.',
    })
  })

  it('is hidden for caravans as well as electric cars', () => {
    expect(showFuelCalculator({ fuel: 'Diesel', simple_fuel: 'Diesel', item_type: 'caravan' })).toBe(false)
    expect(showFuelCalculator({ fuel: 'Diesel', simple_fuel: 'Diesel', item_type: 'car' })).toBe(true)
  })
})
