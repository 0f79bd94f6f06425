import { describe, expect, it } from 'vitest'
import type { OpeningHour } from './location'
import {
  breadcrumbStructuredData,
  carBreadcrumbs,
  carBreadcrumbTrail,
  carStructuredData,
  dealerStructuredData,
  offerAvailability,
  openingHoursSpecification,
  serializeJsonLd,
  specialOpeningHoursSpecification,
} from './structured-data'
import { makeCar } from './test-car'

const seller = {
  name: 'Westside Car Co',
  url: 'https://westside.example.com',
  telephone: '07 3000 0000',
  address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000' },
}

describe('carStructuredData', () => {
  it('describes the car and its offer', () => {
    const car = makeCar({
      vin: 'JTNK4RBE003456789',
      colour: 'White',
      images: [{ url: 'https://img/1.jpg', thumb: { url: 'https://img/1t.jpg' } }],
    })
    const data = carStructuredData({ car, url: 'https://westside.example.com/cars/x', seller })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Toyota Corolla Ascent Sport',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Corolla',
      vehicleModelDate: '2021',
      vehicleIdentificationNumber: 'JTNK4RBE003456789',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45210, unitCode: 'KMT' },
      color: 'White',
      image: ['https://img/1.jpg'],
      offers: {
        '@type': 'Offer',
        price: 28990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: {
          '@type': 'AutoDealer',
          name: 'Westside Car Co',
          telephone: '07 3000 0000',
          address: { '@type': 'PostalAddress', addressLocality: 'Brisbane', postalCode: '4000', addressCountry: 'AU' },
        },
      },
    })
    // Plain JSON: survives a round trip unchanged.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data)
  })

  it('gives photo URLs as absolute URLs on the page’s site', () => {
    const car = makeCar({
      images: [
        { url: '/images/westside/1.jpg', thumb: { url: '/images/westside/1t.jpg' } },
        { url: 'https://cdn.example.com/2.jpg', thumb: { url: 'https://cdn.example.com/2t.jpg' } },
      ],
    })
    const data = carStructuredData({ car, url: 'https://westside.example.com/cars/x', seller })
    expect(data.image).toEqual(['https://westside.example.com/images/westside/1.jpg', 'https://cdn.example.com/2.jpg'])
  })

  it('leaves out unknown values and a missing price', () => {
    const data = carStructuredData({ car: makeCar({ price: 0, vin: null }), url: 'u', seller: { name: 'D' } })
    expect(data).not.toHaveProperty('vehicleIdentificationNumber')
    expect(data.offers).not.toHaveProperty('price')
    expect(data.offers).toMatchObject({ priceCurrency: 'AUD' })
  })

  it('leaves out the odometer when the car has no reading, as the page hides it', () => {
    for (const car_type of ['used', 'demo', 'new'] as const) {
      const data = carStructuredData({ car: makeCar({ car_type, km: 0 }), url: 'u', seller: { name: 'D' } })
      expect(data, car_type).not.toHaveProperty('mileageFromOdometer')
    }
    const driven = carStructuredData({ car: makeCar({ km: 12 }), url: 'u', seller: { name: 'D' } })
    expect(driven.mileageFromOdometer).toEqual({ '@type': 'QuantitativeValue', value: 12, unitCode: 'KMT' })
  })

  it('maps availability to InStock, PreOrder and SoldOut', () => {
    expect(offerAvailability({ status: 'in_stock', preorder: false })).toBe('https://schema.org/InStock')
    expect(offerAvailability({ status: 'coming_soon', preorder: false })).toBe('https://schema.org/PreOrder')
    expect(offerAvailability({ status: 'in_stock', preorder: true })).toBe('https://schema.org/PreOrder')
    expect(offerAvailability({ status: 'sold', preorder: false })).toBe('https://schema.org/SoldOut')
  })
})

describe('breadcrumbs', () => {
  it('builds a BreadcrumbList from Home to the car', () => {
    const items = carBreadcrumbs(makeCar(), 'https://westside.example.com/')
    expect(breadcrumbStructuredData(items)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://westside.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Used stock', item: 'https://westside.example.com/search/used-cars' },
        {
          '@type': 'ListItem',
          position: 3,
          name: '2021 Toyota Corolla Ascent Sport',
          item: 'https://westside.example.com/cars/2021-toyota-corolla-ascent-sport',
        },
      ],
    })
  })

  it('uses the labels the car page shows: Home, {Type} stock, the car', () => {
    expect(carBreadcrumbTrail(makeCar({ car_type: 'demo', slug: 'a-car' }))).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Demo stock', path: '/search/demo-cars' },
      { name: '2021 Toyota Corolla Ascent Sport', path: '/cars/a-car' },
    ])
  })

  it('serializes safely for a script tag', () => {
    const json = serializeJsonLd({ description: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json)).toEqual({ description: '</script><script>alert(1)</script>' })
  })
})

const week: OpeningHour[] = [
  { weekday: 0, status: 'Closed', open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '08:30', close: '17:30' })),
  { weekday: 6, status: 'Open', open: '08:30', close: '16:00' },
]

describe('AutoDealer', () => {
  it('groups days with the same hours, Monday first, and leaves closed days out', () => {
    expect(openingHoursSpecification(week)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '08:30',
        closes: '17:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '08:30',
        closes: '16:00',
      },
    ])
  })

  it('drops hours that are not HH:MM rather than guess', () => {
    expect(openingHoursSpecification([{ weekday: 1, status: 'Open', open: '8am', close: '17:30' }])).toEqual([])
    expect(openingHoursSpecification([])).toEqual([])
  })

  it('gives holiday hours one date each, a closed day as 00:00 to 00:00', () => {
    expect(
      specialOpeningHoursSpecification([
        { date: '2026-12-24', status: 'Open', start_hour: '08:30', end_hour: '14:00', label: 'Christmas Eve' },
        { date: '2026-12-25', status: 'Closed', start_hour: null, end_hour: null, label: null },
        { date: 'soon', status: 'Closed', start_hour: null, end_hour: null, label: null },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '08:30',
        closes: '14:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
    ])
  })

  it('describes the dealer with its address, hours, absolute image and departments', () => {
    const data = dealerStructuredData({
      name: 'Westside Car Co',
      url: 'https://westside.example.com/',
      telephone: '(08) 9356 2740',
      image: '/images/westside/yard.jpg',
      address: { street: '1187 Albany Highway', city: 'Bentley', state: 'WA', postcode: '6102' },
      geo: { lat: -32.0028, long: 115.9226 },
      openingHours: week,
      departments: [{ name: 'Westside Service', url: 'https://westside.example.com/locations/service' }],
    })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Westside Car Co',
      url: 'https://westside.example.com/',
      telephone: '(08) 9356 2740',
      image: 'https://westside.example.com/images/westside/yard.jpg',
      address: { '@type': 'PostalAddress', streetAddress: '1187 Albany Highway', addressRegion: 'WA' },
      geo: { '@type': 'GeoCoordinates', latitude: -32.0028, longitude: 115.9226 },
      department: [{ '@type': 'AutoDealer', name: 'Westside Service' }],
    })
    expect(data.openingHoursSpecification).toHaveLength(2)
    expect(data).not.toHaveProperty('specialOpeningHoursSpecification')
    expect(data).not.toHaveProperty('email')
  })
})
