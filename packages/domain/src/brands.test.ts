import { describe, expect, it } from 'vitest'
import { brandMark, brandSection, groupBrands } from './brands'

describe('brandSection', () => {
  it('takes the dealer’s word first, then makes known to build only bikes or trucks, then the default', () => {
    expect(brandSection('Toyota', 'own', 'car')).toBe('own')
    expect(brandSection('Harley-Davidson', undefined, 'car')).toBe('motorcycle')
    expect(brandSection('Hino', undefined, 'car')).toBe('truck')
    expect(brandSection('Jayco', undefined, 'caravan')).toBe('caravan')
    expect(brandSection('constructor', undefined, 'car')).toBe('car')
  })
})

describe('groupBrands', () => {
  it('lays out car, motorcycle, truck, caravan and own-brand sections in that order, leaving empty ones out', () => {
    const groups = groupBrands([
      { name: 'Sunset', section: 'own' as const },
      { name: 'Hino', section: 'truck' as const },
      { name: 'Toyota', section: 'car' as const },
      { name: 'Ducati', section: 'motorcycle' as const },
    ])
    expect(groups.map((g) => g.title)).toEqual(['Cars', 'Motorcycles', 'Trucks', 'Our own brands'])
    expect(groupBrands([])).toEqual([])
  })
})

describe('brandMark', () => {
  it('draws initials and a hue that stay the same for a name', () => {
    expect(brandMark('Lotus Caravans').initials).toBe('LC')
    expect(brandMark('Mazda').initials).toBe('MA')
    expect(brandMark('Mercedes-Benz').initials).toBe('MB')
    expect(brandMark('Kia')).toEqual(brandMark('Kia'))
    expect(brandMark('Kia').hue).toBeGreaterThanOrEqual(0)
    expect(brandMark('Kia').hue).toBeLessThan(360)
  })
})
