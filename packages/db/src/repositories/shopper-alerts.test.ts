import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { makeCar } from '../testing/fixtures'
import { describeEachDatabase } from '../testing/test-databases'
import { upsertCars } from './cars'
import { insertLeadWithDeliveries } from './leads'
import { deleteSavedSearch, optOutAlertEmail, saveSearch } from './saved-searches'
import { saveWatchlistCar, upsertShopper } from './shoppers'
import {
  claimDueAlerts,
  countAlertsByStatus,
  isAlertWanted,
  listShopperAlerts,
  listWatchedPriceDrops,
  markAlertCancelled,
  recentLeadContacts,
  recordPriceDrops,
  recordSearchMatches,
  type NewShopperAlert,
} from './shopper-alerts'

const newTenant = () => `t-${randomUUID()}`
const PHONE = '0412345678'
const now = new Date('2026-11-20T00:00:00.000Z')

const alert = (ids: readonly string[]): NewShopperAlert => ({
  id: randomUUID(),
  kind: 'new-cars',
  email: 'ann@example.com',
  subject: `${ids.length} new`,
  body: ids.join(','),
  unsubscribeUrl: 'http://x/unsubscribe',
})

describeEachDatabase('shopper alert outbox', (ctx) => {
  async function savedSearch(tenant: string) {
    const { database, db } = ctx()
    await upsertShopper(db, tenant, PHONE, now.toISOString())
    const saved = await saveSearch(
      database,
      { id: randomUUID(), tenant, phone: PHONE, name: 'Kia', searchUrl: '/search/kia', email: 'ann@example.com', now },
      10,
    )
    return (saved as { id: string }).id
  }

  it('marks silently on the first run, then enqueues one email with the marks for new cars only', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    const id = await savedSearch(t)
    const run = (carIds: string[]) =>
      recordSearchMatches(database, { tenant: t, savedSearchId: id, carIds, now, compose: alert })
    expect(await run(['a', 'b'])).toEqual({ outcome: 'baseline', recorded: 2 })
    expect(await run(['a', 'b'])).toEqual({ outcome: 'unchanged' })
    const next = await run(['a', 'b', 'c'])
    expect(next).toMatchObject({ outcome: 'new', newCarIds: ['c'] })
    expect(await run(['b', 'c'])).toEqual({ outcome: 'unchanged' })
    const alerts = await listShopperAlerts(db, t)
    expect(alerts.map((a) => [a.kind, a.body, a.status, a.savedSearchId, a.phone])).toEqual([
      ['new-cars', 'c', 'pending', id, PHONE],
    ])
  })

  it('rolls the marks back when the email cannot be enqueued, so the next run tells of the car once', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    const id = await savedSearch(t)
    await recordSearchMatches(database, { tenant: t, savedSearchId: id, carIds: ['a'], now, compose: alert })
    const crash = () => {
      throw new Error('process died between marking and enqueueing')
    }
    await expect(
      recordSearchMatches(database, { tenant: t, savedSearchId: id, carIds: ['a', 'b'], now, compose: crash }),
    ).rejects.toThrow('process died')
    expect(await listShopperAlerts(db, t)).toEqual([])
    expect(
      await recordSearchMatches(database, { tenant: t, savedSearchId: id, carIds: ['a', 'b'], now, compose: alert }),
    ).toMatchObject({ outcome: 'new', newCarIds: ['b'] })
    expect((await listShopperAlerts(db, t)).map((a) => a.body)).toEqual(['b'])
  })

  it('two runs at once enqueue one email', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    const id = await savedSearch(t)
    await recordSearchMatches(database, { tenant: t, savedSearchId: id, carIds: ['a'], now, compose: alert })
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        recordSearchMatches(database, { tenant: t, savedSearchId: id, carIds: ['a', 'b', 'c'], now, compose: alert }),
      ),
    )
    expect(runs.filter((r) => r.outcome === 'new')).toHaveLength(1)
    expect((await listShopperAlerts(db, t)).map((a) => a.body)).toEqual(['b,c'])
  })

  it('records nothing for a deleted or unsubscribed search', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    const id = await savedSearch(t)
    await optOutAlertEmail(db, t, 'ann@example.com', now)
    expect(
      await recordSearchMatches(database, { tenant: t, savedSearchId: id, carIds: ['a'], now, compose: alert }),
    ).toEqual({ outcome: 'stopped' })
    await deleteSavedSearch(db, t, PHONE, id)
    expect(
      await recordSearchMatches(database, { tenant: t, savedSearchId: id, carIds: ['a'], now, compose: alert }),
    ).toEqual({ outcome: 'stopped' })
  })

  it('finds watched cars below min(price at save, alerted price) and records each drop once', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    await upsertCars(db, t, [
      makeCar({ id: 'drop', price: 20_000 }),
      makeCar({ id: 'same', price: 30_000 }),
      makeCar({ id: 'sold', price: 10_000, status: 'sold' }),
      makeCar({ id: 'hidden', price: 10_000, show_on_dealer_website: false }),
    ])
    for (const [car, price] of [
      ['drop', 25_000],
      ['same', 30_000],
      ['sold', 25_000],
      ['hidden', 25_000],
    ] as const)
      await saveWatchlistCar(db, t, PHONE, car, price, now.toISOString())
    const drops = await listWatchedPriceDrops(db, t)
    expect(drops.map((d) => [d.carId, d.price, d.previousPrice])).toEqual([['drop', 20_000, 25_000]])
    const record = () =>
      recordPriceDrops(database, {
        tenant: t,
        phone: PHONE,
        email: 'ann@example.com',
        drops: drops.map((d) => ({ carId: d.carId, price: d.price })),
        now,
        compose: (ids) => ({ ...alert(ids), kind: 'price-drop' }),
      })
    const [first, second] = await Promise.all([record(), record()])
    expect([first.recordedCarIds, second.recordedCarIds].sort()).toEqual([[], ['drop']])
    expect(await listWatchedPriceDrops(db, t)).toEqual([])
    expect((await listShopperAlerts(db, t)).map((a) => [a.kind, a.savedSearchId])).toEqual([['price-drop', null]])
    // A further drop below the alerted price is news again.
    await upsertCars(db, t, [makeCar({ id: 'drop', price: 19_000 })])
    expect((await listWatchedPriceDrops(db, t)).map((d) => [d.price, d.previousPrice])).toEqual([[19_000, 20_000]])
  })

  it('reads the phone and email of recent leads from their payload', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    const lead = (n: number, fields: Record<string, unknown>) =>
      insertLeadWithDeliveries(
        db,
        t,
        {
          id: `l${n}`,
          idempotencyKey: `k${n}`,
          formType: 'enquiry',
          carId: null,
          payload: { version: 1, fields },
          ipHash: null,
          createdAt: new Date(now.getTime() + n * 1000).toISOString(),
        },
        [],
      )
    await lead(1, { phone: '0412 345 678', email: 'old@example.com' })
    await lead(2, { phone: '0499 999 999' })
    await lead(3, { phone: '+61 412 345 678', email: 'new@example.com' })
    expect(await recentLeadContacts(database, t, 10)).toEqual([
      { phone: '+61 412 345 678', email: 'new@example.com' },
      { phone: '0412 345 678', email: 'old@example.com' },
    ])
  })

  it('leases alerts like lead deliveries, and closes an unwanted one as cancelled', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    const id = await savedSearch(t)
    await recordSearchMatches(database, { tenant: t, savedSearchId: id, carIds: [], now, compose: alert })
    await recordSearchMatches(database, { tenant: t, savedSearchId: id, carIds: ['a'], now, compose: alert })
    const claimed = (await claimDueAlerts(database, { workerId: 'w1', now, leaseMs: 60_000, limit: 100 })).filter(
      (a) => a.tenant === t,
    )
    expect(claimed).toHaveLength(1)
    expect(claimed[0]).toMatchObject({ attempts: 1, email: 'ann@example.com', savedSearchId: id })
    expect(await isAlertWanted(db, claimed[0]!)).toEqual({ wanted: true })
    await deleteSavedSearch(db, t, PHONE, id)
    expect(await isAlertWanted(db, claimed[0]!)).toEqual({ wanted: false, reason: 'the saved search was deleted' })
    expect(await markAlertCancelled(db, { id: claimed[0]!.id, workerId: 'w2', now, reason: 'x' })).toBe(false)
    expect(await markAlertCancelled(db, { id: claimed[0]!.id, workerId: 'w1', now, reason: 'deleted' })).toBe(true)
    expect(await countAlertsByStatus(db, { tenant: t })).toMatchObject({ pending: 0, sending: 0, cancelled: 1 })
  })
})
