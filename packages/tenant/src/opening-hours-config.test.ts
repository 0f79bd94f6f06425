import { describe, expect, it } from 'vitest'
import { parseTenantConfig } from './load'
import { minimalTenant } from './minimal-tenant'

const withHours = (hours: Record<string, unknown>) => {
  const base = minimalTenant('alpha')
  return parseTenantConfig({ ...base, locations: [{ ...base.locations[0], ...hours }] }, 'tenants/alpha/tenant.json')
}

describe('opening hours in a tenant file', () => {
  it('takes 24-hour HH:MM times, and a closed day without times', () => {
    const location = withHours({
      opening_hours: [
        { weekday: 1, status: 'Open', open: '08:30', close: '17:00' },
        { weekday: 0, status: 'Closed', open: null, close: null },
      ],
      special_hours: [{ date: '2026-12-24', status: 'Open', start_hour: '09:00', end_hour: '12:00', label: null }],
    }).locations[0]
    expect(location?.opening_hours.map((h) => [h.open, h.close])).toEqual([
      ['08:30', '17:00'],
      [null, null],
    ])
  })

  it('refuses times written another way, naming the file, the field and what it expects', () => {
    // Read as a time, "8:30am" closed every day: no test drive could be booked (a walk-through found it).
    const bad = () => withHours({ opening_hours: [{ weekday: 1, status: 'Open', open: '8:30am', close: '5pm' }] })
    expect(bad).toThrow(/tenants\/alpha\/tenant\.json/)
    expect(bad).toThrow(/locations\.0\.opening_hours\.0\.open: Expected a 24-hour time as HH:MM, like "08:30"/)
    expect(bad).toThrow(/locations\.0\.opening_hours\.0\.close: Expected a 24-hour time as HH:MM/)
    expect(() =>
      withHours({ special_hours: [{ date: '24/12/2026', status: 'Closed', start_hour: null, end_hour: null }] }),
    ).toThrow(/locations\.0\.special_hours\.0\.date: Expected a date as YYYY-MM-DD/)
  })

  it('refuses an open day without both times, or closing before it opens', () => {
    expect(() => withHours({ opening_hours: [{ weekday: 2, status: 'Open', open: '09:00', close: null }] })).toThrow(
      /opening_hours\.0\.close: An open day needs a closing time/,
    )
    expect(() => withHours({ opening_hours: [{ weekday: 2, status: 'Open', open: '17:00', close: '09:00' }] })).toThrow(
      /opening_hours\.0\.close: Expected a closing time after the opening time \(17:00\)/,
    )
    expect(() =>
      withHours({ special_hours: [{ date: '2026-12-24', status: 'Open', start_hour: null, end_hour: '12:00' }] }),
    ).toThrow(/special_hours\.0\.start_hour: An open day needs an opening time/)
  })
})
