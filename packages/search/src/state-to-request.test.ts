import { describe, expect, it } from 'vitest'
import { FACET_FIELDS } from './fields'
import { searchStateSchema } from './search-state'
import { stateToRequest } from './state-to-request'

const now = new Date('2026-01-01T00:00:00Z')

describe('stateToRequest', () => {
  it('pages by 21 and passes sort, query, filters and tenant flags', () => {
    const state = searchStateSchema.parse({ page: 3, sortBy: 'price-asc', query: 'hilux', make: ['Toyota'] })
    const r = stateToRequest(state, { tenant: 't', now, includeSoldCarsDays: 5, lowestPriceRequiresPrice: true })
    expect(r).toMatchObject({
      tenant: 't',
      offset: 42,
      hitsPerPage: 21,
      sort: 'price-asc',
      query: 'hilux',
      filters: { make: ['Toyota'] },
      includeSoldCarsDays: 5,
      lowestPriceRequiresPrice: true,
    })
    expect(r.facets).toEqual(FACET_FIELDS)
  })

  it('opens the slider ends that sit at their limits', () => {
    const at = (isMinRange: boolean, isMaxRange: boolean) =>
      stateToRequest(searchStateSchema.parse({ price_range: ['5000-250000'], isMinRange, isMaxRange }), {
        tenant: 't',
        now,
      }).filters?.price_range
    expect(at(false, false)).toEqual(['5000-250000'])
    expect(at(false, true)).toEqual(['5000-'])
    expect(at(true, false)).toEqual(['-250000'])
    expect(at(true, true)).toBeUndefined()
  })
})
