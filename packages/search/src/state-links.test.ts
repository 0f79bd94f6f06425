import { describe, expect, it } from 'vitest'
import { searchStateSchema } from './search-state'
import { clearedState, toggleFilterValue, withFilterValues, withSort } from './state-links'
import { encodeSearchUrl } from './url-codec'

describe('state links', () => {
  const base = searchStateSchema.parse({
    car_type: ['used'],
    make: ['Toyota'],
    page: 4,
    sortBy: 'latest',
    query: 'sr5',
  })

  it('toggles a value and goes back to page 1', () => {
    expect(encodeSearchUrl(toggleFilterValue(base, 'body', 'Ute'))).toBe(
      '/search/used-cars?query=sr5&make=Toyota&body=Ute&sortBy=latest',
    )
    expect(toggleFilterValue(base, 'make', 'Toyota').make).toEqual([])
    expect(toggleFilterValue(base, 'make', 'Toyota', true).make).toEqual(['Toyota'])
  })

  it('sets a select, a sort, or clears everything', () => {
    expect(withFilterValues(base, 'car_type', []).car_type).toEqual([])
    expect(withSort(base, 'price-asc')).toMatchObject({ sortBy: 'price-asc', page: 1 })
    expect(encodeSearchUrl(clearedState(base))).toBe('/search/new-used-and-demo-cars?sortBy=latest')
  })
})
