import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/test-databases'
import {
  countSignInCodesSince,
  endShopperSession,
  findLiveSession,
  insertShopperSession,
  insertSignInCode,
  latestSignInCode,
  listShopperFavourites,
  listWatchlist,
  recordWrongCode,
  removeWatchlistCar,
  saveShopperFavourites,
  saveWatchlistCar,
  upsertShopper,
  consumeSignInCode,
} from './shoppers'

const newTenant = () => `t-${randomUUID()}`
const PHONE = '+61412345678'

function code(tenant: string, at: string, over: Partial<{ phone: string; client_hash: string }> = {}) {
  return {
    id: randomUUID(),
    tenant,
    phone: PHONE,
    code_hash: 'h',
    client_hash: 'c1',
    attempts: 0,
    created_at: at,
    expires_at: '2026-01-01T00:10:00.000Z',
    used_at: null,
    ...over,
  }
}

describeEachDatabase('shopper storage', (ctx) => {
  it('counts codes per phone and per client address, per tenant, since a time', async () => {
    const { db } = ctx()
    const a = newTenant()
    const b = newTenant()
    await insertSignInCode(db, code(a, '2026-01-01T00:00:00.000Z'))
    await insertSignInCode(db, code(a, '2026-01-01T00:05:00.000Z', { client_hash: 'c2' }))
    await insertSignInCode(db, code(a, '2026-01-01T00:06:00.000Z', { phone: '+61400000000' }))
    await insertSignInCode(db, code(b, '2026-01-01T00:06:00.000Z'))
    const since = '2026-01-01T00:01:00.000Z'
    expect(await countSignInCodesSince(db, a, since, { phone: PHONE })).toBe(1)
    expect(await countSignInCodesSince(db, a, '2026-01-01T00:00:00.000Z', { phone: PHONE })).toBe(2)
    expect(await countSignInCodesSince(db, a, since, { clientHash: 'c1' })).toBe(1)
    expect(await countSignInCodesSince(db, b, since, { phone: PHONE })).toBe(1)
    expect((await latestSignInCode(db, a, PHONE))?.created_at).toBe('2026-01-01T00:05:00.000Z')
    expect(await latestSignInCode(db, newTenant(), PHONE)).toBeUndefined()
  })

  it('a new code retires the unused ones of its phone, even with the same timestamp', async () => {
    const { db } = ctx()
    const t = newTenant()
    const at = '2026-01-01T00:00:00.000Z'
    const other = code(t, at, { phone: '+61400000000' })
    await insertSignInCode(db, other)
    const codes = [code(t, at), code(t, at), code(t, at)]
    for (const c of codes) {
      await insertSignInCode(db, c)
      expect((await latestSignInCode(db, t, PHONE))?.id).toBe(c.id)
    }
    expect((await latestSignInCode(db, t, PHONE))?.used_at).toBeNull()
    // Another phone's code is left alone.
    expect(await latestSignInCode(db, t, '+61400000000')).toMatchObject({ id: other.id, used_at: null })
    expect(await consumeSignInCode(db, codes[0]!.id, at, 5)).toBe(false)
    expect(await consumeSignInCode(db, codes[2]!.id, at, 5)).toBe(true)
  })

  it('counts wrong tries up to the limit and lets a code be used once, even when racing', async () => {
    const { db } = ctx()
    const t = newTenant()
    const c = code(t, '2026-01-01T00:00:00.000Z')
    await insertSignInCode(db, c)
    expect(await recordWrongCode(db, c.id, 2)).toBe(1)
    expect(await recordWrongCode(db, c.id, 2)).toBe(2)
    expect(await recordWrongCode(db, c.id, 2)).toBeNull()
    expect(await consumeSignInCode(db, c.id, '2026-01-01T00:01:00.000Z', 2)).toBe(false)

    const d = code(t, '2026-01-01T00:02:00.000Z')
    await insertSignInCode(db, d)
    const used = await Promise.all([1, 2, 3].map(() => consumeSignInCode(db, d.id, '2026-01-01T00:03:00.000Z', 5)))
    expect(used.filter(Boolean)).toHaveLength(1)
    expect(await recordWrongCode(db, d.id, 5)).toBeNull()
  })

  it('finds a session only on its own tenant, while live', async () => {
    const { db } = ctx()
    const a = newTenant()
    const b = newTenant()
    await upsertShopper(db, a, PHONE, '2026-01-01T00:00:00.000Z')
    await upsertShopper(db, a, PHONE, '2026-01-02T00:00:00.000Z')
    await insertShopperSession(db, {
      tokenHash: `tok-${a}`,
      tenant: a,
      phone: PHONE,
      createdAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2026-01-31T00:00:00.000Z',
    })
    const now = '2026-01-02T00:00:00.000Z'
    expect(await findLiveSession(db, a, `tok-${a}`, now)).toEqual({
      phone: PHONE,
      expiresAt: '2026-01-31T00:00:00.000Z',
    })
    expect(await findLiveSession(db, b, `tok-${a}`, now)).toBeUndefined()
    expect(await findLiveSession(db, a, `tok-${a}`, '2026-02-01T00:00:00.000Z')).toBeUndefined()
    await endShopperSession(db, b, `tok-${a}`, now)
    expect(await findLiveSession(db, a, `tok-${a}`, now)).toBeDefined()
    await endShopperSession(db, a, `tok-${a}`, now)
    expect(await findLiveSession(db, a, `tok-${a}`, now)).toBeUndefined()
  })

  it('keeps a watchlist and favourites per tenant and phone', async () => {
    const { db } = ctx()
    const a = newTenant()
    const b = newTenant()
    await saveWatchlistCar(db, a, PHONE, 'car-1', 20000, '2026-01-01T00:00:00.000Z')
    await saveWatchlistCar(db, a, PHONE, 'car-2', null, '2026-01-02T00:00:00.000Z')
    await saveWatchlistCar(db, a, PHONE, 'car-1', 15000, '2026-01-03T00:00:00.000Z')
    await saveWatchlistCar(db, b, PHONE, 'car-9', 1, '2026-01-01T00:00:00.000Z')
    const list = await listWatchlist(db, a, PHONE)
    expect(list.map((e) => e.carId)).toEqual(['car-2', 'car-1'])
    expect(list[1]?.priceAtSave).toBe(20000)
    expect(await listWatchlist(db, a, '+61400000000')).toEqual([])
    await removeWatchlistCar(db, b, PHONE, 'car-1')
    expect(await listWatchlist(db, a, PHONE)).toHaveLength(2)
    await removeWatchlistCar(db, a, PHONE, 'car-1')
    expect((await listWatchlist(db, a, PHONE)).map((e) => e.carId)).toEqual(['car-2'])

    await saveShopperFavourites(db, a, PHONE, ['car-1', 'car-3'], '2026-01-01T00:00:00.000Z')
    await saveShopperFavourites(db, a, PHONE, ['car-3'], '2026-01-05T00:00:00.000Z')
    expect(await listShopperFavourites(db, a, PHONE)).toEqual(['car-1', 'car-3'])
    expect(await listShopperFavourites(db, b, PHONE)).toEqual([])
  })
})
