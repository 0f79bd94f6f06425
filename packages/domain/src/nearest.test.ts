import { describe, expect, it } from 'vitest'
import { byDistance, formatDistance } from './nearest'

const brisbane = { lat: -27.4698, lng: 153.0251 }
const places = [
  { name: 'Maroochydore', lat: -26.6536, lng: 153.0917 },
  { name: 'Newstead', lat: -27.4445, lng: 153.0461 },
  { name: 'Southport', lat: -27.9673, lng: 153.4002 },
]

describe('byDistance', () => {
  it('sorts nearest first with haversine kilometres (earth radius 6371 km)', () => {
    const sorted = byDistance(brisbane, places, (p) => p)
    expect(sorted.map((s) => s.item.name)).toEqual(['Newstead', 'Southport', 'Maroochydore'])
    expect(sorted[0]!.km).toBeCloseTo(3.5, 1)
    // Brisbane to Maroochydore is about 91 km as the crow flies.
    expect(sorted[2]!.km).toBeGreaterThan(89)
    expect(sorted[2]!.km).toBeLessThan(93)
  })
  it('keeps the given order for equal distances, and puts places without coordinates last', () => {
    const same = [
      { name: 'b', lat: 1, lng: 1 },
      { name: 'nowhere', lat: Number.NaN, lng: 0 },
      { name: 'a', lat: 1, lng: 1 },
    ]
    const sorted = byDistance({ lat: 0, lng: 0 }, same, (p) => p)
    expect(sorted.map((s) => s.item.name)).toEqual(['b', 'a', 'nowhere'])
    expect(sorted[2]!.km).toBeNull()
  })
  it('is zero at the origin', () => {
    expect(byDistance(brisbane, [brisbane], (p) => p)[0]!.km).toBe(0)
  })
})

describe('formatDistance', () => {
  it('shows one decimal under 10 km and whole kilometres from there', () => {
    expect(formatDistance(0)).toBe('0.0 km')
    expect(formatDistance(3.456)).toBe('3.5 km')
    expect(formatDistance(9.94)).toBe('9.9 km')
    expect(formatDistance(10)).toBe('10 km')
    expect(formatDistance(1234.4)).toBe('1,234 km')
  })
})
