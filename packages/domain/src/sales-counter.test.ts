import { describe, expect, it } from 'vitest'
import { salesCounter, salesCounterFigure } from './sales-counter'
import { localMonth } from './time-zone'

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

describe('salesCounterFigure', () => {
  const at = new Date('2026-11-20T02:00:00Z')

  it('counts the cars sold this month, saying so', () => {
    expect(
      salesCounterFigure({ mode: 'sold', now: at, soldThisMonth: 23, monthStart: '2026-11-01', noun: 'Cars' }),
    ).toEqual({ count: 23, basis: 'Cars sold from our stock since 1 November' })
    expect(
      salesCounterFigure({ mode: 'sold', now: at, soldThisMonth: 1, monthStart: '2027-01-01', noun: 'Caravans' }),
    ).toEqual({ count: 1, basis: 'Caravans sold from our stock since 1 January' })
  })

  it('shows no figure for a month with no sale (or a count it cannot trust)', () => {
    for (const soldThisMonth of [0, -1, 1.5, Number.NaN]) {
      expect(salesCounterFigure({ mode: 'sold', now: at, soldThisMonth, monthStart: '2026-11-01', noun: 'Cars' })).toBe(
        null,
      )
    }
  })

  it('uses the spec’s formula in Brisbane time when the dealer chooses it, whatever was sold', () => {
    // 20 Nov, 12:00 in Brisbane: 19 × 192 + floor(43200 / 450) = 3648 + 96
    expect(
      salesCounterFigure({ mode: 'formula', now: at, soldThisMonth: 0, monthStart: '2026-11-01', noun: 'Cars' }),
    ).toEqual({ count: 3744, basis: null })
  })
})

describe('localMonth: the dealer’s month boundaries', () => {
  it('starts the month at local midnight of the 1st, in the dealer’s zone', () => {
    // 1 Dec 00:30 in Brisbane is still 30 Nov in UTC: the month is December there.
    const brisbane = localMonth(new Date('2026-11-30T14:30:00Z'), 'Australia/Brisbane')
    expect(brisbane.firstDay).toBe('2026-12-01')
    expect(brisbane.start.toISOString()).toBe('2026-11-30T14:00:00.000Z')
    expect(brisbane.end.toISOString()).toBe('2026-12-31T14:00:00.000Z')
    // The same instant is still November in Perth (UTC+8, 22:30 on the 30th).
    const perth = localMonth(new Date('2026-11-30T14:30:00Z'), 'Australia/Perth')
    expect(perth.firstDay).toBe('2026-11-01')
    expect(perth.start.toISOString()).toBe('2026-10-31T16:00:00.000Z')
    expect(perth.end.toISOString()).toBe('2026-11-30T16:00:00.000Z')
  })

  it('follows daylight saving: Sydney’s October starts on +10, its November on +11', () => {
    const october = localMonth(new Date('2026-10-15T00:00:00Z'), 'Australia/Sydney')
    expect(october.start.toISOString()).toBe('2026-09-30T14:00:00.000Z')
    expect(october.end.toISOString()).toBe('2026-10-31T13:00:00.000Z')
    // April: daylight saving ends on the first Sunday; the 1st is still on +11.
    const april = localMonth(new Date('2026-04-10T00:00:00Z'), 'Australia/Sydney')
    expect(april.start.toISOString()).toBe('2026-03-31T13:00:00.000Z')
    expect(april.end.toISOString()).toBe('2026-04-30T14:00:00.000Z')
  })

  it('rolls December into January of the next year', () => {
    const december = localMonth(new Date('2026-12-31T13:59:59Z'), 'Australia/Brisbane')
    expect(december.firstDay).toBe('2026-12-01')
    expect(december.end.toISOString()).toBe('2026-12-31T14:00:00.000Z')
    expect(localMonth(new Date('2026-12-31T14:00:00Z'), 'Australia/Brisbane').firstDay).toBe('2027-01-01')
  })

  it('gives every instant of a month the same bounds, each call its own dates (the bounds are kept per zone and month)', () => {
    const first = localMonth(new Date('2026-10-02T00:00:00Z'), 'Australia/Sydney')
    const later = localMonth(new Date('2026-10-29T09:00:00Z'), 'Australia/Sydney')
    expect(later).toEqual(first)
    expect(later.start).not.toBe(first.start)
    first.start.setTime(0)
    expect(localMonth(new Date('2026-10-15T00:00:00Z'), 'Australia/Sydney').start.toISOString()).toBe(
      '2026-09-30T14:00:00.000Z',
    )
    // The same month in another zone is its own.
    expect(localMonth(new Date('2026-10-15T00:00:00Z'), 'Australia/Perth').start.toISOString()).toBe(
      '2026-09-30T16:00:00.000Z',
    )
  })
})
