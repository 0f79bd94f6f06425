import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadTenants, parseTenantConfig } from './load'
import { minimalTenant } from './minimal-tenant'

const parse = (extra: Parameters<typeof minimalTenant>[1]) =>
  parseTenantConfig(minimalTenant('alpha', extra), 'tenants/alpha/tenant.json')

describe('delivery setting', () => {
  it('is null by default: a dealer that sets none has no delivery calculator', () => {
    expect(parse({}).delivery).toBeNull()
  })

  it('takes distance bands or postcode zones', () => {
    expect(
      parse({ delivery: { by: 'distance', bands: [{ upToKm: 40, price: 0, name: 'Local delivery' }] } }).delivery,
    ).toEqual({ by: 'distance', bands: [{ upToKm: 40, price: 0, name: 'Local delivery' }] })
    expect(
      parse({ delivery: { by: 'postcode', zones: [{ name: 'Metro delivery', price: 99, postcodes: ['4000-4179'] }] } })
        .delivery?.by,
    ).toBe('postcode')
  })

  it('names the field of a bad table', () => {
    expect(() =>
      parse({ delivery: { by: 'postcode', zones: [{ name: 'Metro', price: 99, postcodes: ['40'] }] } }),
    ).toThrow(/delivery\.zones\.0\.postcodes\.0: a postcode such as "4215"/)
    expect(() => parse({ delivery: { bands: [] } as never })).toThrow(/delivery\.by: Invalid discriminator value/)
  })

  it('the demo dealers: bands for the group, zones for the caravans, none for the used-car yard', () => {
    const tenants = loadTenants(path.resolve(import.meta.dirname, '../../../tenants'))
    const by = Object.fromEntries(tenants.map((t) => [t.slug, t.delivery?.by ?? null]))
    expect(by).toMatchObject({
      'harbour-city-motor-group': 'distance',
      'sunset-caravans': 'postcode',
      'westside-car-co': null,
    })
  })
})
