import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/test-databases'
import { carViewCount, listPhoneReveals, recordCarView, recordPhoneReveal } from './car-page-events'

const newTenant = () => `t-${randomUUID()}`

describeEachDatabase('car page events', (ctx) => {
  it('counts views per car and tenant, concurrent views included', async () => {
    const { db } = ctx()
    const a = newTenant()
    const b = newTenant()
    expect(await carViewCount(db, a, 'car-1')).toBe(0)
    expect(await recordCarView(db, a, 'car-1')).toBe(1)
    expect(await recordCarView(db, a, 'car-1')).toBe(2)
    const counts = await Promise.all(Array.from({ length: 20 }, () => recordCarView(db, a, 'car-2')))
    expect(new Set(counts).size).toBe(20)
    expect(await carViewCount(db, a, 'car-2')).toBe(20)
    expect(await recordCarView(db, b, 'car-1')).toBe(1)
    expect(await carViewCount(db, a, 'car-1')).toBe(2)
    expect(await carViewCount(db, b, 'car-2')).toBe(0)
  })

  it('records phone reveals per tenant, newest first', async () => {
    const { db } = ctx()
    const a = newTenant()
    const b = newTenant()
    await recordPhoneReveal(
      db,
      a,
      { car_id: 'c1', dealership_id: a, website_id: a, source: 'button' },
      new Date('2026-01-01T00:00:00Z'),
    )
    await recordPhoneReveal(
      db,
      a,
      { car_id: 'c2', dealership_id: a, website_id: a, source: 'link' },
      new Date('2026-01-02T00:00:00Z'),
    )
    await recordPhoneReveal(db, b, { car_id: 'c1', dealership_id: b, website_id: b, source: 'button' })
    const all = await listPhoneReveals(db, a)
    expect(all.map((r) => [r.car_id, r.source])).toEqual([
      ['c2', 'link'],
      ['c1', 'button'],
    ])
    expect(all[1]).toEqual({
      car_id: 'c1',
      dealership_id: a,
      website_id: a,
      source: 'button',
      created_at: '2026-01-01T00:00:00.000Z',
    })
    expect((await listPhoneReveals(db, a, { carId: 'c1' })).length).toBe(1)
    expect((await listPhoneReveals(db, b)).map((r) => r.dealership_id)).toEqual([b])
  })
})
