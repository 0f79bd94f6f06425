import { describe, expect, it } from 'vitest'
import { stockNoun } from './stock-noun'

describe('stockNoun', () => {
  it('names caravans on a caravan dealer’s site and cars elsewhere', () => {
    expect(stockNoun({ caravans: true })).toEqual({ one: 'caravan', many: 'caravans' })
    expect(stockNoun({ caravans: false })).toEqual({ one: 'car', many: 'cars' })
    expect(stockNoun({})).toEqual({ one: 'car', many: 'cars' })
  })
})
