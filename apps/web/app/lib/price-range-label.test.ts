import { describe, expect, it } from 'vitest'
import { priceRangeLabel } from './price-range-label'

describe('priceRangeLabel', () => {
  it('words the default range as a range, with + at the top end', () => {
    expect(priceRangeLabel(5_000, 250_000)).toBe('$5,000 to $250,000+')
  })
  it('words a middle range without +', () => {
    expect(priceRangeLabel(20_000, 40_000)).toBe('$20,000 to $40,000')
  })
  it('keeps the lower end when the lower thumb is at the minimum', () => {
    expect(priceRangeLabel(5_000, 40_000)).toBe('$5,000 to $40,000')
  })
  it('adds + only when the upper thumb is at the maximum', () => {
    expect(priceRangeLabel(100_000, 250_000)).toBe('$100,000 to $250,000+')
    expect(priceRangeLabel(100_000, 249_500)).toBe('$100,000 to $249,500')
  })
})
