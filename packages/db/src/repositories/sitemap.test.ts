import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/test-databases'
import { makeCar } from '../testing/fixtures'
import { upsertCars } from './cars'
import { listCarSitemapEntries, listStockGroups } from './sitemap'

const newTenant = () => `t-${randomUUID()}`
const now = new Date('2026-11-20T00:00:00.000Z')
const visibleAt = { now, includeSoldCarsDays: 3 }

describeEachDatabase('sitemap queries', (ctx) => {
  it('list only the visible cars of the tenant, newest first, a page at a time', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const other = newTenant()
    await upsertCars(db, tenant, [
      makeCar({ id: 'old', created_at: '2026-01-01T00:00:00.000Z' }),
      makeCar({ id: 'new', created_at: '2026-11-01T10:00:00+10:00' }),
      makeCar({ id: 'soon', status: 'coming_soon', created_at: '2026-06-01T00:00:00.000Z' }),
      // Sold 2 days ago: still shown (3 days); sold 10 days ago or hidden: never listed.
      makeCar({ id: 'sold', status: 'sold', sold_date: '2026-11-18T00:00:00.000Z' }),
      makeCar({ id: 'gone', status: 'sold', sold_date: '2026-11-10T00:00:00.000Z' }),
      makeCar({ id: 'hidden', show_on_dealer_website: false }),
    ])
    await upsertCars(db, other, [makeCar({ id: 'theirs', created_at: '2026-11-19T00:00:00.000Z' })])

    const all = await listCarSitemapEntries(db, tenant, { visibleAt, limit: 10 })
    expect(all.map((c) => c.slug)).toEqual(['car-new', 'car-soon', 'car-old', 'car-sold'])
    expect(all[0]).toEqual({ slug: 'car-new', createdAt: '2026-11-01T00:00:00.000Z', soldAt: null })
    expect(all[3]).toMatchObject({ soldAt: '2026-11-18T00:00:00.000Z' })

    const second = await listCarSitemapEntries(db, tenant, { visibleAt, limit: 2, offset: 2 })
    expect(second.map((c) => c.slug)).toEqual(['car-old', 'car-sold'])
    expect(await listCarSitemapEntries(db, tenant, { visibleAt, limit: 2, offset: 4 })).toEqual([])
    await expect(listCarSitemapEntries(db, tenant, { visibleAt, limit: -1 })).rejects.toThrow(RangeError)
  })

  it('group the visible stock by type, make, model and location with the newest dates', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    await upsertCars(db, tenant, [
      makeCar({ id: 'a', make: 'Toyota', model: 'HiLux', location_id: 'north', created_at: '2026-10-01T00:00:00Z' }),
      makeCar({ id: 'b', make: 'Toyota', model: 'HiLux', location_id: 'north', created_at: '2026-11-01T00:00:00Z' }),
      makeCar({
        id: 'c',
        car_type: 'new',
        make: 'Mazda',
        model: 'CX-5',
        status: 'sold',
        sold_date: '2026-11-19T00:00:00Z',
      }),
      makeCar({ id: 'd', make: 'Kia', model: 'Rio', show_on_dealer_website: false }),
    ])
    await upsertCars(db, newTenant(), [makeCar({ id: 'x', make: 'Ford', model: 'Ranger' })])
    const groups = await listStockGroups(db, tenant, visibleAt)
    expect(groups.sort((x, y) => x.make.localeCompare(y.make))).toEqual([
      {
        carType: 'new',
        make: 'Mazda',
        model: 'CX-5',
        locationId: null,
        cars: 1,
        newestCreatedAt: '2025-01-01T00:00:00.000Z',
        newestSoldAt: '2026-11-19T00:00:00.000Z',
      },
      {
        carType: 'used',
        make: 'Toyota',
        model: 'HiLux',
        locationId: 'north',
        cars: 2,
        newestCreatedAt: '2026-11-01T00:00:00.000Z',
        newestSoldAt: null,
      },
    ])
  })
})
