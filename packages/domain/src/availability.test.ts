import { describe, expect, it } from 'vitest'
import { isAvailable, isFinanceEligible, isVisible } from './availability'

const now = new Date('2026-11-22T00:00:00Z')
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString()

describe('availability', () => {
  it('counts in_stock and coming_soon as available', () => {
    expect(isAvailable({ status: 'in_stock' })).toBe(true)
    expect(isAvailable({ status: 'coming_soon' })).toBe(true)
    expect(isAvailable({ status: 'sold' })).toBe(false)
  })
  it('shows sold cars for 3 days by default, or the dealer override', () => {
    const car = { status: 'sold' as const, show_on_dealer_website: true }
    expect(isVisible({ ...car, sold_date: daysAgo(2.9) }, now)).toBe(true)
    expect(isVisible({ ...car, sold_date: daysAgo(3.1) }, now)).toBe(false)
    expect(isVisible({ ...car, sold_date: daysAgo(6) }, now, 7)).toBe(true)
    expect(isVisible({ ...car, sold_date: null }, now)).toBe(false)
  })
  it('hides anything not shown on the dealer website', () => {
    expect(isVisible({ status: 'in_stock', sold_date: null, show_on_dealer_website: false }, now)).toBe(false)
  })
  it('makes only in-stock, unreserved cars above $200 finance-eligible', () => {
    expect(isFinanceEligible({ status: 'in_stock', reserved: false, price: 201 })).toBe(true)
    expect(isFinanceEligible({ status: 'in_stock', reserved: false, price: 200 })).toBe(false)
    expect(isFinanceEligible({ status: 'in_stock', reserved: true, price: 30000 })).toBe(false)
    expect(isFinanceEligible({ status: 'coming_soon', reserved: false, price: 30000 })).toBe(false)
  })
})
