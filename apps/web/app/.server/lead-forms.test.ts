import path from 'node:path'
import { loadTenants } from '@dealer/tenant'
import { describe, expect, it } from 'vitest'
import { testDriveSchema } from '@dealer/leads'
import { contactUsLocations, enquiryOptions, testDriveOptions } from './lead-forms'

const tenants = loadTenants(path.resolve(import.meta.dirname, '../../../../tenants'))
const tenant = (slug: string) => tenants.find((t) => t.slug === slug)!
// Friday 20 November 2026: noon in Queensland, 10 am in Western Australia.
const now = new Date('2026-11-20T02:00:00Z')

describe('test drive options from the tenant', () => {
  it('offers the sales and used yards on the general page, each on its own clock', () => {
    const options = testDriveOptions(tenant('harbour-city-motor-group'), { now })
    expect(options.locations?.map((l) => l.value)).toEqual([
      'hc-hyundai-kia-maroochydore-sales',
      'hc-mazda-southport-sales',
      'hc-toyota-newstead-sales',
      'hc-used-nerang',
    ])
    expect(options.availability?.fixedLocationId).toBeUndefined()
    expect(options.availability?.now['hc-used-nerang']).toEqual({ date: '2026-11-20', minutes: 720 })
    expect(options.termsRequired).toBe(false)
  })

  it('fixes the car’s yard, but not a service department, and follows the dealer’s disclaimer switch', () => {
    const westside = testDriveOptions(tenant('westside-car-co'), { carLocationId: 'westside-bentley', now })
    expect(westside).toMatchObject({
      locations: [],
      termsRequired: true,
      availability: { fixedLocationId: 'westside-bentley' },
    })
    expect(westside.availability?.now['westside-bentley']).toEqual({ date: '2026-11-20', minutes: 600 })
    const atService = testDriveOptions(tenant('harbour-city-motor-group'), {
      carLocationId: 'hc-toyota-newstead-service',
      now,
    })
    expect(atService.locations).toHaveLength(4)
  })

  it('fixes a dealer’s only yard on the general page: nothing to choose', () => {
    for (const [slug, yard] of [
      ['westside-car-co', 'westside-bentley'],
      ['sunset-caravans', 'sunset-corio-sales'],
    ] as const) {
      expect(testDriveOptions(tenant(slug), { now })).toMatchObject({
        locations: [],
        availability: { fixedLocationId: yard },
      })
    }
  })

  it('gives a schema that refuses a slot the tenant’s hours do not offer', () => {
    const schema = testDriveSchema(
      testDriveOptions(tenant('westside-car-co'), { carLocationId: 'westside-bentley', now }),
    )
    const contact = { name: 'Jo', email: 'jo@example.com', phone: '0412345678', terms_conditions: true }
    expect(schema.safeParse({ ...contact, preferred_datetime: '2026-11-22T10:00' }).success).toBe(true)
    expect(schema.safeParse({ ...contact, preferred_datetime: '2026-11-22T16:00' }).success).toBe(false)
  })
})

describe('contact pages', () => {
  it('finds a site by its name without the department, sales first', () => {
    const harbour = tenant('harbour-city-motor-group')
    expect(contactUsLocations(harbour, 'harbour-city-toyota-newstead').map((l) => l.location_type)).toEqual([
      'sales',
      'service',
      'parts',
    ])
    expect(contactUsLocations(harbour, 'harbour-city-used-cars-nerang').map((l) => l.id)).toEqual(['hc-used-nerang'])
    expect(contactUsLocations(harbour, 'westside-car-co-bentley')).toEqual([])
    expect(contactUsLocations(harbour, undefined)).toEqual([])
  })

  it('asks a general enquiry for the location, and a car enquiry not', () => {
    const harbour = tenant('harbour-city-motor-group')
    expect(enquiryOptions(harbour, { aboutCar: false }).locations).toHaveLength(8)
    expect(enquiryOptions(harbour, { aboutCar: true }).locations).toEqual([])
    expect(enquiryOptions(tenant('sunset-caravans'), { aboutCar: false }).locationLabel).toBe('department')
  })
})
