import { describe, expect, it } from 'vitest'
import {
  DELIVERY_NO_PRICE_MESSAGE,
  deliveryEstimate,
  deliveryPrice,
  deliveryPriceTableSchema,
  haversineKm,
  validatePostcode,
  zonePrice,
  type DeliveryPriceTable,
} from './delivery'

describe('validatePostcode', () => {
  it("requires a postcode: 'Please enter a postcode.'", () => {
    expect(validatePostcode('')).toEqual({ ok: false, error: 'Please enter a postcode.' })
    expect(validatePostcode('   ')).toEqual({ ok: false, error: 'Please enter a postcode.' })
    expect(validatePostcode(null)).toEqual({ ok: false, error: 'Please enter a postcode.' })
  })

  it('needs exactly 4 digits', () => {
    for (const bad of ['400', '40000', '40a0', '-400', '4 00']) {
      expect(validatePostcode(bad)).toEqual({ ok: false, error: 'Invalid postcode. Please enter a 4-digit number.' })
    }
    expect(validatePostcode(' 4000 ')).toEqual({ ok: true, postcode: '4000' })
    expect(validatePostcode('0800')).toEqual({ ok: true, postcode: '0800' })
  })
})

describe('haversineKm', () => {
  it('uses an earth radius of 6371 km', () => {
    // A quarter of a meridian: π/2 × 6371
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI / 2) * 6371, 6)
    expect(haversineKm({ lat: -27.47, lng: 153.02 }, { lat: -27.47, lng: 153.02 })).toBe(0)
  })

  it('puts Brisbane about 732 km from Sydney', () => {
    const km = haversineKm({ lat: -27.4698, lng: 153.0251 }, { lat: -33.8688, lng: 151.2093 })
    expect(km).toBeGreaterThan(725)
    expect(km).toBeLessThan(740)
  })
})

describe('delivery price table', () => {
  const table: DeliveryPriceTable = {
    by: 'distance',
    bands: [
      { upToKm: 500, price: 990, name: 'Regional delivery' },
      { upToKm: 50, price: 0, name: 'Free metro delivery' },
      { upToKm: 1500, price: null, name: 'Remote' },
    ],
  }

  it('returns the first band that covers the distance', () => {
    expect(deliveryPrice(table, 12)).toEqual({ price: 0, name: 'Free metro delivery' })
    expect(deliveryPrice(table, 50)).toEqual({ price: 0, name: 'Free metro delivery' })
    expect(deliveryPrice(table, 50.1)).toEqual({ price: 990, name: 'Regional delivery' })
  })

  it('has no price past the table or in a band without a price', () => {
    expect(deliveryPrice(table, 800)).toBeNull()
    expect(deliveryPrice(table, 2000)).toBeNull()
  })

  it('estimates from coordinates, with the spec message when there is no price', () => {
    const brisbane = { lat: -27.4698, lng: 153.0251 }
    const ipswich = { lat: -27.6144, lng: 152.7588 }
    const r = deliveryEstimate(table, { ...ipswich, postcode: '4305' }, brisbane)
    expect(r).toMatchObject({ ok: true, price: 0, name: 'Free metro delivery' })
    expect(r.ok && r.distanceKm).toBeGreaterThan(25)
    expect(deliveryEstimate(table, { lat: -31.9523, lng: 115.8613, postcode: '6000' }, brisbane)).toEqual({
      ok: false,
      error: DELIVERY_NO_PRICE_MESSAGE,
    })
    // Bands measure from the car: a car without a known location gets no price.
    expect(deliveryEstimate(table, { ...ipswich, postcode: '4305' }, null)).toEqual({
      ok: false,
      error: DELIVERY_NO_PRICE_MESSAGE,
    })
    expect(DELIVERY_NO_PRICE_MESSAGE).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    )
  })
})

