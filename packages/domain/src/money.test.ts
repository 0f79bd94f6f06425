import { describe, expect, it } from 'vitest'
import { formatCents, formatKm, formatMoney, hasPrice, parseDollars } from './money'

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
  it('shows cents only when there are some', () => {
    expect(formatCents(20_000)).toBe('$200')
    expect(formatCents(25_050)).toBe('$250.50')
    expect(formatCents(123_456_78)).toBe('$123,456.78')
    expect(formatCents(5)).toBe('$0.05')
  })
  it('reads dollar amounts as people write them, and nothing else', () => {
    expect(parseDollars('200')).toBe(20_000)
    expect(parseDollars(' $1,250 ')).toBe(125_000)
    expect(parseDollars('$99.95')).toBe(9_995)
    expect(parseDollars('$0.50')).toBe(50)
    for (const bad of ['', '$', '-5', '1.5', '1.999', '12,34', '1,2345', 'two hundred', '$200 deposit', '1e3', '0x10'])
      expect(parseDollars(bad), bad).toBeNull()
  })
})
