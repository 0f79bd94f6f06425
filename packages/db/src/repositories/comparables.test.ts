import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/test-databases'
import { makeCar } from '../testing/fixtures'
import { upsertCars } from './cars'
import { findCarByRego, listComparableCars } from './comparables'

const newTenant = () => `t-${randomUUID()}`

describeEachDatabase('trade-in comparables', (ctx) => {
  it('finds a car by rego whatever the spacing and case, in its state, in its tenant only', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    await upsertCars(db, tenant, [
      makeCar({ id: 'a', regplate: 'ABC-123', state: 'QLD' }),
      makeCar({ id: 'b', regplate: null }),
    ])
    await upsertCars(db, newTenant(), [makeCar({ id: 'other', regplate: 'XYZ999' })])
    expect((await findCarByRego(db, tenant, 'abc 123', 'QLD'))?.id).toBe('a')
    expect((await findCarByRego(db, tenant, 'ABC123'))?.id).toBe('a')
    expect(await findCarByRego(db, tenant, 'ABC123', 'NSW')).toBeUndefined()
    expect(await findCarByRego(db, tenant, 'XYZ999')).toBeUndefined()
    expect(await findCarByRego(db, tenant, '  ')).toBeUndefined()
  })

  it('lists used and demo cars of one make and model, case-insensitively, in one tenant', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    await upsertCars(db, tenant, [
      makeCar({ id: 'u', make: 'Toyota', model: 'HiLux', car_type: 'used' }),
      makeCar({ id: 'd', make: 'Toyota', model: 'HiLux', car_type: 'demo', status: 'sold' }),
      makeCar({ id: 'n', make: 'Toyota', model: 'HiLux', car_type: 'new' }),
      makeCar({ id: 'x', make: 'Toyota', model: 'RAV4', car_type: 'used' }),
    ])
    await upsertCars(db, newTenant(), [makeCar({ id: 'o', make: 'Toyota', model: 'HiLux' })])
    expect((await listComparableCars(db, tenant, { make: ' toyota ', model: 'HILUX' })).map((c) => c.id)).toEqual([
      'd',
      'u',
    ])
    expect(await listComparableCars(db, tenant, { make: '', model: 'HiLux' })).toEqual([])
  })
})
