import { describe, expect, it } from 'vitest'
import { stockSlug, tenantPrefix } from './stock-ids'

describe('stock ids', () => {
  it('makes slugs of lower-case words, with plus spelled out and accents dropped', () => {
    expect(stockSlug('2019 Toyota Corolla Ascent Sport')).toBe('2019-toyota-corolla-ascent-sport')
    expect(stockSlug('Mazda CX-5 Maxx+ Café')).toBe('mazda-cx-5-maxx-plus-cafe')
    expect(stockSlug('  --  ')).toBe('')
  })

  it('takes the first letter of each word of the dealer slug as the id prefix', () => {
    expect(tenantPrefix('harbour-city-motor-group')).toBe('hcmg')
    expect(tenantPrefix('westside-car-co')).toBe('wcc')
  })
})
