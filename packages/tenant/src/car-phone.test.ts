import { describe, expect, it } from 'vitest'
import { carPhone } from './car-phone'
import { parseTenantConfig } from './load'
import { minimalTenant } from './minimal-tenant'

const MAIN = '(07) 3252 8800'
const NERANG = '(07) 5596 4411'
const SOUTHPORT = '(07) 5591 2200'

const location = (id: string, phone: string) => ({
  id,
  name: id,
  slug: id,
  location_type: 'sales' as const,
  address: { street: '1 St', city: 'Town', state: 'QLD', postcode: '4211', lat: -28, long: 153.3 },
  phone,
})

const tenantWith = (
  phoneOverrides: object = {},
  locations = [location('nerang', NERANG), location('southport', SOUTHPORT)],
) =>
  parseTenantConfig(
    minimalTenant('alpha', {
      dealer: { ...minimalTenant('alpha').dealer, phone: MAIN, phoneOverrides } as never,
      locations,
    }),
    'tenants/alpha/tenant.json',
  )

const car = (
  extra: Partial<{ car_type: 'new' | 'demo' | 'used'; dealership_slug: string; location_id: string | null }> = {},
) => ({
  car_type: 'used' as const,
  dealership_slug: 'alpha',
  location_id: 'nerang',
  ...extra,
})

describe('carPhone', () => {
  it("gives the car's location's number, not the dealer's main one", () => {
    expect(carPhone(car(), tenantWith())).toEqual({ number: NERANG, href: 'tel:+61755964411', source: 'location' })
    expect(carPhone(car({ location_id: 'southport' }), tenantWith())).toMatchObject({ number: SOUTHPORT })
  })

  it("falls back to the dealer's main number when the car has no known location or it has no number", () => {
    expect(carPhone(car({ location_id: null }), tenantWith())).toMatchObject({ number: MAIN, source: 'dealer' })
    expect(carPhone(car({ location_id: 'gone' }), tenantWith())).toMatchObject({ number: MAIN, source: 'dealer' })
    const blank = tenantWith({}, [location('nerang', ' '), location('southport', 'TBA')])
    expect(carPhone(car(), blank)).toMatchObject({ number: MAIN, source: 'dealer' })
  })

  it("puts the car type's number before the location's", () => {
    const t = tenantWith({ byCarType: { used: '(07) 5596 4499' } })
    expect(carPhone(car(), t)).toMatchObject({ number: '(07) 5596 4499', source: 'car-type' })
    expect(carPhone(car({ car_type: 'new' }), t)).toMatchObject({ number: NERANG, source: 'location' })
  })

  it("puts the dealership's override before all others", () => {
    const t = tenantWith({ byCarType: { used: '(07) 5596 4499' }, byDealership: { 'beta-motors': '1300 123 456' } })
    expect(carPhone(car({ dealership_slug: 'beta-motors' }), t)).toEqual({
      number: '1300 123 456',
      href: 'tel:1300123456',
      source: 'dealership',
    })
    expect(carPhone(car({ dealership_slug: 'alpha' }), t)).toMatchObject({ source: 'car-type' })
    // Only the dealer's own keys count: a slug never reaches Object's prototype.
    expect(carPhone(car({ dealership_slug: 'constructor' }), t)).toMatchObject({ source: 'car-type' })
  })

  it('is null only when nothing it could try is a number', () => {
    const t = tenantWith({}, [location('nerang', '')])
    expect(carPhone(car(), { ...t, dealer: { ...t.dealer, phone: '' } })).toBeNull()
  })
})

describe('phone override settings', () => {
  it('are empty by default', () => {
    expect(tenantWith().dealer.phoneOverrides).toEqual({ byCarType: {}, byDealership: {} })
  })

  it('refuse what is not a phone number, an unknown car type, and the old phones map, naming the field', () => {
    expect(() => tenantWith({ byCarType: { used: 'call us' } })).toThrow(
      /dealer\.phoneOverrides\.byCarType\.used: a phone number such as "\(07\) 5596 4411"/,
    )
    expect(() => tenantWith({ byCarType: { caravan: NERANG } })).toThrow(
      /dealer\.phoneOverrides\.byCarType: Unrecognized key/,
    )
    expect(() => tenantWith({ byDealership: { 'Bad Slug': NERANG } })).toThrow(/a dealership slug/)
    expect(() => tenantWith({ byDealership: { beta: '12 34' } })).toThrow(/at least 6 digits/)
    expect(() =>
      parseTenantConfig(
        minimalTenant('alpha', { dealer: { ...minimalTenant('alpha').dealer, phones: { used: NERANG } } as never }),
        'tenants/alpha/tenant.json',
      ),
    ).toThrow(/dealer: Unrecognized key\(s\) in object: 'phones'/)
  })
})
