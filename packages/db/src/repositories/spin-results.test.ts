import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/test-databases'
import { awardPrize, findSpinResult, insertSpinResult, prizeAwards, setSpinLead } from './spin-results'

const newTenant = () => `t-${randomUUID()}`
const result = (tenant: string, over: Partial<{ phone: string; prize: string; campaign: string }> = {}) => ({
  tenant,
  campaign: 'spring',
  phone: '0412345678',
  prize: '$50 fuel voucher',
  win: 1,
  lead_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
})

describeEachDatabase('spin results repository', (ctx) => {
  it('keeps one result per phone per campaign and tenant', async () => {
    const { db } = ctx()
    const a = newTenant()
    expect(await insertSpinResult(db, result(a))).toBe(true)
    expect(await insertSpinResult(db, result(a, { prize: 'Free window tint' }))).toBe(false)
    expect(await insertSpinResult(db, result(a, { campaign: 'summer' }))).toBe(true)
    expect(await insertSpinResult(db, result(newTenant()))).toBe(true)
    expect((await findSpinResult(db, a, 'spring', '0412345678'))?.prize).toBe('$50 fuel voucher')
    await setSpinLead(db, a, 'spring', '0412345678', 'lead-1')
    expect((await findSpinResult(db, a, 'spring', '0412345678'))?.lead_id).toBe('lead-1')
    expect(await findSpinResult(db, a, 'spring', '0400000000')).toBeUndefined()
  })

  it('never gives more of a prize than its stock, even when many spins race for the last ones', async () => {
    const { db } = ctx()
    const t = newTenant()
    const given = await Promise.all(Array.from({ length: 10 }, () => awardPrize(db, t, 'spring', 'Tint', 3)))
    expect(given.filter(Boolean)).toHaveLength(3)
    expect((await prizeAwards(db, t, 'spring')).get('Tint')).toBe(3)
    // No limit: every award counts.
    await Promise.all(Array.from({ length: 5 }, () => awardPrize(db, t, 'spring', 'Nothing', null)))
    expect((await prizeAwards(db, t, 'spring')).get('Nothing')).toBe(5)
    expect((await prizeAwards(db, newTenant(), 'spring')).size).toBe(0)
  })
})
