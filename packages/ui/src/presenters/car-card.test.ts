import { carSchema } from '@dealer/domain'
import { describe, expect, it } from 'vitest'
import { carCardSource, toCarCardData } from './car-card'

const now = new Date('2026-11-22T00:00:00Z')
const car = carSchema.parse({
  id: 'c1',
  slug: '2021-toyota-rav4-gxl-c1',
  name: '2021 Toyota RAV4 GXL',
  year: 2021,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GXL',
  series: 'Hybrid',
  price: 38990,
  before_price: 40990,
  price_type: 'drive_away',
  status: 'in_stock',
  car_type: 'used',
  created_at: '2026-01-01T00:00:00Z',
  stocknum: 'U1234',
  km: 45210,
  simple_body: 'SUV',
  simple_transmission: 'Automatic',
  dealership_id: 'd',
  dealership_slug: 'd',
  city: 'Brisbane',
  images: [{ url: '/images/demo/suv-red-front.jpg', thumb: { url: '/images/demo/suv-red-front.jpg' } }],
})

describe('toCarCardData', () => {
  it('shapes price, attributes and image for display', () => {
    const d = toCarCardData(carCardSource(car), { now })
    expect(d.price).toBe('$38,990')
    expect(d.priceLabel).toBe('Drive Away')
    expect(d.wasPrice).toBe('$40,990')
    expect(d.attributes.map((a) => a.key)).toEqual(['car_type', 'simple_body', 'km', 'simple_transmission', 'stocknum'])
    expect(d.attributes[2]!.value).toBe('45,210 kms')
    expect(d.image?.srcSet).toContain('/images/demo/suv-red-front.jpg?w=320&q=75 320w')
    expect(d.href).toBe('/cars/2021-toyota-rav4-gxl-c1')
    expect(d.similarHref).toBeNull()
  })
  it('shows no price at 10 or less and a similar link when sold', () => {
    const d = toCarCardData(carCardSource({ ...car, price: 10, status: 'sold' }), { now })
    expect(d.price).toBeNull()
    expect(d.tag?.kind).toBe('sold')
    expect(d.similarHref).toBe('/search/new-used-and-demo-cars?make=Toyota&model=RAV4')
  })
})
