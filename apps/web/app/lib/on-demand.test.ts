import { describe, expect, it } from 'vitest'
import { sameProps } from './on-demand'

describe('sameProps', () => {
  it('counts new objects holding the same values as the same props (a revalidation)', () => {
    const served = { car: { id: 'c1', price: 19990, tags: ['used', 'SUV'] }, when: new Date(0), none: null }
    const again = { car: { id: 'c1', price: 19990, tags: ['used', 'SUV'] }, when: new Date(0), none: null }
    expect(sameProps(served, again)).toBe(true)
  })

  it('tells a changed value, key, order of a list or date apart', () => {
    const base = { car: { id: 'c1', tags: ['used', 'SUV'] }, when: new Date(0) }
    expect(sameProps(base, { ...base, car: { id: 'c2', tags: ['used', 'SUV'] } })).toBe(false)
    expect(sameProps(base, { ...base, car: { id: 'c1', tags: ['SUV', 'used'] } })).toBe(false)
    expect(sameProps(base, { ...base, when: new Date(1) })).toBe(false)
    expect(sameProps(base, { ...base, extra: undefined })).toBe(false)
    expect(sameProps({ list: [] }, { list: {} })).toBe(false)
  })

  it('compares functions and class instances by identity only', () => {
    const onPick = () => {}
    expect(sameProps({ onPick }, { onPick })).toBe(true)
    expect(sameProps({ onPick }, { onPick: () => {} })).toBe(false)
    expect(sameProps({ seen: new Set([1]) }, { seen: new Set([1]) })).toBe(false)
    expect(sameProps({ n: NaN }, { n: NaN })).toBe(true)
  })
})
