import { describe, expect, it } from 'vitest'
import { financeSection, locatedAt, shareLinks, statusLabel, vehicleNoun } from './car-page'

describe('financeSection', () => {
  it('recomputes from query params, and term changes the repayment', () => {
    const a = financeSection(30000, new URLSearchParams('term=5'))
    const b = financeSection(30000, new URLSearchParams('term=3'))
    expect(a.term).toBe(5)
    expect(a.label).not.toBe(b.label)
    expect(a.weeklyTeaser).toMatch(/^\$/)
  })
  it('gives help text outside bounds and Enquire for Finance at 25 or less', () => {
    expect(financeSection(30000, new URLSearchParams('amount=500')).amountHelp).toBe(
      'Cannot be less than $1,000 or more than $250,000',
    )
    const low = financeSection(30000, new URLSearchParams('amount=1000&deposit=990'))
    expect(low.enquire).toBe(true)
    expect(low.label).toBe('Enquire for Finance')
    expect(low.total).toBeNull()
  })
  it('parses frequency', () => {
    expect(financeSection(30000, new URLSearchParams('frequency=month')).frequencyLabel).toBe('Monthly')
  })
})

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
