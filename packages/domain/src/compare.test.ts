import { describe, expect, it } from 'vitest'
import { compareRows, MAX_COMPARE, NO_VALUE, parseCompareIds, toggleCompareId } from './compare'
import { makeCar as testCar } from './test-car'

describe('compareRows', () => {
  it('lines up every row any car has and marks the rows where the cars differ', () => {
    const a = testCar({ km: 12000, colour: 'White', seats: 5 })
    const b = testCar({ km: 12000, colour: 'Blue', seats: null })
    const rows = compareRows([a, b])
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]))
    expect(byKey.km).toMatchObject({ values: ['12,000 kms', '12,000 kms'], differs: false })
    expect(byKey.colour).toMatchObject({ values: ['White', 'Blue'], differs: true })
    expect(byKey.seats).toMatchObject({ values: ['5', NO_VALUE], differs: true })
  })

  it('puts lead rows (price) first', () => {
    const rows = compareRows([testCar({}), testCar({})], [[{ key: 'price', label: 'Price', value: '$1' }], []])
    expect(rows[0]).toEqual({ key: 'price', label: 'Price', values: ['$1', NO_VALUE], differs: true })
  })
})

describe('compare list', () => {
  it('keeps at most four valid ids', () => {
    expect(parseCompareIds('a,b,,c,<x>,d,e')).toEqual(['a', 'b', 'c', 'd'])
    expect(MAX_COMPARE).toBe(4)
  })

  it('adds at the end, dropping the oldest past four, and removes', () => {
    expect(toggleCompareId(['a', 'b', 'c', 'd'], 'e', true)).toEqual(['b', 'c', 'd', 'e'])
    expect(toggleCompareId(['a', 'b'], 'a', true)).toEqual(['b', 'a'])
    expect(toggleCompareId(['a', 'b'], 'a', false)).toEqual(['b'])
  })
})
