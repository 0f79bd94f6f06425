import { describe, expect, it } from 'vitest'
import { buildFacetItems, displayCount, groupPopularMakes } from './facet-items'

describe('facet items', () => {
  it('sorts names A–Z, hides empty values, keeps selected ones', () => {
    const items = buildFacetItems(
      'make',
      [
        ['toyota', 3],
        ['Audi', 1],
        ['BMW', 0],
        ['mazda', 2],
      ],
      ['BMW', 'Ferrari'],
    )
    expect(items.map((i) => [i.value, i.count, i.selected])).toEqual([
      ['Audi', 1, false],
      ['BMW', 0, true],
      ['Ferrari', 0, true],
      ['mazda', 2, false],
      ['toyota', 3, false],
    ])
  })

  it('orders car types new, demo, used with labels', () => {
    const items = buildFacetItems(
      'car_type',
      [
        ['used', 5],
        ['new', 2],
        ['demo', 1],
      ],
      [],
    )
    expect(items.map((i) => i.label)).toEqual(['New', 'Demo', 'Used'])
  })

  it('orders bands low to high with their labels, years newest first, seats ascending', () => {
    expect(
      buildFacetItems(
        'price',
        [
          ['100000-', 1],
          ['-9999', 2],
        ],
        [],
      ).map((i) => i.label),
    ).toEqual(['Under $10,000', '$100,000 and above'])
    expect(
      buildFacetItems(
        'year',
        [
          ['2019', 1],
          ['2024', 1],
          ['2008', 1],
        ],
        [],
      ).map((i) => i.value),
    ).toEqual(['2024', '2019', '2008'])
    expect(
      buildFacetItems(
        'seats',
        [
          ['7', 1],
          ['2', 1],
          ['5', 1],
        ],
        [],
      ).map((i) => i.value),
    ).toEqual(['2', '5', '7'])
  })

  it('lists a selected year range only through the filter, not as an item', () => {
    expect(buildFacetItems('year', [['2019', 1]], ['2018-2020'])).toEqual([
      { label: '2019', value: '2019', count: 1, selected: false },
    ])
  })
})

describe('popular makes', () => {
  it('takes the 20 makes with most cars, then All Makes A–Z', () => {
    const items = Array.from({ length: 25 }, (_, i) => ({
      label: `Make ${String.fromCharCode(65 + i)}`,
      value: `m${i}`,
      count: i,
      selected: false,
    }))
    const groups = groupPopularMakes(items)
    expect(groups.popular).toHaveLength(20)
    expect(groups.popular[0]!.count).toBe(24)
    expect(groups.popular.at(-1)!.count).toBe(5)
    expect(groups.heading).toBe('All Makes')
    expect(groups.all).toHaveLength(25)
  })
})

describe('display count', () => {
  it('caps at 1999, then uses the stock count or a summed facet', () => {
    expect(displayCount(1999)).toBe(1999)
    expect(displayCount(2500)).toBe(1999)
    expect(displayCount(2500, { stockCount: 2400 })).toBe(2400)
    expect(displayCount(2500, { facetSum: 2500 })).toBe(2500)
  })
})
