import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { makeLocation } from '../testing/fixtures'
import { describeEachDatabase } from '../testing/test-databases'
import { findLocationBySlug, listLocations, replaceLocations } from './locations'

const newTenant = () => `t-${randomUUID()}`

describeEachDatabase('locations repository', (ctx) => {
  it('round-trips locations with their hours, in the given order', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const second = makeLocation({ id: 'b' })
    const first = makeLocation({
      id: 'a',
      location_type: 'service',
      location_subtype: null,
      primary: false,
      visible: true,
      manufacturers: [],
      average_rating: null,
      address: { street: '2 Side St', city: 'Ryde', state: 'NSW', postcode: '2112', lat: -33.8, long: 151.1 },
      opening_hours: [],
      special_hours: [],
    })
    await replaceLocations(db, tenant, [second, first])
    expect(await listLocations(db, tenant)).toStrictEqual([second, first])
    expect(await findLocationBySlug(db, tenant, 'location-b')).toStrictEqual(second)
    expect(await findLocationBySlug(db, tenant, 'location-a')).toStrictEqual(first)
    expect(await findLocationBySlug(db, tenant, 'missing')).toBeUndefined()
  })

  it('replaces the previous set, hours included', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    await replaceLocations(db, tenant, [makeLocation({ id: 'old' }), makeLocation({ id: 'kept' })])
    const kept = makeLocation({
      id: 'kept',
      opening_hours: [{ weekday: 6, status: 'Open', open: '09:00', close: '12:00' }],
    })
    await replaceLocations(db, tenant, [kept])
    expect(await listLocations(db, tenant)).toStrictEqual([kept])
    await replaceLocations(db, tenant, [])
    expect(await listLocations(db, tenant)).toEqual([])
  })

  it('never returns or replaces another tenant’s locations', async () => {
    const { db } = ctx()
    const a = newTenant()
    const b = newTenant()
    const locationA = makeLocation({ id: 'same', slug: 'same-slug' })
    await replaceLocations(db, a, [locationA])
    expect(await listLocations(db, b)).toEqual([])
    expect(await findLocationBySlug(db, b, 'same-slug')).toBeUndefined()
    const locationB = makeLocation({ id: 'same', slug: 'same-slug', name: 'B', opening_hours: [] })
    await replaceLocations(db, b, [locationB])
    await replaceLocations(db, b, [locationB])
    expect(await listLocations(db, a)).toStrictEqual([locationA])
    expect(await findLocationBySlug(db, b, 'same-slug')).toStrictEqual(locationB)
  })

  it('rejects duplicate slugs with a clear message and keeps what was stored', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const stored = makeLocation({ id: 'x' })
    await replaceLocations(db, tenant, [stored])
    await expect(
      replaceLocations(db, tenant, [makeLocation({ id: '1', slug: 'dup' }), makeLocation({ id: '2', slug: 'dup' })]),
    ).rejects.toThrow('replaceLocations: duplicate slug "dup"')
    expect(await listLocations(db, tenant)).toStrictEqual([stored])
  })
})
