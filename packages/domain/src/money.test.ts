import { describe, expect, it } from 'vitest'
import { formatKm, formatMoney, hasPrice } from './money'

describe('money', () => {
  it('formats dollars with thousands commas and no decimals', () => {
    expect(formatMoney(34990)).toBe('$34,990')
    expect(formatMoney(1234567.6)).toBe('$1,234,568')
    expect(formatMoney(0)).toBe('$0')
  })
  it('treats 10 or less as no price', () => {
    expect(hasPrice(10)).toBe(false)
    expect(hasPrice(11)).toBe(true)
    expect(hasPrice(null)).toBe(false)
    expect(hasPrice(Number.NaN)).toBe(false)
  })
  it('formats kilometres with the kms suffix', () => {
    expect(formatKm(123456)).toBe('123,456 kms')
  })
})
