import { describe, expect, it } from 'vitest'
import {
  allSlotTimes,
  bookingDayOptions,
  bookingDays,
  checkSlot,
  dayLabel,
  hoursOn,
  slotsOn,
  weeklyHoursText,
  type SlotLocation,
} from './test-drive-slots'
import { localNow, stateTimeZone } from './time-zone'

const day = (weekday: number, open: string | null, close: string | null) => ({
  weekday,
  status: open ? ('Open' as const) : ('Closed' as const),
  open,
  close,
})

// Sales hours of the demo dealer: weekdays 8:30-17:30, Saturday 8:30-16:00, Sunday closed.
const yard: SlotLocation = {
  name: 'Newstead Sales',
  timeZone: 'Australia/Brisbane',
  hours: [day(0, null, null), ...[1, 2, 3, 4, 5].map((d) => day(d, '08:30', '17:30')), day(6, '08:30', '16:00')],
  special: [{ date: '2026-12-25', status: 'Closed', start_hour: null, end_hour: null }],
}
// Friday 20 November 2026, 12:00 in Brisbane.
const now = localNow(new Date('2026-11-20T02:00:00Z'), stateTimeZone('QLD'))

describe('test drive slots', () => {
  it('reads the wall clock of the location', () => {
    expect(now).toEqual({ date: '2026-11-20', minutes: 12 * 60 })
    expect(localNow(new Date('2026-11-20T02:00:00Z'), stateTimeZone('WA'))).toEqual({
      date: '2026-11-20',
      minutes: 10 * 60,
    })
    expect(dayLabel('2026-11-21')).toBe('Saturday 21 November')
  })

  it('offers half-hour starts inside opening hours, the last one a drive before closing', () => {
    const saturday = slotsOn(yard, '2026-11-21', now)
    expect(saturday[0]).toBe('08:30')
    expect(saturday.at(-1)).toBe('15:30')
    expect(saturday).toHaveLength(15)
    expect(slotsOn(yard, '2026-11-22', now)).toEqual([])
  })

  it('offers nothing already past today, and nothing on a holiday', () => {
    expect(slotsOn(yard, '2026-11-20', now)[0]).toBe('12:30')
    expect(slotsOn(yard, '2026-11-19', now)).toEqual([])
    expect(hoursOn(yard, '2026-12-25')).toBeNull()
    expect(hoursOn(yard, '2026-12-24')).toEqual({ open: 510, close: 1050 })
  })

  it('books from today for 14 days', () => {
    const days = bookingDays(now)
    expect(days).toHaveLength(14)
    expect(days[0]).toBe('2026-11-20')
    expect(days.at(-1)).toBe('2026-12-03')
  })

  it('accepts a slot inside the hours and says why any other is refused', () => {
    expect(checkSlot(yard, '2026-11-21', '10:00', now)).toBeNull()
    expect(checkSlot(yard, '2026-11-22', '10:00', now)).toEqual({ kind: 'closed', day: 'Sunday 22 November' })
    expect(checkSlot(yard, '2026-11-21', '16:00', now)).toMatchObject({
      kind: 'outside-hours',
      day: 'Saturday 21 November',
      first: '08:30',
      last: '15:30',
    })
    expect(checkSlot(yard, '2026-11-21', '15:45', now)).toMatchObject({ kind: 'outside-hours' })
    expect(checkSlot(yard, '2026-11-23', '07:00', now)).toMatchObject({ kind: 'outside-hours', last: '17:00' })
    expect(checkSlot(yard, '2026-11-20', '09:00', now)).toEqual({ kind: 'past' })
    expect(checkSlot(yard, '2026-11-19', '09:00', now)).toEqual({ kind: 'out-of-range', days: 14 })
    expect(checkSlot(yard, '2026-12-04', '09:00', now)).toEqual({ kind: 'out-of-range', days: 14 })
    expect(checkSlot(yard, '2026-02-30', '09:00', now)).toEqual({ kind: 'invalid' })
    expect(checkSlot(yard, '2026-11-21', '25:00', now)).toEqual({ kind: 'invalid' })
  })

  it('lists every start time of any day before a day is chosen', () => {
    const times = allSlotTimes([yard])
    expect(times[0]).toBe('08:30')
    expect(times.at(-1)).toBe('17:00')
    expect(times).not.toContain('17:30')
  })
})

describe('weeklyHoursText', () => {
  it('says each day’s hours, Monday to Sunday, days with the same hours run together', () => {
    expect(weeklyHoursText(yard)).toBe(
      'Monday to Friday 8:30 am to 5:30 pm, Saturday 8:30 am to 4:00 pm, Sunday closed',
    )
    const nerang = { hours: [day(0, '10:00', '16:00'), ...[1, 2, 3, 4, 5, 6].map((d) => day(d, '09:00', '17:30'))] }
    expect(weeklyHoursText(nerang)).toBe('Monday to Saturday 9:00 am to 5:30 pm, Sunday 10:00 am to 4:00 pm')
    expect(weeklyHoursText({ hours: [day(3, '09:00', '12:00')] })).toBe(
      'Monday to Tuesday closed, Wednesday 9:00 am to 12:00 pm, Thursday to Sunday closed',
    )
  })
})

describe('bookingDayOptions', () => {
  it('labels today open but past its last start time as having no times left, a day closed all day as closed', () => {
    // Friday 20 November at 5:10 pm: the yard is open until 5:30 pm, its last drive started at 5:00.
    const late = { date: '2026-11-20', minutes: 17 * 60 + 10 }
    const [today, saturday, sunday] = bookingDayOptions(yard, late)
    expect(today).toEqual({ value: '2026-11-20', label: 'Friday 20 November (no times left)', disabled: true })
    expect(saturday).toEqual({ value: '2026-11-21', label: 'Saturday 21 November', disabled: false })
    expect(sunday).toEqual({ value: '2026-11-22', label: 'Sunday 22 November (closed)', disabled: true })
    expect(bookingDayOptions(yard, now)[0]).toEqual({
      value: '2026-11-20',
      label: 'Friday 20 November',
      disabled: false,
    })
    expect(bookingDayOptions(undefined, late)[2]).toEqual({
      value: '2026-11-22',
      label: 'Sunday 22 November',
      disabled: false,
    })
  })
})
