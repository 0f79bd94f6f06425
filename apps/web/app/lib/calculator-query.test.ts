import { describe, expect, it } from 'vitest'
import { carriedCalculatorInputs, carriedInputs } from './calculator-query'

describe('carriedInputs', () => {
  const params = new URLSearchParams(
    'amount=25000&term=5&frequency=monthly&fuel_price=1.9&weekly_km=300&postcode=4217&utm_source=x',
  )

  it("carries the other calculators' values, never the form's own or unrelated ones", () => {
    expect(carriedInputs(params, 'delivery')).toEqual([
      { name: 'amount', value: '25000' },
      { name: 'term', value: '5' },
      { name: 'frequency', value: 'monthly' },
      { name: 'fuel_price', value: '1.9' },
      { name: 'weekly_km', value: '300' },
    ])
    expect(carriedInputs(params, 'finance')).toEqual([
      { name: 'fuel_price', value: '1.9' },
      { name: 'weekly_km', value: '300' },
      { name: 'postcode', value: '4217' },
    ])
    expect(carriedInputs(params, 'fuel').map((i) => i.name)).toEqual(['amount', 'term', 'frequency', 'postcode'])
  })

  it('leaves out empty and overlong values, and takes the first of repeated ones', () => {
    const odd = new URLSearchParams(`postcode=&amount=${'9'.repeat(33)}&deposit=1000&deposit=2000&interest=%20`)
    expect(carriedInputs(odd, 'fuel')).toEqual([{ name: 'deposit', value: '1000' }])
  })

  it('gives nothing to carry on a plain car page', () => {
    expect(carriedCalculatorInputs(new URLSearchParams())).toEqual({ finance: [], fuel: [], delivery: [] })
  })
})
