import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadTenants, parseTenantConfig } from './load'
import { minimalTenant } from './minimal-tenant'
import type { TenantConfigInput } from './schema'

const FILE = 'tenants/alpha/tenant.json'
const problems = (extra: Partial<TenantConfigInput>): string => {
  try {
    parseTenantConfig(minimalTenant('alpha', extra), FILE)
  } catch (err) {
    return (err as Error).message
  }
  return 'taken'
}
const [location] = minimalTenant('alpha').locations

describe('a new dealer’s file that would break its site or lose its leads is refused, naming the field', () => {
  it('refuses leads sent to nobody: email switched off and no webhook', () => {
    // Was taken: every lead stored, the shopper thanked, and no delivery row for any channel.
    expect(problems({ leads: { email: null } })).toContain(
      '  - leads.email: null switches lead emails off, and there is no leads.webhook: every lead would be stored and sent to nobody',
    )
    expect(
      problems({ leads: { email: null, webhook: { url: 'https://crm.example/hook', secretEnv: 'X_SECRET' } } }),
    ).toBe('taken')
    expect(problems({ leads: { email: { to: ['crm@example.com'] } } })).toBe('taken')
  })

  it('refuses a webhook address that is not http(s)', () => {
    expect(problems({ leads: { webhook: { url: 'mailto:crm@example.com', secretEnv: 'X_SECRET' } } })).toContain(
      'leads.webhook.url: Expected an http:// or https:// address',
    )
  })

  it('refuses a host name written as a URL or with a port, with the host it meant', () => {
    // Was taken: the domain never matched a request's Host (404) and SITE_URL=https://{host} printed https://https://...
    expect(problems({ hostnames: ['https://www.coralcoastcars.com.au/'] })).toContain(
      '  - hostnames.0: Expected a host name only, like "www.dealer.com.au" (no https://, path or port), got "https://www.coralcoastcars.com.au/" (did you mean "www.coralcoastcars.com.au"?)',
    )
    expect(problems({ hostnames: ['www.coralcoastcars.com.au', 'coralcoastcars.com.au:443'] })).toContain(
      'hostnames.1: Expected a host name only',
    )
    expect(problems({ hostnames: ['www.coralcoastcars.com.au', 'coral-coast.localhost'] })).toBe('taken')
  })

  it('refuses two locations with one id or one slug', () => {
    const second = { ...location!, name: 'Second yard', primary: false }
    const both = problems({ locations: [location!, second] })
    expect(both).toContain('  - locations.1.id: "alpha-1" is also the id of locations.0: each location needs its own')
    expect(both).toContain('  - locations.1.slug: "alpha-sales" is also the slug of locations.0')
    expect(problems({ locations: [location!, { ...second, id: 'alpha-2', slug: 'second-yard' }] })).toBe('taken')
  })

  it('refuses two opening-hours entries for one weekday', () => {
    // Was taken: Monday twice (a copy-paste) showed only the first, and Tuesday as Closed.
    const hours = [
      { weekday: 1, status: 'Open', open: '08:30', close: '17:00' },
      { weekday: 1, status: 'Open', open: '09:00', close: '17:00' },
    ] as const
    expect(problems({ locations: [{ ...location!, opening_hours: [...hours] }] })).toContain(
      '  - locations.0.opening_hours.1.weekday: Monday (1) is also at opening_hours.0: one entry a day',
    )
  })
})

describe('the tenants folder as a whole', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenants-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  const write = (slug: string, extra: Partial<TenantConfigInput>) => {
    fs.mkdirSync(path.join(dir, slug), { recursive: true })
    fs.writeFileSync(path.join(dir, slug, 'tenant.json'), JSON.stringify(minimalTenant(slug, extra)))
  }

  it('refuses two dealers naming one feed token variable (a copied folder keeps the original’s)', () => {
    write('alpha', { feeds: { tokenEnv: 'ALPHA_FEED_TOKEN' } })
    write('beta', { feeds: { tokenEnv: 'BETA_FEED_TOKEN' } })
    expect(loadTenants(dir).map((t) => t.slug)).toEqual(['alpha', 'beta'])
    write('beta', { feeds: { tokenEnv: 'ALPHA_FEED_TOKEN' } })
    expect(() => loadTenants(dir)).toThrow(
      /beta[/\\]tenant\.json:\n {2}- feeds\.tokenEnv: ALPHA_FEED_TOKEN is also the feed token variable of alpha; each dealer needs its own/,
    )
  })
})
