import { describe, expect, it } from 'vitest'
import { groupBySite, siteDepartments } from './location-sites'

const loc = (name: string, location_type: 'sales' | 'used' | 'service' | 'parts', street = '1 Road') => ({
  name,
  location_type,
  street,
})

// Harbour City's sites: the Toyota sales yard and its service centre are on different streets.
const harbour = [
  loc('Harbour City Toyota Newstead Service', 'service', '18 Doggett Street'),
  loc('Harbour City Toyota Newstead Sales', 'sales', '210 Breakfast Creek Road'),
  loc('Harbour City Toyota Newstead Parts', 'parts', '18 Doggett Street'),
  loc('Harbour City Mazda Southport Sales', 'sales', '84 Ferry Road'),
  loc('Harbour City Mazda Southport Service', 'service', '90 Ferry Road'),
  loc('Harbour City Used Cars Nerang', 'used', '45 Spencer Road'),
]

describe('groupBySite', () => {
  it('groups by site name, not street address, departments sales first', () => {
    const groups = groupBySite(harbour)
    expect(groups.map((g) => [g.name, g.slug, g.departments.map((d) => d.location_type)])).toEqual([
      ['Harbour City Toyota Newstead', 'harbour-city-toyota-newstead', ['sales', 'service', 'parts']],
      ['Harbour City Mazda Southport', 'harbour-city-mazda-southport', ['sales', 'service']],
      ['Harbour City Used Cars Nerang', 'harbour-city-used-cars-nerang', ['used']],
    ])
  })
  it('keeps sites apart whose names differ, even in the same street', () => {
    const groups = groupBySite([
      loc('Corio Sales', 'sales', '1 Road'),
      loc('North Geelong Service', 'service', '1 Road'),
    ])
    expect(groups.map((g) => g.name)).toEqual(['Corio', 'North Geelong'])
  })
  it('reads the suffix in any case and after a dash', () => {
    const groups = groupBySite([loc('Bay Motors - SALES', 'sales'), loc('Bay Motors service', 'service')])
    expect(groups).toHaveLength(1)
    expect(groups[0]!.name).toBe('Bay Motors')
  })
  it('gives nothing for no locations', () => {
    expect(groupBySite([])).toEqual([])
  })
})

describe('siteDepartments', () => {
  it('lists the departments of the location’s site, itself included', () => {
    const sales = harbour[1]!
    expect(siteDepartments(harbour, sales).map((d) => d.name)).toEqual([
      'Harbour City Toyota Newstead Sales',
      'Harbour City Toyota Newstead Service',
      'Harbour City Toyota Newstead Parts',
    ])
  })
  it('is the location alone on a one-department site', () => {
    expect(siteDepartments(harbour, harbour[5]!)).toEqual([harbour[5]])
  })
})
