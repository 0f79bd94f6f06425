import { describe, expect, it } from 'vitest'
import { createTenantResolver } from './resolve'
import { parseTenantConfig, TenantConfigError } from './load'
import { hasOffers, telHref } from './site'
import { minimalTenant } from './minimal-tenant'

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
    // No stats banner unless the dealer states or counts its own (no '50+ locations' by default).
    expect(t.stats).toEqual([])
    expect(hasOffers(t, new Date())).toBe(false)
  })
  it('builds Australian tel links', () => {
    expect(telHref('(07) 3000 1234')).toBe('tel:+61730001234')
  })
})
