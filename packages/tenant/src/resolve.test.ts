import { describe, expect, it } from 'vitest'
import { createTenantResolver } from './resolve'
import { parseTenantConfig, TenantConfigError } from './load'
import { hasOffers, telHref } from './site'
import type { TenantConfigInput } from './schema'

export function minimalTenant(slug: string, extra: Partial<TenantConfigInput> = {}): TenantConfigInput {
  return {
    slug,
    name: `${slug} Motors`,
    theme: 'base',
    dealer: {
      name: `${slug} Motors`,
      phone: '07 3000 1234',
      email: 'sales@example.com.au',
      address: '1 Main St, Brisbane QLD 4000',
    },
    locations: [
      {
        id: `${slug}-1`,
        name: `${slug} Sales`,
        slug: `${slug}-sales`,
        location_type: 'sales',
        address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
        phone: '07 3000 1234',
      },
    ],
    navigation: { header: [{ label: 'Home', href: '/' }] },
    ...extra,
  }
}

describe('tenant resolution', () => {
  const a = parseTenantConfig(minimalTenant('alpha', { hostnames: ['www.alpha.com.au'] }), 'tenants/alpha/tenant.json')
  const b = parseTenantConfig(minimalTenant('beta'), 'tenants/beta/tenant.json')
  const resolver = createTenantResolver([a, b])

  it('resolves <slug>.localhost with or without a port', () => {
    expect(resolver.resolve('alpha.localhost:3000')?.slug).toBe('alpha')
    expect(resolver.resolve('BETA.localhost')?.slug).toBe('beta')
  })
  it('resolves a configured custom hostname', () => {
    expect(resolver.resolve('www.alpha.com.au')?.slug).toBe('alpha')
    expect(resolver.resolve('www.alpha.com.au.')?.slug).toBe('alpha')
  })
  it('never falls back to another dealer for an unknown host', () => {
    expect(resolver.resolve('localhost:3000')).toBeNull()
    expect(resolver.resolve('gamma.localhost')).toBeNull()
    expect(resolver.resolve('alpha.localhost.evil.com')).toBeNull()
    expect(resolver.resolve('')).toBeNull()
    expect(resolver.resolve(undefined)).toBeNull()
  })
})

describe('tenant config validation', () => {
  it('names the file, the field and the problem', () => {
    const bad = { ...minimalTenant('alpha'), dealer: { ...minimalTenant('alpha').dealer, email: 'not-an-email' } }
    expect(() => parseTenantConfig(bad, 'tenants/alpha/tenant.json')).toThrowError(
      /tenants\/alpha\/tenant\.json[\s\S]*dealer\.email: Invalid email/,
    )
  })
  it('rejects unknown feature flags and a slug that does not match its folder', () => {
    expect(() =>
      parseTenantConfig({ ...minimalTenant('alpha'), features: { nope: true } }, 'tenants/alpha/tenant.json'),
    ).toThrow(TenantConfigError)
    expect(() => parseTenantConfig(minimalTenant('alpha'), 'tenants/beta/tenant.json')).toThrow(/must match its folder/)
  })
  it('fills sensible defaults', () => {
    const t = parseTenantConfig(minimalTenant('alpha'), 'tenants/alpha/tenant.json')
    expect(t.dealer.include_sold_cars_days).toBe(3)
    expect(t.features.dropdownOpen).toBe('hover')
    expect(t.stats.map((s) => s.value)).toEqual(['50+', '40+', '30+'])
    expect(hasOffers(t)).toBe(false)
  })
  it('builds Australian tel links', () => {
    expect(telHref('(07) 3000 1234')).toBe('tel:+61730001234')
  })
})
