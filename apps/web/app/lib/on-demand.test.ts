import { describe, expect, it } from 'vitest'
import { sameProps } from './on-demand'

describe('sameProps', () => {
  it('counts new objects holding the same values as the same props (a revalidation)', () => {
    const served = { car: { id: 'c1', price: 19990, tags: ['used', 'SUV'] }, none: null }
    const again = { car: { id: 'c1', price: 19990, tags: ['used', 'SUV'] }, none: null }
    expect(sameProps(served, again)).toBe(true)
  })

  it('tells a changed value, key or order of a list apart', () => {
    const base = { car: { id: 'c1', tags: ['used', 'SUV'] } }
    expect(sameProps(base, { ...base, car: { id: 'c2', tags: ['used', 'SUV'] } })).toBe(false)
    expect(sameProps(base, { ...base, car: { id: 'c1', tags: ['SUV', 'used'] } })).toBe(false)
    expect(sameProps(base, { ...base, extra: undefined })).toBe(false)
    expect(sameProps({ list: [] }, { list: {} })).toBe(false)
  })

  it('compares functions, dates and other class instances by identity only', () => {
    const onPick = () => {}
    expect(sameProps({ onPick }, { onPick })).toBe(true)
    expect(sameProps({ onPick }, { onPick: () => {} })).toBe(false)
    expect(sameProps({ seen: new Set([1]) }, { seen: new Set([1]) })).toBe(false)
    expect(sameProps({ when: new Date(0) }, { when: new Date(0) })).toBe(false)
    expect(sameProps({ n: NaN }, { n: NaN })).toBe(true)
  })
})
