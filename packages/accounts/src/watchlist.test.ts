import { randomUUID } from 'node:crypto'
import { upsertCars } from '@dealer/db'
import { describeEachDatabase, makeCar } from '@dealer/db/testing'
import { expect, it } from 'vitest'
import { createWatchlist, WATCHLIST_TEXT } from './watchlist'

const now = new Date('2026-11-23T00:00:00.000Z')

describeEachDatabase('watchlist', (ctx) => {
  it('saves, lists and removes cars of its own tenant only', async () => {
    const { database, db } = ctx()
    const a = `t-${randomUUID()}`
    const b = `t-${randomUUID()}`
    await upsertCars(db, a, [makeCar({ id: 'c1', price: 20000 }), makeCar({ id: 'c2', status: 'sold' })])
    await upsertCars(db, b, [makeCar({ id: 'b1' })])
    const list = createWatchlist(database)
    expect((await list.save(a, '0412345678', 'c1', now)).ok).toBe(true)
    expect(await list.save(a, '0412345678', 'b1', now)).toEqual({
      ok: false,
      status: 404,
      message: WATCHLIST_TEXT.notFound,
    })
    expect(await list.save(a, '0412345678', 'c2', now)).toEqual({
      ok: false,
      status: 409,
      message: WATCHLIST_TEXT.sold,
    })
    const saved = await list.list(a, '0412345678')
    expect(saved.map((e) => [e.carId, e.priceAtSave, e.car?.id])).toEqual([['c1', 20000, 'c1']])
    expect(await list.ids(a, '0400000000')).toEqual([])
    expect(await list.ids(b, '0412345678')).toEqual([])
    expect((await list.remove(a, '0412345678', 'c1')).ok).toBe(true)
    expect(await list.ids(a, '0412345678')).toEqual([])
  })
})

it('words the toasts as the spec does', () => {
  expect(WATCHLIST_TEXT.saved('2021 Toyota RAV4')).toBe('2021 Toyota RAV4 is now available in your watchlist')
  expect(WATCHLIST_TEXT.removed('2021 Toyota RAV4')).toBe('2021 Toyota RAV4 is no longer in your watchlist')
})
