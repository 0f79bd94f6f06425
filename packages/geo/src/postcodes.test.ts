import { describe, expect, it } from 'vitest'
import { lookupPostcode, postcodeCount, postcodesInBox } from './postcodes'

const R = 6371
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * R * Math.asin(Math.sqrt(h))
}

// Well-known city centres (GPO / town hall coordinates).
const KNOWN: [string, string, number, number, string][] = [
  ['4000', 'QLD', -27.4698, 153.0251, 'Brisbane'],
  ['6000', 'WA', -31.9523, 115.8613, 'Perth'],
  ['3220', 'VIC', -38.1499, 144.3617, 'Geelong'],
  ['2000', 'NSW', -33.8688, 151.2093, 'Sydney'],
  ['3000', 'VIC', -37.8136, 144.9631, 'Melbourne'],
  ['5000', 'SA', -34.9285, 138.6007, 'Adelaide'],
  ['7000', 'TAS', -42.8821, 147.3272, 'Hobart'],
  ['0800', 'NT', -12.4634, 130.8456, 'Darwin'],
  ['2600', 'ACT', -35.2809, 149.13, 'Canberra'],
]

describe('lookupPostcode', () => {
  it.each(KNOWN)('places %s within a few km of its centre', (pc, state, lat, lng, name) => {
    const hit = lookupPostcode(pc)
    expect(hit).not.toBeNull()
    expect(hit!.state).toBe(state)
    expect(hit!.name).toBe(name)
    expect(km(hit!, { lat, lng })).toBeLessThan(8)
  })

  it('puts 4006 among its suburbs, not at the source’s one point near Brisbane Airport', () => {
    // Every source row of 4006 sits at -27.366, 153.175; Newstead (Harbour City's yard) is 13 km away.
    const hit = lookupPostcode('4006')!
    expect(hit.name).toBe('Newstead')
    expect(km(hit, { lat: -27.4437, lng: 153.0447 })).toBeLessThan(3)
  })

  it('drops far-away placeholder rows before averaging', () => {
    // Source rows for 4110 include a business centre placed near Townsville.
    const hit = lookupPostcode('4110')!
    expect(km(hit, { lat: -27.6122, lng: 153.0095 })).toBeLessThan(5)
  })

  it('covers the country', () => {
    expect(postcodeCount()).toBeGreaterThan(3000)
  })

  it('returns null for unknown or malformed postcodes', () => {
    expect(lookupPostcode('0001')).toBeNull()
    expect(lookupPostcode('400')).toBeNull()
    expect(lookupPostcode('40000')).toBeNull()
    expect(lookupPostcode('abcd')).toBeNull()
    expect(lookupPostcode('')).toBeNull()
  })

  it('ignores surrounding whitespace and hands out copies', () => {
    const a = lookupPostcode(' 4000 ')!
    a.lat = 0
    expect(lookupPostcode('4000')!.lat).toBeCloseTo(-27.47, 1)
  })
})

describe('postcodesInBox', () => {
  it('lists the postcodes whose centroids are inside the box, with their names', () => {
    // About 10 km around Bentley, WA.
    const hits = postcodesInBox({ south: -32.05, north: -31.95, west: 115.86, east: 115.98 })
    const names = hits.map((h) => h.name)
    expect(hits.find((h) => h.postcode === '6102')?.name).toBe('Bentley')
    expect(names).toContain('Victoria Park')
    expect(hits.every((h) => h.lat >= -32.05 && h.lat <= -31.95 && h.lng >= 115.86 && h.lng <= 115.98)).toBe(true)
    // Nothing from another state.
    expect(new Set(hits.map((h) => h.state))).toEqual(new Set(['WA']))
  })

  it('gives none for an inverted box or open sea', () => {
    expect(postcodesInBox({ south: -31, north: -32, west: 115, east: 116 })).toEqual([])
    expect(postcodesInBox({ south: -40, north: -39.9, west: 160, east: 160.1 })).toEqual([])
    expect(postcodesInBox({ south: Number.NaN, north: 1, west: 1, east: 2 })).toEqual([])
  })
})
