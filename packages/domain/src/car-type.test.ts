import { describe, expect, it } from 'vitest'
import { stockPhrase } from './car-type'

describe('stockPhrase', () => {
  it('names only the types the dealer has, in the fixed order new, demo, used', () => {
    expect(stockPhrase(['used', 'new', 'demo'], 'cars')).toBe('New, demo and used cars')
    expect(stockPhrase(['used'], 'cars')).toBe('Used cars')
    expect(stockPhrase(['used', 'new'], 'caravans')).toBe('New and used caravans')
    expect(stockPhrase(['demo', 'new'], 'cars')).toBe('New and demo cars')
  })

  it('is null without stock, so no page claims what the dealer does not sell', () => {
    expect(stockPhrase([], 'cars')).toBeNull()
  })
})
