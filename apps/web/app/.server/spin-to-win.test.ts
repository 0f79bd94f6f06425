import path from 'node:path'
import type { AppLoadContext } from '@remix-run/node'
import type { PrizeStanding, SpinToWin } from '@dealer/spin-to-win'
import { loadTenants, type TenantConfig } from '@dealer/tenant'
import { describe, expect, it } from 'vitest'
import type { AppServices } from './services'
import { spinAction, spinLoader } from './spin-to-win'

/*
 * The journey rules of /spin-to-win that no shipped dealer shows in the browser suite: both
 * dealers with a campaign gate it, so the open page (prizes and a Sign in to spin link) is
 * checked here on a copy of Harbour City that does not gate it.
 */

const harbour = loadTenants(path.resolve(import.meta.dirname, '../../../../tenants')).find(
  (t) => t.slug === 'harbour-city-motor-group',
)!
const open: TenantConfig = { ...harbour, accounts: { ...harbour.accounts, gated: [] } }
const now = new Date('2026-11-20T02:00:00Z')

function contextFor(tenant: TenantConfig, awarded: Record<string, number> = {}) {
  const spins: Partial<SpinToWin> = {
    async standings(_tenant, campaign) {
      return campaign.prizes.map((p): PrizeStanding => {
        const given = awarded[p.label] ?? 0
        return { ...p, awarded: given, left: p.stock === null ? null : p.stock - given }
      })
    },
    result: async () => null,
    spin: async () => {
      throw new Error('a signed-out visitor must never spin')
    },
  }
  const services = { spinToWin: spins, now: () => now } as unknown as AppServices
  return { tenant, services } as unknown as AppLoadContext
}

const get = (url = 'http://harbour.test/spin-to-win') => new Request(url)
const post = () =>
  new Request('http://harbour.test/spin-to-win', {
    method: 'POST',
    headers: { origin: 'http://harbour.test', host: 'harbour.test' },
  })
const args = (request: Request, context: AppLoadContext) => ({ request, context, params: {} })

async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a thrown response')
}

describe('/spin-to-win', () => {
  it('shows a signed-out visitor the prizes and a Sign in to spin link where it is not gated', async () => {
    const data = await spinLoader(args(get(), contextFor(open, { 'Free window tint': 5 })))
    expect(data.canSpin).toBe(false)
    expect(data.signedInPhone).toBeNull()
    expect(data.signInHref).toBe('/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2F')
    expect(data.prizes.map((p) => p.label)).toEqual(harbour.spinToWin!.prizes.map((p) => p.label))
    // The window tints are gone: no chance for them, and the rest share the odds (3 + 2 + 10).
    expect(data.prizes.find((p) => p.label === 'Free window tint')).toMatchObject({ left: 0, chance: 0 })
    expect(data.prizes.find((p) => p.label === '$50 fuel voucher')?.chance).toBeCloseTo(3 / 15)
    expect(data.wheel.map((s) => s.label)).not.toContain('Free window tint')
    expect(data.endsOn).toBe('31/01/2027')
  })

  it('sends a signed-out spin to sign-in even where the page is open', async () => {
    const response = await thrown(() => spinAction(args(post(), contextFor(open))))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      '/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2Fspin-to-win',
    )
  })

  it('sends a signed-out visitor to sign-in first where it is gated', async () => {
    const response = await thrown(() => spinLoader(args(get(), contextFor(harbour))))
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^\/sign-in\?type=spin-to-win&redirect=%2Fspin-to-win&/)
  })

  it('is not found on a dealer without a campaign', async () => {
    const response = await thrown(() => spinLoader(args(get(), contextFor({ ...open, spinToWin: null }))))
    expect(response.status).toBe(404)
  })
})
