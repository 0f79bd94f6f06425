import { describe, expect, it } from 'vitest'
import { locatedAt, shareLinks, statusLabel, vehicleNoun } from './car-page'

describe('shareLinks', () => {
  it('builds the share url and hides twitter', () => {
    const s = shareLinks('https://x.test/', 'my-car', '2020 Kia Rio', false)
    expect(s.url).toBe('https://x.test/cars/my-car')
    expect(s.links.map((l) => l.id)).toEqual(['facebook', 'whatsapp', 'email', 'sms'])
    expect(shareLinks('https://x.test', 'c', 'n', true).links).toHaveLength(5)
  })
})

describe('locatedAt', () => {
  const locs = [
    { primary: true, address: { city: 'Newstead' } },
    { primary: false, address: { city: 'Nerang' } },
  ]
  it('shows only for another city', () => {
    expect(locatedAt('Newstead', locs, null)).toBeNull()
    expect(locatedAt('Nerang', locs, null)?.text).toBe('Located at Nerang')
  })
})

describe('status label and vehicle noun', () => {
  it('labels a reserved, coming-soon or sold car with the card tags’ words, and nothing for an available one', () => {
    expect(statusLabel({ status: 'in_stock', reserved: true })?.label).toBe('RESERVED')
    expect(statusLabel({ status: 'coming_soon', reserved: false })?.label).toBe('COMING SOON')
    expect(statusLabel({ status: 'sold', reserved: false })?.label).toBe('SOLD')
    expect(statusLabel({ status: 'in_stock', reserved: false })).toBeNull()
  })

  it('calls a caravan a caravan', () => {
    expect(vehicleNoun({ item_type: 'caravan' })).toEqual({ singular: 'Caravan', plural: 'Caravans' })
    expect(vehicleNoun({ item_type: 'car' })).toEqual({ singular: 'Car', plural: 'Cars' })
  })
})
