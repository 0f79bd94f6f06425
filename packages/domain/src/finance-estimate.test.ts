import { describe, expect, it } from 'vitest'
import type { FinanceLender } from './car'
import {
  comparisonRateDisclaimer,
  disclaimerPreview,
  financeEstimate,
  financeNote,
  lenderRulePasses,
  type FinanceEstimateConfig,
} from './finance-estimate'
import { makeCar } from './test-car'

const NOW = new Date('2025-03-10T00:00:00+10:00')
const lender: FinanceLender = {
  interestRate: 6.29,
  comparisonRate: 8.19,
  paymentWeek: 112.5,
  paymentMonth: 487.4,
  disclaimer: 'x',
}
const config: FinanceEstimateConfig = {
  lenders: {
    plenti: 'recentCarWithComparisonRate',
    angle: 'availableCar',
    toyotaFinance: 'weeklyPayment',
    other: 'monthlyPayment',
  },
  excludedMakes: ['Ferrari'],
  excludedDealers: ['excluded-motors'],
}

describe('lenderRulePasses', () => {
  const car = { status: 'in_stock' as const, price: 20000, year: 2014 }

  it('needs year > current year − 12, price > 500, available and a comparison rate for the first kind', () => {
    expect(lenderRulePasses('recentCarWithComparisonRate', car, lender, 2025)).toBe(true)
    expect(lenderRulePasses('recentCarWithComparisonRate', { ...car, year: 2013 }, lender, 2025)).toBe(false)
    expect(lenderRulePasses('recentCarWithComparisonRate', { ...car, price: 500 }, lender, 2025)).toBe(false)
    expect(lenderRulePasses('recentCarWithComparisonRate', { ...car, status: 'sold' }, lender, 2025)).toBe(false)
    expect(lenderRulePasses('recentCarWithComparisonRate', car, { ...lender, comparisonRate: 0 }, 2025)).toBe(false)
  })

  it('needs only an available car for the second kind', () => {
    expect(lenderRulePasses('availableCar', { ...car, price: 0, year: 1990 }, {}, 2025)).toBe(true)
    expect(lenderRulePasses('availableCar', { ...car, status: 'coming_soon' }, {}, 2025)).toBe(true)
    expect(lenderRulePasses('availableCar', { ...car, status: 'sold' }, lender, 2025)).toBe(false)
  })

  it('needs price > 500, available and a weekly payment for the third kind', () => {
    expect(lenderRulePasses('weeklyPayment', car, lender, 2025)).toBe(true)
    expect(lenderRulePasses('weeklyPayment', car, { ...lender, paymentWeek: null }, 2025)).toBe(false)
    expect(lenderRulePasses('weeklyPayment', { ...car, price: 400 }, lender, 2025)).toBe(false)
  })

  it('needs price > 500, available and a monthly payment for the fourth kind', () => {
    expect(lenderRulePasses('monthlyPayment', car, lender, 2025)).toBe(true)
    expect(lenderRulePasses('monthlyPayment', car, { ...lender, paymentMonth: null }, 2025)).toBe(false)
    expect(lenderRulePasses('monthlyPayment', { ...car, status: 'sold' }, lender, 2025)).toBe(false)
  })
})

describe('financeEstimate', () => {
  it('is hidden without lender data', () => {
    expect(financeEstimate(makeCar(), config, NOW)).toBeNull()
  })

  it('shows the first lender in the tenant order whose rule passes', () => {
    const car = makeCar({ year: 2010, finance_lenders: { plenti: lender, angle: lender } })
    // 2010 is not newer than 2025 − 12, so plenti fails and angle (available car) is used.
    expect(financeEstimate(car, config, NOW)).toMatchObject({
      lenderId: 'angle',
      kind: 'availableCar',
      interestRate: 6.29,
      comparisonRate: 8.19,
      payment: 112.5,
      frequency: 'week',
    })
    expect(financeEstimate(makeCar({ year: 2014, finance_lenders: { plenti: lender } }), config, NOW)?.lenderId).toBe(
      'plenti',
    )
  })

  it('turns the year at local midnight on 1 January, the minute it comes', () => {
    // 2014 is newer than 2025 − 12 until Brisbane's 2026 begins (14:00 UTC on 31 December).
    const car = makeCar({ year: 2014, finance_lenders: { plenti: lender } })
    expect(financeEstimate(car, config, new Date('2025-12-31T13:59:00Z'))?.lenderId).toBe('plenti')
    expect(financeEstimate(car, config, new Date('2025-12-31T13:59:59Z'))?.lenderId).toBe('plenti')
    expect(financeEstimate(car, config, new Date('2025-12-31T14:00:00Z'))).toBeNull()
    expect(financeEstimate(car, config, new Date('2025-12-31T13:59:30Z'))?.lenderId).toBe('plenti')
  })

  it('uses the monthly payment for the monthly kind', () => {
    const car = makeCar({ finance_lenders: { other: lender } })
    expect(financeEstimate(car, config, NOW)).toMatchObject({ payment: 487.4, frequency: 'month' })
  })

  it('is hidden when the interest or comparison rate is null', () => {
    expect(
      financeEstimate(makeCar({ finance_lenders: { angle: { ...lender, interestRate: null } } }), config, NOW),
    ).toBeNull()
    expect(
      financeEstimate(makeCar({ finance_lenders: { angle: { ...lender, comparisonRate: null } } }), config, NOW),
    ).toBeNull()
  })

  it('is hidden for excluded makes and dealers, and for unmapped lenders', () => {
    expect(financeEstimate(makeCar({ make: 'FERRARI', finance_lenders: { angle: lender } }), config, NOW)).toBeNull()
    expect(
      financeEstimate(makeCar({ dealership_slug: 'excluded-motors', finance_lenders: { angle: lender } }), config, NOW),
    ).toBeNull()
    expect(financeEstimate(makeCar({ finance_lenders: { mystery: lender } }), config, NOW)).toBeNull()
  })

  it('is hidden for a sold car', () => {
    expect(financeEstimate(makeCar({ status: 'sold', finance_lenders: { angle: lender } }), config, NOW)).toBeNull()
  })
})

describe('disclaimers', () => {
  it('truncates the preview at 197 characters', () => {
    const long = 'a'.repeat(250)
    expect(disclaimerPreview(long)).toEqual({ preview: `${'a'.repeat(197)}...`, truncated: true })
    expect(disclaimerPreview('a'.repeat(197))).toEqual({ preview: 'a'.repeat(197), truncated: false })
  })

  it('bases the comparison rate on a 5-year secured loan of $30,000', () => {
    expect(comparisonRateDisclaimer()).toContain('based on a 5-year secured loan of $30,000.')
    expect(comparisonRateDisclaimer()).toContain('WARNING: This comparison rate is true only for the examples given')
    expect(comparisonRateDisclaimer({ interestRate: 6.29, comparisonRate: 8.19 })).toMatch(
      /^6\.29% p\.a\. \(comparison rate 8\.19% p\.a\.\)\. The comparison rate/,
    )
  })

  it('writes the finance note', () => {
    expect(financeNote(5, 10, 30)).toBe('5 year term, 10.0% deposit, 30.0% final payment')
  })
})
