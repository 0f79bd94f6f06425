import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/test-databases'
import { countAnalyticsEvents, insertAnalyticsEvents, listAnalyticsEvents } from './analytics-events'

const newTenant = () => `t-${randomUUID()}`
const view = (carId: string) => ({
  eventId: 4,
  name: 'car_viewed',
  path: `/cars/${carId}`,
  payload: { car_id: carId },
  clientAt: '2026-11-20T01:59:59.500Z',
})

describeEachDatabase('analytics events', (ctx) => {
  it('stores a batch for one tenant and reads it back, newest first, payload parsed', async () => {
    const { db } = ctx()
    const a = newTenant()
    const b = newTenant()
    await insertAnalyticsEvents(db, a, [view('c1')], new Date('2026-11-20T02:00:00Z'))
    await insertAnalyticsEvents(
      db,
      a,
      [
        view('c2'),
        { eventId: 26, name: 'finance_calculator_used', path: '/cars/c2', payload: { car_id: 'c2' }, clientAt: null },
      ],
      new Date('2026-11-20T02:00:05Z'),
    )
    await insertAnalyticsEvents(db, b, [view('c9')], new Date('2026-11-20T02:00:10Z'))

    const rows = await listAnalyticsEvents(db, a)
    // Newest batch first; inside one batch the order is not promised.
    expect(rows.map((r) => r.receivedAt)).toEqual([
      '2026-11-20T02:00:05.000Z',
      '2026-11-20T02:00:05.000Z',
      '2026-11-20T02:00:00.000Z',
    ])
    expect(
      rows
        .slice(0, 2)
        .map((r) => r.eventId)
        .sort((x, y) => x - y),
    ).toEqual([4, 26])
    expect(rows).toHaveLength(3)
    expect(rows.every((r) => r.tenant === a)).toBe(true)
    expect(rows.at(-1)).toMatchObject({
      eventId: 4,
      name: 'car_viewed',
      path: '/cars/c1',
      payload: { car_id: 'c1' },
      clientAt: '2026-11-20T01:59:59.500Z',
      receivedAt: '2026-11-20T02:00:00.000Z',
    })
    expect((await listAnalyticsEvents(db, a, { eventId: 26 })).map((r) => r.clientAt)).toEqual([null])
    expect((await listAnalyticsEvents(db, a, { since: new Date('2026-11-20T02:00:01Z') })).length).toBe(2)
    expect((await listAnalyticsEvents(db, b)).map((r) => r.payload.car_id)).toEqual(['c9'])
  })

  it('counts events per id and tenant', async () => {
    const { db } = ctx()
    const a = newTenant()
    await insertAnalyticsEvents(
      db,
      a,
      Array.from({ length: 25 }, () => view('c1')),
      new Date('2026-11-20T02:00:00Z'),
    )
    await insertAnalyticsEvents(
      db,
      a,
      [{ eventId: 61, name: 'signed_in', path: '/sign-in', payload: {}, clientAt: null }],
      new Date('2026-11-21T02:00:00Z'),
    )
    expect([...(await countAnalyticsEvents(db, a))]).toEqual([
      [4, 25],
      [61, 1],
    ])
    expect([...(await countAnalyticsEvents(db, a, { since: new Date('2026-11-21T00:00:00Z') }))]).toEqual([[61, 1]])
    expect((await countAnalyticsEvents(db, newTenant())).size).toBe(0)
  })
})
