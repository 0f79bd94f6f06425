import { describe, expect, it } from 'vitest'
import { brandStyle } from '@dealer/theme-contract'
import { tenantBrandStyle } from './brand-style'

describe('tenantBrandStyle', () => {
  it('is brandStyle, kept per brand: the same colours give the same object', () => {
    const brand = { primary: '#0b2e4f', accent: '#d7282f' }
    const style = tenantBrandStyle(brand)
    expect(style).toEqual(brandStyle(brand))
    expect(tenantBrandStyle({ ...brand })).toBe(style)
  })

  it('tells brands apart by every colour, contrast partners included', () => {
    const base = tenantBrandStyle({ primary: '#0b2e4f' })
    const withPartner = tenantBrandStyle({ primary: '#0b2e4f', primaryContrast: '#ffffff' })
    const other = tenantBrandStyle({ primary: '#123456' })
    expect(withPartner).not.toBe(base)
    expect(withPartner).toEqual(brandStyle({ primary: '#0b2e4f', primaryContrast: '#ffffff' }))
    expect(other).toEqual(brandStyle({ primary: '#123456' }))
    expect(other).not.toEqual(base)
  })

  it('is frozen, so no page can change another page’s colours', () => {
    expect(Object.isFrozen(tenantBrandStyle({ accent: '#d7282f' }))).toBe(true)
  })
})
