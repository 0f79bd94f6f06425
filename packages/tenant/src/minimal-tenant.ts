import type { TenantConfigInput } from './schema'

/** For tests: the least a tenant file must hold, plus `extra`. */
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
