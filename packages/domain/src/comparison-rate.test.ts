import { describe, expect, it } from 'vitest'
import {
  COMPARISON_RATE_WARNING,
  comparisonRateBasisText,
  comparisonRateNotice,
  formatRate,
  mentionsComparisonRate,
} from './comparison-rate'

describe('comparisonRateNotice', () => {
  it('gives the rates, the example they rest on and the standard warning', () => {
    const notice = comparisonRateNotice({
      advertisedRate: 3.99,
      comparisonRate: 5.21,
      loanAmount: 30000,
      termYears: 5,
      secured: true,
    })
    expect(notice.rates).toBe('3.99% p.a. (comparison rate 5.21% p.a.)')
    expect(notice.basis).toBe('Comparison rate based on a secured loan of $30,000 over 5 years.')
    expect(notice.warning).toBe(
      'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. ' +
        'Different terms, fees or other loan amounts might result in a different comparison rate.',
    )
  })

  it('says unsecured and a single year as the data has it', () => {
    expect(comparisonRateBasisText({ loanAmount: 10000, termYears: 1, secured: false })).toBe(
      'Comparison rate based on an unsecured loan of $10,000 over 1 year.',
    )
    expect(comparisonRateBasisText({ loanAmount: 150000, termYears: 2.5, secured: true })).toBe(
      'Comparison rate based on a secured loan of $150,000 over 2.5 years.',
    )
  })
})

describe('mentionsComparisonRate', () => {
  it('finds a quoted comparison rate in advertising text', () => {
    expect(mentionsComparisonRate('Kia Sportage 3.99% p.a. finance (comparison 5.21% p.a.)')).toBe(true)
    expect(mentionsComparisonRate('HiLux SR5 Double Cab from $64,990 drive away')).toBe(false)
  })
})

it('formats a rate with two decimals', () => {
  expect(formatRate(6.2)).toBe('6.20%')
  expect(COMPARISON_RATE_WARNING.startsWith('WARNING:')).toBe(true)
})
