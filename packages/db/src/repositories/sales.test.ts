import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { makeCar } from '../testing/fixtures'
import { describeEachDatabase } from '../testing/test-databases'
import { markCarsSold, upsertCars } from './cars'
import { countCarsSold, listSoldDates } from './sales'

const newTenant = () => `t-${randomUUID()}`
// November 2026 in Brisbane (UTC+10).
const november = { from: new Date('2026-10-31T14:00:00Z'), to: new Date('2026-11-30T14:00:00Z') }

describeEachDatabase('sales repository', (ctx) => {
  it('counts the cars sold inside the range, its start included and its end not', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    await upsertCars(db, tenant, [
      makeCar({ id: 'first', status: 'sold', sold_date: '2026-10-31T14:00:00.000Z' }),
      makeCar({ id: 'local-offset', status: 'sold', sold_date: '2026-11-15T09:30:00+10:00' }),
      makeCar({ id: 'hidden', status: 'sold', sold_date: '2026-11-20T00:00:00Z', show_on_dealer_website: false }),
      makeCar({ id: 'october', status: 'sold', sold_date: '2026-10-31T13:59:59.000Z' }),
      makeCar({ id: 'december', status: 'sold', sold_date: '2026-11-30T14:00:00.000Z' }),
      makeCar({ id: 'in-stock', status: 'in_stock' }),
      makeCar({ id: 'coming', status: 'coming_soon' }),
    ])
    expect(await countCarsSold(db, tenant, november)).toBe(3)
    await markCarsSold(db, tenant, ['in-stock'], '2026-11-21T01:00:00.000Z')
    expect(await countCarsSold(db, tenant, november)).toBe(4)
    // The same cars as dates, to count up to any moment without asking again.
    const dates = await listSoldDates(db, tenant, november)
    expect(dates.sort()).toEqual([
      '2026-10-31T14:00:00.000Z',
      '2026-11-14T23:30:00.000Z',
      '2026-11-20T00:00:00.000Z',
      '2026-11-21T01:00:00.000Z',
    ])
    expect(await listSoldDates(db, tenant, { from: november.to, to: november.from })).toEqual([])
  })

  it('never counts another dealer’s cars, and an empty range counts none', async () => {
    const { db } = ctx()
    const a = newTenant()
    const b = newTenant()
    await upsertCars(db, a, [makeCar({ id: 'x', status: 'sold', sold_date: '2026-11-10T00:00:00Z' })])
    await upsertCars(db, b, [])
    expect(await countCarsSold(db, a, november)).toBe(1)
    expect(await countCarsSold(db, b, november)).toBe(0)
    expect(await countCarsSold(db, a, { from: november.to, to: november.from })).toBe(0)
  })
})
