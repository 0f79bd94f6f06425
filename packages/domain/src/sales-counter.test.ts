import { describe, expect, it } from 'vitest'
import { salesCounter } from './sales-counter'

describe('salesCounter', () => {
  it('is 0 at midnight on the 1st in Brisbane', () => {
    expect(salesCounter(new Date('2025-03-01T00:00:00+10:00'))).toBe(0)
  })

  it('adds 192 a day and one every 450 seconds', () => {
    // 15th, 13:07:30 → 14 × 192 + floor(47250 / 450) = 2688 + 105
    expect(salesCounter(new Date('2025-03-15T13:07:30+10:00'))).toBe(2793)
    expect(salesCounter(new Date('2025-03-15T13:07:29+10:00'))).toBe(2792)
    // Last second of a 31-day month: 30 × 192 + floor(86399 / 450) = 5760 + 191
    expect(salesCounter(new Date('2025-01-31T23:59:59+10:00'))).toBe(5951)
  })

  it('reads the day in Brisbane, not UTC', () => {
    // 20:00 UTC on the 9th is 06:00 on the 10th in Brisbane: 9 × 192 + 48
    expect(salesCounter(new Date('2025-03-09T20:00:00Z'))).toBe(1776)
  })
})