describe('delivery zones', () => {
  const zones: DeliveryPriceTable = {
    by: 'postcode',
    zones: [
      { name: 'Geelong delivery', price: 0, postcodes: ['3211-3227'] },
      { name: 'Island', price: null, postcodes: ['3922'] },
      { name: 'Melbourne delivery', price: 350, postcodes: ['3000-3210', '3750'] },
      { name: 'Victoria delivery', price: 750, postcodes: ['3000-3999'] },
    ],
  }
  const nowhere = { lat: 0, lng: 0 }

  it('prices a postcode by the first zone that lists it, alone or in a range, ends included', () => {
    expect(zonePrice(zones, '3211')).toEqual({ price: 0, name: 'Geelong delivery' })
    expect(zonePrice(zones, '3227')).toEqual({ price: 0, name: 'Geelong delivery' })
    expect(zonePrice(zones, '3228')).toEqual({ price: 750, name: 'Victoria delivery' })
    expect(zonePrice(zones, '3750')).toEqual({ price: 350, name: 'Melbourne delivery' })
    expect(zonePrice(zones, '3000')).toEqual({ price: 350, name: 'Melbourne delivery' })
  })

  it('has no price outside every zone or in a zone without a price', () => {
    expect(zonePrice(zones, '2000')).toBeNull()
    expect(zonePrice(zones, '3922')).toBeNull()
    expect(zonePrice(zones, 'abcd')).toBeNull()
  })

  it('estimates without a distance and without needing the car’s location', () => {
    expect(deliveryEstimate(zones, { ...nowhere, postcode: '3214' }, null)).toEqual({
      ok: true,
      price: 0,
      name: 'Geelong delivery',
      distanceKm: null,
    })
    expect(deliveryEstimate(zones, { ...nowhere, postcode: '4000' }, null)).toEqual({
      ok: false,
      error: DELIVERY_NO_PRICE_MESSAGE,
    })
  })
})

describe('deliveryPriceTableSchema', () => {
  it('takes bands or zones, named by `by`', () => {
    expect(
      deliveryPriceTableSchema.parse({ by: 'distance', bands: [{ upToKm: 50, price: 0, name: 'Local' }] }),
    ).toEqual({ by: 'distance', bands: [{ upToKm: 50, price: 0, name: 'Local' }] })
    expect(
      deliveryPriceTableSchema.parse({ by: 'postcode', zones: [{ name: 'Metro', price: 99, postcodes: ['4000'] }] }).by,
    ).toBe('postcode')
  })

  it('refuses tables a shopper could not be quoted from, saying why', () => {
    const issues = (value: unknown) => {
      const r = deliveryPriceTableSchema.safeParse(value)
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    }
    expect(issues({ by: 'postcode', zones: [{ name: 'A', price: 1, postcodes: ['4179-4000'] }] })).toEqual([
      'zones.0.postcodes.0: a range runs from the lower postcode to the higher, e.g. "4000-4179"',
    ])
    expect(issues({ by: 'postcode', zones: [{ name: 'A', price: 1, postcodes: ['400'] }] })).toEqual([
      'zones.0.postcodes.0: a postcode such as "4215" or a range such as "4000-4179"',
    ])
    expect(
      issues({
        by: 'distance',
        bands: [
          { upToKm: 50, price: 0, name: 'A' },
          { upToKm: 50, price: 10, name: 'B' },
        ],
      }),
    ).toEqual(['bands: each band needs its own upToKm'])
    expect(issues({ by: 'distance', bands: [] })).toHaveLength(1)
    expect(issues({ by: 'distance', bands: [{ upToKm: 50, price: -5, name: 'A' }] })).toHaveLength(1)
    expect(issues({ bands: [{ upToKm: 50, price: 0, name: 'A' }] })).toHaveLength(1)
    expect(issues({ by: 'distance', zones: [{ name: 'A', price: 1, postcodes: ['4000'] }] }).length).toBeGreaterThan(0)
  })
})
