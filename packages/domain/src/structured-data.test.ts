import { describe, expect, it } from 'vitest'
import {
  breadcrumbStructuredData,
  carBreadcrumbs,
  carStructuredData,
  offerAvailability,
  serializeJsonLd,
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

  it('leaves out unknown values and a missing price', () => {
    const data = carStructuredData({ car: makeCar({ price: 0, vin: null }), url: 'u', seller: { name: 'D' } })
    expect(data).not.toHaveProperty('vehicleIdentificationNumber')
    expect(data.offers).not.toHaveProperty('price')
    expect(data.offers).toMatchObject({ priceCurrency: 'AUD' })
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
        { '@type': 'ListItem', position: 2, name: 'Used Cars', item: 'https://westside.example.com/search/used-cars' },
        {
          '@type': 'ListItem',
          position: 3,
          name: '2021 Toyota Corolla Ascent Sport',
          item: 'https://westside.example.com/cars/2021-toyota-corolla-ascent-sport',
        },
      ],
    })
  })

  it('serializes safely for a script tag', () => {
    const json = serializeJsonLd({ description: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json)).toEqual({ description: '</script><script>alert(1)</script>' })
  })
})
