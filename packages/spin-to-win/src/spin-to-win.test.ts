import { randomUUID } from 'node:crypto'
import { findSpinResult } from '@dealer/db'
import { describeEachDatabase } from '@dealer/db/testing'
import { expect, it } from 'vitest'
import type { SpinCampaign } from './campaign'
import { createSpinToWin } from './spin-to-win'

const newTenant = () => `t-${randomUUID()}`
const NOW = new Date('2026-11-20T02:00:00.000Z')
const phone = (n: number) => `04${String(n).padStart(8, '0')}`

const CAMPAIGN: SpinCampaign = {
  campaign: 'spring-2026',
  title: 'Spring Spin',
  prizes: [
    { label: '$50 fuel voucher', odds: 1000, stock: 2, win: true },
    { label: 'Better luck next time', odds: 1, stock: null, win: false },
  ],
  endsAt: '2026-12-31T13:00:00.000Z',
}

describeEachDatabase('spin to win', (ctx) => {
  it('stores one result per phone, sends it once, and shows the first result on a second spin', async () => {
    const { database, db } = ctx()
    const t = newTenant()
    const spins = createSpinToWin({ database, randomBelow: () => 0 })
    let leads = 0
    const hooks = { onResult: async () => `lead-${++leads}` }
    const first = await spins.spin({ tenant: t, campaign: CAMPAIGN, phone: phone(1), now: NOW }, hooks)
    expect(first).toMatchObject({ outcome: 'spun', result: { prize: '$50 fuel voucher', win: true, leadId: 'lead-1' } })
    const again = await spins.spin({ tenant: t, campaign: CAMPAIGN, phone: phone(1), now: NOW }, hooks)
    expect(again).toMatchObject({ outcome: 'already', result: { prize: '$50 fuel voucher', leadId: 'lead-1' } })
    expect(leads).toBe(1)
    expect(await spins.result(t, CAMPAIGN, phone(1))).toMatchObject({ prize: '$50 fuel voucher' })
    expect(await spins.result(t, CAMPAIGN, phone(2))).toBeNull()
    expect((await findSpinResult(db, t, CAMPAIGN.campaign, phone(1)))?.lead_id).toBe('lead-1')
  })

  it('gives one result when one phone spins several times at once', async () => {
    const { database } = ctx()
    const t = newTenant()
    let n = 0
    // Each spin would draw something else, so a second stored result would show.
    const spins = createSpinToWin({ database, randomBelow: (max) => n++ % max })
    let leads = 0
    const outcomes = await Promise.all(
      [1, 2, 3, 4].map(() =>
        spins.spin(
          { tenant: t, campaign: CAMPAIGN, phone: phone(7), now: NOW },
          { onResult: async () => void leads++ },
        ),
      ),
    )
    expect(outcomes.filter((o) => o.outcome === 'spun')).toHaveLength(1)
    expect(outcomes.filter((o) => o.outcome === 'already')).toHaveLength(3)
    const prizes = new Set(outcomes.map((o) => ('result' in o ? o.result.prize : null)))
    expect(prizes.size).toBe(1)
    expect(leads).toBe(1)
    // Only the stored result's prize was counted.
    const standing = await spins.standings(t, CAMPAIGN)
    expect(standing.reduce((s, p) => s + p.awarded, 0)).toBe(1)
  })

  it('never gives more than the stock when many phones spin at once', async () => {
    const { database } = ctx()
    const t = newTenant()
    const spins = createSpinToWin({ database })
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        spins.spin({ tenant: t, campaign: CAMPAIGN, phone: phone(100 + i), now: NOW }),
      ),
    )
    const won = outcomes.filter((o) => o.outcome === 'spun' && o.result.win)
    // At 1000 to 1 both vouchers go (missing one has odds near 1e-26), and never a third.
    expect(won).toHaveLength(2)
    expect(outcomes.every((o) => o.outcome === 'spun')).toBe(true)
    const [fuel, luck] = await spins.standings(t, CAMPAIGN)
    expect(fuel).toMatchObject({ awarded: won.length, left: 2 - won.length })
    expect(luck).toMatchObject({ awarded: 10 - won.length, left: null })
  })

  it('lets nobody spin after the end or when no prize is left, and still shows earlier results', async () => {
    const { database } = ctx()
    const t = newTenant()
    const spins = createSpinToWin({ database, randomBelow: () => 0 })
    const soldOut: SpinCampaign = { ...CAMPAIGN, prizes: [{ label: 'Tint', odds: 1, stock: 1, win: true }] }
    expect((await spins.spin({ tenant: t, campaign: soldOut, phone: phone(1), now: NOW })).outcome).toBe('spun')
    expect((await spins.spin({ tenant: t, campaign: soldOut, phone: phone(2), now: NOW })).outcome).toBe('no-prizes')
    const after = new Date('2027-01-01T00:00:00.000Z')
    expect((await spins.spin({ tenant: t, campaign: soldOut, phone: phone(3), now: after })).outcome).toBe('ended')
    expect((await spins.spin({ tenant: t, campaign: soldOut, phone: phone(1), now: after })).outcome).toBe('already')
    expect(await spins.result(t, soldOut, phone(2))).toBeNull()
  })

  it('stores nothing and counts nothing when the lead cannot be written', async () => {
    const { database } = ctx()
    const t = newTenant()
    const spins = createSpinToWin({ database, randomBelow: () => 0 })
    const input = { tenant: t, campaign: CAMPAIGN, phone: phone(5), now: NOW }
    await expect(
      spins.spin(input, {
        onResult: async () => {
          throw new Error('database went away')
        },
      }),
    ).rejects.toThrow('database went away')
    expect(await spins.result(t, CAMPAIGN, phone(5))).toBeNull()
    expect((await spins.standings(t, CAMPAIGN))[0]?.awarded).toBe(0)
    expect((await spins.spin(input)).outcome).toBe('spun')
  })

  it('keeps campaigns and dealers apart', async () => {
    const { database } = ctx()
    const a = newTenant()
    const spins = createSpinToWin({ database, randomBelow: () => 0 })
    await spins.spin({ tenant: a, campaign: CAMPAIGN, phone: phone(1), now: NOW })
    const next = { ...CAMPAIGN, campaign: 'summer-2027' }
    expect((await spins.spin({ tenant: a, campaign: next, phone: phone(1), now: NOW })).outcome).toBe('spun')
    expect((await spins.spin({ tenant: newTenant(), campaign: CAMPAIGN, phone: phone(1), now: NOW })).outcome).toBe(
      'spun',
    )
  })
})
