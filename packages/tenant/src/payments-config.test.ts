import { describe, expect, it } from 'vitest'
import { parseTenantConfig } from './load'
import { minimalTenant } from './minimal-tenant'
import { checkoutDepositCents } from './site'

const parse = (extra: Parameters<typeof minimalTenant>[1]) =>
  parseTenantConfig(minimalTenant('alpha', extra), 'tenants/alpha/tenant.json')

const PRIZES = [
  { label: '$50 fuel voucher', odds: 1, stock: 10 },
  { label: 'Better luck next time', odds: 4, stock: null, win: false },
]

describe('payment settings', () => {
  it('leaves the checkout journey off and reads the deposit from the reserve text by default', () => {
    const t = parse({})
    expect(t.features.checkoutJourney).toBe(false)
    expect(checkoutDepositCents(t)).toBe(20_000)
    expect(checkoutDepositCents(parse({ leads: { reserveDepositText: '$1,000' } }))).toBe(100_000)
    expect(
      checkoutDepositCents(parse({ payments: { depositCents: 50_000 }, leads: { reserveDepositText: 'Half' } })),
    ).toBe(50_000)
  })

  it('refuses a deposit amount that disagrees with the reserve text', () => {
    expect(() => parse({ payments: { depositCents: 50_000 } })).toThrow(
      /payments\.depositCents: 50000 \(\$500\) disagrees with leads\.reserveDepositText "\$200"/,
    )
  })

  it('refuses the checkout journey without an amount it can charge', () => {
    expect(() =>
      parse({ features: { checkoutJourney: true } as never, leads: { reserveDepositText: 'a small deposit' } }),
    ).toThrow(/features\.checkoutJourney: needs payments\.depositCents/)
  })
})

describe('spin to win settings', () => {
  it('is off by default and takes a campaign with prizes, no-limit stock and an end', () => {
    expect(parse({}).spinToWin).toBeNull()
    const t = parse({ spinToWin: { campaign: 'spring-2026', endsAt: '2026-12-31T23:59:00+10:00', prizes: PRIZES } })
    expect(t.spinToWin).toMatchObject({
      title: 'Spin to Win',
      prizes: [
        { label: '$50 fuel voucher', win: true, stock: 10 },
        { label: 'Better luck next time', win: false, stock: null },
      ],
    })
  })

  it('refuses repeated labels, zero odds and a missing stock', () => {
    const bad = (prizes: unknown[]) => () => parse({ spinToWin: { campaign: 'x', prizes } as never })
    expect(bad([PRIZES[0], PRIZES[0]])).toThrow(/prize labels must differ/)
    expect(bad([{ ...PRIZES[0], odds: 0 }, PRIZES[1]])).toThrow(/spinToWin\.prizes\.0\.odds/)
    expect(bad([{ label: 'A', odds: 1 }, PRIZES[1]])).toThrow(/spinToWin\.prizes\.0\.stock/)
  })
})
