import { describe, expect, it } from 'vitest'
import { openingHoursRows, openingHoursTable, specialHoursRows } from './opening-hours'
import { formatDate, formatTime12h } from './dates'

const day = (weekday: number, open: string | null, close: string | null) => ({
  weekday,
  status: open ? ('Open' as const) : ('Closed' as const),
  open,
  close,
})

describe('opening hours', () => {
  it('collapses identical Monday to Friday into Mon-Fri', () => {
    const rows = openingHoursTable(
      [1, 2, 3, 4, 5].map((d) => day(d, '08:30', '17:30')).concat(day(6, '09:00', '13:00')),
    )
    expect(rows).toEqual([
      { label: 'Mon-Fri', hours: '8:30 am - 5:30 pm' },
      { label: 'Saturday', hours: '9:00 am - 1:00 pm' },
      { label: 'Sunday', hours: 'Closed' },
    ])
  })
  it('lists each day Monday to Sunday when weekdays differ', () => {
    const rows = openingHoursTable([day(1, '08:00', '17:00'), day(2, '08:00', '18:00')])
    expect(rows.map((r) => r.label)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(rows[2]!.hours).toBe('Closed')
  })
  it('formats dates as dd/MM/yyyy and times in 12-hour form', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026')
    expect(formatTime12h('00:15')).toBe('12:15 am')
    expect(formatTime12h('12:00')).toBe('12:00 pm')
  })
})

import { stateTimeZone, weekdayIn } from './time-zone'
describe('time zones', () => {
  it('finds the weekday in the dealer state', () => {
    // 2026-11-22T15:00Z is Sunday in UTC but Monday 01:00 in Brisbane and Sunday 23:00 in Perth.
    const now = new Date('2026-11-22T15:00:00Z')
    expect(weekdayIn(now, stateTimeZone('QLD'))).toBe(1)
    expect(weekdayIn(now, stateTimeZone('WA'))).toBe(0)
    expect(stateTimeZone('XX')).toBe('Australia/Brisbane')
  })
})

describe('closed days and holiday hours (docs/spec-coverage.md, Dealer site: locations)', () => {
  const week = [1, 2, 3, 4, 5].map((d) => day(d, '08:30', '17:30')).concat(day(6, '09:00', '13:00'))
  it('reads Closed by default, or the site’s wording, and marks Enquire Now days as links', () => {
    expect(openingHoursRows(week).at(-1)).toEqual({ label: 'Sunday', hours: 'Closed', enquire: false })
    expect(openingHoursRows(week, 'by-appointment').at(-1)).toEqual({
      label: 'Sunday',
      hours: 'By appointment only',
      enquire: false,
    })
    const rows = openingHoursRows(week, 'enquire-now')
    expect(rows.at(-1)).toEqual({ label: 'Sunday', hours: 'Enquire Now', enquire: true })
    expect(rows[0]).toEqual({ label: 'Mon-Fri', hours: '8:30 am - 5:30 pm', enquire: false })
  })
  it('gives no hours at all as seven closed days in the site’s wording', () => {
    expect(openingHoursRows([], 'by-appointment')).toEqual([
      { label: 'Mon-Fri', hours: 'By appointment only', enquire: false },
      { label: 'Saturday', hours: 'By appointment only', enquire: false },
      { label: 'Sunday', hours: 'By appointment only', enquire: false },
    ])
  })
  it('lists holiday hours by date in 12-hour form with am or pm, Closed without both times', () => {
    const rows = specialHoursRows([
      { date: '2026-12-26', status: 'Open', start_hour: '09:00', end_hour: '13:00', label: 'Boxing Day' },
      { date: '2026-12-25', status: 'Closed', start_hour: null, end_hour: null, label: 'Christmas Day' },
      { date: '2027-01-26', status: 'Open', start_hour: '12:30', end_hour: null, label: null },
      { date: '2026-12-31', status: 'Open', start_hour: '00:00', end_hour: '12:00', label: null },
    ])
    expect(rows).toEqual([
      { date: '25/12/2026', label: 'Christmas Day', hours: 'Closed' },
      { date: '26/12/2026', label: 'Boxing Day', hours: '9:00 am - 1:00 pm' },
      { date: '31/12/2026', label: null, hours: '12:00 am - 12:00 pm' },
      { date: '26/01/2027', label: null, hours: 'Closed' },
    ])
  })
})
