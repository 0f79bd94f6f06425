import { getZodConstraint } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { errorsOf, submit } from '../test-support/form-data'
import { testDriveSchema, type TestDriveAvailability } from './test-drive'
import { TEST_DRIVE_DAY_NEEDED, TEST_DRIVE_TIME_NEEDED } from './messages'

const day = (weekday: number, open: string | null, close: string | null) => ({
  weekday,
  status: open ? ('Open' as const) : ('Closed' as const),
  open,
  close,
})
const week = (open: string, close: string, sunday: boolean) => [
  sunday ? day(0, '10:00', '15:00') : day(0, null, null),
  ...[1, 2, 3, 4, 5, 6].map((d) => day(d, open, close)),
]
// Friday 20 November 2026, noon at both yards.
const availability: TestDriveAvailability = {
  locations: {
    city: { name: 'City Sales', timeZone: 'Australia/Brisbane', hours: week('08:30', '17:30', false), special: [] },
    north: {
      name: 'North Used Cars',
      timeZone: 'Australia/Brisbane',
      hours: week('09:00', '17:00', true),
      special: [],
    },
  },
  now: { city: { date: '2026-11-20', minutes: 720 }, north: { date: '2026-11-20', minutes: 720 } },
}
const CONTACT_ONLY = { name: 'Ann Citizen', email: 'ann@example.com', phone: '0412 345 678' }
const locations = [
  { value: 'city', label: 'City Sales' },
  { value: 'north', label: 'North Used Cars' },
]

describe('test drive slots in the form', () => {
  it('books a slot inside the chosen location’s hours and keeps it as preferred_datetime', () => {
    const s = submit(testDriveSchema({ locations, availability }), {
      ...CONTACT_ONLY,
      location: 'north',
      preferred_date: '2026-11-22',
      preferred_time: '10:30',
    })
    expect(s.status).toBe('success')
    expect(s.status === 'success' && s.value).toMatchObject({
      location: 'north',
      preferred_datetime: '2026-11-22T10:30',
    })
    expect(s.status === 'success' && 'preferred_date' in s.value).toBe(false)
  })

  it('refuses a closed day beside the day, naming the location', () => {
    expect(
      errorsOf(testDriveSchema({ locations, availability }), {
        ...CONTACT_ONLY,
        location: 'city',
        preferred_date: '2026-11-22',
        preferred_time: '10:30',
      }),
    ).toEqual({ preferred_date: ['City Sales is closed on Sunday 22 November. Please choose another day.'] })
  })

  it('refuses a time outside the hours beside the time, with the times it offers', () => {
    expect(
      errorsOf(testDriveSchema({ locations, availability }), {
        ...CONTACT_ONLY,
        location: 'north',
        preferred_date: '2026-11-21',
        preferred_time: '08:30',
      }),
    ).toEqual({
      preferred_time: [
        'North Used Cars is open 9:00 am to 5:00 pm on Saturday 21 November. Please choose a time from 9:00 am to 4:30 pm.',
      ],
    })
    expect(
      errorsOf(testDriveSchema({ locations, availability }), {
        ...CONTACT_ONLY,
        location: 'city',
        preferred_date: '2026-11-20',
        preferred_time: '09:00',
      }),
    ).toEqual({ preferred_time: ['That time has passed. Please choose a later time.'] })
  })

  it('uses the car’s location when there is no select', () => {
    const fixed = testDriveSchema({ availability: { ...availability, fixedLocationId: 'city' } })
    expect(errorsOf(fixed, { ...CONTACT_ONLY, preferred_date: '2026-11-23', preferred_time: '17:00' })).toEqual({})
    expect(
      Object.keys(errorsOf(fixed, { ...CONTACT_ONLY, preferred_date: '2026-11-23', preferred_time: '17:30' })),
    ).toEqual(['preferred_time'])
    // A date-time sent whole is held to the same hours.
    expect(Object.keys(errorsOf(fixed, { ...CONTACT_ONLY, preferred_datetime: '2026-11-22T10:00' }))).toEqual([
      'preferred_datetime',
    ])
  })

  it('needs both the day and the time, or neither', () => {
    const schema = testDriveSchema({ locations, availability })
    expect(errorsOf(schema, { ...CONTACT_ONLY, location: 'city' })).toEqual({})
    expect(errorsOf(schema, { ...CONTACT_ONLY, location: 'city', preferred_date: '2026-11-23' })).toEqual({
      preferred_time: [TEST_DRIVE_TIME_NEEDED],
    })
    expect(errorsOf(schema, { ...CONTACT_ONLY, location: 'city', preferred_time: '10:00' })).toEqual({
      preferred_date: [TEST_DRIVE_DAY_NEEDED],
    })
    expect(
      Object.keys(
        errorsOf(schema, { ...CONTACT_ONLY, location: 'city', preferred_date: 'soon', preferred_time: '10:00' }),
      ),
    ).toEqual(['preferred_date'])
  })

  it('survives a second parse of its own output (submitLead validates again)', () => {
    const schema = testDriveSchema({ locations, availability })
    const s = submit(schema, {
      ...CONTACT_ONLY,
      location: 'city',
      preferred_date: '2026-11-23',
      preferred_time: '10:00',
    })
    expect(s.status === 'success' && schema.safeParse(s.value).success).toBe(true)
    expect(getZodConstraint(schema).location).toMatchObject({ required: true })
  })
})

describe('test drive form without JS', () => {
  it('reports a refused slot together with a missing contact field', () => {
    const errors = errorsOf(testDriveSchema({ locations, availability }), {
      name: 'Ann',
      email: 'ann@example.com',
      location: 'city',
      preferred_date: '2026-11-22',
      preferred_time: '10:30',
    })
    expect(Object.keys(errors).sort()).toEqual(['phone', 'preferred_date'])
  })

  it('a location id that names an inherited property (__proto__, toString) is refused, never looked up', () => {
    for (const location of ['__proto__', 'toString', 'constructor']) {
      expect(() =>
        errorsOf(testDriveSchema({ locations, availability }), {
          ...CONTACT_ONLY,
          location,
          preferred_date: '2026-11-23',
          preferred_time: '10:30',
        }),
      ).not.toThrow()
      expect(
        errorsOf(testDriveSchema({ locations, availability }), {
          ...CONTACT_ONLY,
          location,
          preferred_date: '2026-11-23',
          preferred_time: '10:30',
        }),
      ).toHaveProperty('location')
    }
  })
})
