import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/test-databases'
import { findDealer, isSeeded, upsertDealer } from './dealers'

const newTenant = () => `t-${randomUUID()}`

describeEachDatabase('dealers repository', (ctx) => {
  it('is not seeded until the dealer row is written, then updates it in place', async () => {
    const { db } = ctx()
    const tenant = newTenant()
    const other = newTenant()
    expect(await isSeeded(db, tenant)).toBe(false)
    expect(await findDealer(db, tenant)).toBeUndefined()

    await upsertDealer(
      db,
      tenant,
      { name: 'First', config: { include_sold_cars_days: 7 } },
      new Date('2025-01-01T00:00:00Z'),
    )
    expect(await isSeeded(db, tenant)).toBe(true)
    expect(await isSeeded(db, other)).toBe(false)

    await upsertDealer(db, tenant, { name: 'Second', config: { phone: '1300' } }, new Date('2025-02-01T00:00:00Z'))
    expect(await findDealer(db, tenant)).toEqual({
      name: 'Second',
      config: { phone: '1300' },
      updated_at: '2025-02-01T00:00:00.000Z',
    })
    expect(await findDealer(db, other)).toBeUndefined()
  })
})
