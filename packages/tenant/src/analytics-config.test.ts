import { describe, expect, it } from 'vitest'
import { parseTenantConfig } from './load'
import { minimalTenant } from './minimal-tenant'

const parse = (extra: Parameters<typeof minimalTenant>[1]) =>
  parseTenantConfig(minimalTenant('alpha', extra), 'tenants/alpha/tenant.json')

describe('analytics settings', () => {
  it('are on, without a consent banner or tag manager, by default', () => {
    expect(parse({}).analytics).toEqual({ enabled: true, consent: 'not-required' })
  })

  it('take a consent requirement and a Google Tag Manager container', () => {
    expect(parse({ analytics: { consent: 'required', gtmId: 'GTM-ABC1234' } }).analytics).toEqual({
      enabled: true,
      consent: 'required',
      gtmId: 'GTM-ABC1234',
    })
  })

  it('refuse a container id that is not one, an unknown consent and unknown keys, naming the field', () => {
    expect(() => parse({ analytics: { gtmId: '"><script>' } })).toThrow(/analytics\.gtmId: a Google Tag Manager/)
    // @ts-expect-error a consent value the schema does not know
    expect(() => parse({ analytics: { consent: 'maybe' } })).toThrow(/analytics\.consent/)
    // @ts-expect-error a key the schema does not know
    expect(() => parse({ analytics: { ga4: 'G-1' } })).toThrow(/analytics/)
  })
})
