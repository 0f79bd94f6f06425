import { describe, expect, it } from 'vitest'
import { tenantConfigSchema } from '@dealer/tenant'
import { leadPhone } from './lead-phone'

const location = (id: string, phone: string) => ({
  id,
  name: id,
  slug: id,
  location_type: 'sales',
  address: { street: '1 St', city: 'Town', state: 'QLD', postcode: '4211', lat: -28, long: 153.3 },
  phone,
})
const tenant = (phoneOverrides: object = {}) =>
  tenantConfigSchema.parse({
    slug: 'alpha',
    name: 'Alpha Motor Group',
    theme: 'base',
    dealer: {
      name: 'Alpha Motor Group',
      phone: '(07) 3252 8800',
      email: 'a@alpha.test',
      address: '1 St, Town QLD 4000',
      phoneOverrides,
    },
    locations: [location('nerang', '(07) 5596 4411'), location('southport', '(07) 5591 2200')],
    navigation: { header: [{ label: 'Home', href: '/' }] },
  })
const nerangCar = { car_type: 'used' as const, dealership_slug: 'alpha', location_id: 'nerang' }

describe('the number a page after a lead gives', () => {
  it("is the car page's number for a lead about a car, whatever location the form named", () => {
    expect(leadPhone(tenant(), { car: nerangCar, locationId: null })).toEqual({
      number: '(07) 5596 4411',
      href: 'tel:+61755964411',
    })
    expect(leadPhone(tenant(), { car: nerangCar, locationId: 'southport' }).number).toBe('(07) 5596 4411')
    // The dealer's override for the car's type wins, as on the car page (ADR 016).
    expect(
      leadPhone(tenant({ byCarType: { used: '(07) 5500 0000' } }), { car: nerangCar, locationId: null }).number,
    ).toBe('(07) 5500 0000')
  })
  it("is the location's number, else the dealer's, for a lead without a car", () => {
    expect(leadPhone(tenant(), { car: null, locationId: 'southport' }).number).toBe('(07) 5591 2200')
    expect(leadPhone(tenant(), { car: null, locationId: null })).toEqual({
      number: '(07) 3252 8800',
      href: 'tel:+61732528800',
    })
  })
})
