import { describe, expect, it } from 'vitest'
import { openingHoursTable } from './opening-hours'
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
