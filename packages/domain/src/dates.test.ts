import { describe, expect, it } from 'vitest'
import { formatDate, formatTime12h } from './dates'

describe('formatDate', () => {
  it('shows ISO dates and date-times as dd/MM/yyyy', () => {
    expect(formatDate('2027-02-28')).toBe('28/02/2027')
    expect(formatDate('2026-11-20T02:00:00.000Z')).toBe('20/11/2026')
  })

  it('leaves what it cannot read alone', () => {
    expect(formatDate('soon')).toBe('soon')
  })
})

describe('formatTime12h', () => {
  it('shows 24-hour times with am or pm', () => {
    expect(formatTime12h('17:30')).toBe('5:30 pm')
    expect(formatTime12h('00:15')).toBe('12:15 am')
  })
})
