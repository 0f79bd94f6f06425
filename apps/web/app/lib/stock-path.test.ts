import { describe, expect, it } from 'vitest'
import { parsePage, parseStockPath } from './stock-path'

describe('parseStockPath', () => {
  it('reads the car-type routes', () => {
    expect(parseStockPath('used-cars')).toMatchObject({ kind: 'types', carTypes: ['used'] })
    expect(parseStockPath('new-and-demo-cars')).toMatchObject({ kind: 'types', carTypes: ['new', 'demo'] })
  })
  it('reads make and make/model routes', () => {
    expect(parseStockPath('toyota')).toEqual({ kind: 'make', make: 'toyota', model: null })
    expect(parseStockPath('toyota/rav4')).toEqual({ kind: 'make', make: 'toyota', model: 'rav4' })
  })
  it('rejects garbage', () => {
    expect(parseStockPath('a/b/c')).toBeNull()
    expect(parseStockPath('<script>')).toBeNull()
    expect(parseStockPath('used-cars/extra')).toBeNull()
    expect(parseStockPath('x'.repeat(100))).toBeNull()
  })
  it('treats bad page numbers as page 1', () => {
    expect(parsePage(null)).toBe(1)
    expect(parsePage('-1')).toBe(1)
    expect(parsePage('abc')).toBe(1)
    expect(parsePage('0')).toBe(1)
    expect(parsePage('3')).toBe(3)
  })
})
