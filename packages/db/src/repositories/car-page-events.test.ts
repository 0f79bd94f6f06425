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

describeEachDatabase(
  'one view and one reveal per visitor and car in a window (docs/spec-coverage.md, Hardening)',
  (ctx) => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes))
    const reveal = (tenant: string, car: string) => ({
      car_id: car,
      dealership_id: tenant,
      website_id: tenant,
      source: 'button' as const,
    })

    it('1,000 views from one visitor add one; the next window adds one more', async () => {
      const { db } = ctx()
      const t = newTenant()
      const who = { visitor: 'ip:1', address: 'ip:1' }
      const counts = await Promise.all(Array.from({ length: 1000 }, () => recordCarView(db, t, 'car-1', at(0), who)))
      expect(Math.max(...counts)).toBe(1)
      expect(await carViewCount(db, t, 'car-1')).toBe(1)
      expect(await recordCarView(db, t, 'car-1', at(29), who)).toBe(1)
      expect(await recordCarView(db, t, 'car-1', at(31), who)).toBe(2)
      // Another car, another tenant and another visitor count on their own.
      expect(await recordCarView(db, t, 'car-2', at(0), who)).toBe(1)
      expect(await recordCarView(db, newTenant(), 'car-1', at(0), who)).toBe(1)
      expect(await recordCarView(db, t, 'car-1', at(31), { visitor: 'v:2', address: 'ip:2' })).toBe(3)
    }, 60_000)

    it('1,000 reveals from one visitor write one row', async () => {
      const { db } = ctx()
      const t = newTenant()
      const who = { visitor: 'v:abc', address: 'ip:9' }
      const written = await Promise.all(
        Array.from({ length: 1000 }, () => recordPhoneReveal(db, t, reveal(t, 'c1'), at(0), who)),
      )
      expect(written.filter(Boolean)).toHaveLength(1)
      expect(await listPhoneReveals(db, t, { carId: 'c1' })).toHaveLength(1)
      expect(await recordPhoneReveal(db, t, reveal(t, 'c1'), at(45), who)).toBe(true)
    }, 60_000)

    it('one address counts at most a few visitors per car, however many cookies it mints', async () => {
      const { db } = ctx()
      const t = newTenant()
      for (let i = 0; i < 50; i++) await recordCarView(db, t, 'car-1', at(1), { visitor: `v:${i}`, address: 'ip:7' })
      expect(await carViewCount(db, t, 'car-1')).toBe(5)
    })

    it('a browser counts once: its first event (by address) marks the cookie it is given', async () => {
      const { db } = ctx()
      const t = newTenant()
      expect(await recordCarView(db, t, 'car-1', at(0), { visitor: 'ip:5', address: 'ip:5', issued: 'v:first' })).toBe(
        1,
      )
      expect(await recordCarView(db, t, 'car-1', at(1), { visitor: 'v:first', address: 'ip:5' })).toBe(1)
      // Cookies minted without being sent back: each is marked, none counts later.
      for (let i = 0; i < 20; i++)
        await recordCarView(db, t, 'car-1', at(2), { visitor: 'ip:5', address: 'ip:5', issued: `v:minted-${i}` })
      for (let i = 0; i < 20; i++)
        await recordCarView(db, t, 'car-1', at(3), { visitor: `v:minted-${i}`, address: 'ip:5' })
      expect(await carViewCount(db, t, 'car-1')).toBe(1)
    })

    it('measures the window on the clock it is given, not the event time (a frozen app clock)', async () => {
      const { db } = ctx()
      const t = newTenant()
      const who = { visitor: 'ip:3', address: 'ip:3' }
      const frozen = at(0)
      expect(await recordCarView(db, t, 'car-1', frozen, who, { claimAt: at(0) })).toBe(1)
      expect(await recordCarView(db, t, 'car-1', frozen, who, { claimAt: at(10) })).toBe(1)
      expect(await recordCarView(db, t, 'car-1', frozen, who, { claimAt: at(40) })).toBe(2)
      expect(await recordCarView(db, t, 'car-1', frozen, who, { claimAt: at(41), windowMs: 30_000 })).toBe(3)
    })
  },
)
