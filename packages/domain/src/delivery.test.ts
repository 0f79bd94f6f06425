import { describe, expect, it } from 'vitest'
import {
  DELIVERY_NO_PRICE_MESSAGE,
  deliveryEstimate,
  deliveryPrice,
  haversineKm,
  validatePostcode,
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
    const r = deliveryEstimate(table, ipswich, brisbane)
    expect(r).toMatchObject({ ok: true, price: 0, name: 'Free metro delivery' })
    expect(deliveryEstimate(table, { lat: -31.9523, lng: 115.8613 }, brisbane)).toEqual({
      ok: false,
      error: DELIVERY_NO_PRICE_MESSAGE,
    })
    expect(DELIVERY_NO_PRICE_MESSAGE).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    )
  })
})
