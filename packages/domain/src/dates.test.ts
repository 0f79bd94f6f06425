import { describe, expect, it } from 'vitest'
import { formatDate, formatTime12h } from './dates'

describe('formatDate', () => {
  it('shows dates as dd/MM/yyyy', () => {
    expect(formatDate('2026-11-03')).toBe('03/11/2026')
    expect(formatDate('2026-01-31T23:59:59.000Z')).toBe('31/01/2026')
  })

  it('leaves a value that is not an ISO date as it is', () => {
    expect(formatDate('soon')).toBe('soon')
  })
})

describe('formatTime12h', () => {
  it('shows 12-hour times with am or pm', () => {
    expect(formatTime12h('17:30')).toBe('5:30 pm')
    expect(formatTime12h('00:05')).toBe('12:05 am')
    expect(formatTime12h('12:00')).toBe('12:00 pm')
  })
})
