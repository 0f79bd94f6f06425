import { describe, expect, it } from 'vitest'
import {
  amountBounds,
  amountHelpText,
  annuityPayment,
  clampToRange,
  defaultAmount,
  defaultFinanceState,
  ENQUIRE_FOR_FINANCE,
  extraFees,
  FINANCE_PRESETS,
  financeQuote,
  normalizeFinanceState,
  parseFrequency,
  PERIODS_PER_YEAR,
  repayment,
  snapToStep,
  type FinanceCalculatorConfig,
} from './finance'

/**
 * An independent form of the annuity with a balloon: the level payment on the whole
 * principal minus the sinking-fund payment that builds the balloon,
 * PMT = P·r/(1 − (1+r)^−n) − FV·r/((1+r)^n − 1).
 */
function closedForm(principal: number, annualPct: number, perYear: number, years: number, balloon: number): number {
  const r = annualPct / 100 / perYear
  const n = perYear * years
  return (principal * r) / (1 - (1 + r) ** -n) - (balloon * r) / ((1 + r) ** n - 1)
}

/** Runs the loan period by period and returns what is owed after the last payment. */
function balanceAfter(principal: number, annualPct: number, perYear: number, years: number, payment: number): number {
  const r = annualPct / 100 / perYear
  let owed = principal
  for (let i = 0; i < perYear * years; i++) owed = owed * (1 + r) - payment
  return owed
}

const cents = (v: number) => Math.round(v * 100) / 100
const standard = FINANCE_PRESETS.standardSlider

describe('annuityPayment', () => {
  it('matches the textbook $10,000 at 12% over 12 months: $888.49', () => {
    // r = 0.01, (1.01)^12 = 1.12682503; 10000·0.01 / (1 − 1/1.12682503) = 888.4879
    expect(cents(annuityPayment(10000, 0.01, 12))).toBe(888.49)
  })

  it('takes a balloon off: $30,000 at 12% monthly for 5 years with $9,000 owing at the end is $557.13', () => {
    // 667.33 level payment (PMT(1%,60,30000)) minus 9000·0.01/((1.01)^60 − 1) = 110.20
    expect(cents(annuityPayment(30000, 0.01, 60, 9000))).toBe(557.13)
  })

  it('is a straight split at 0%', () => {
    expect(annuityPayment(13000, 0, 26)).toBe(500)
    expect(annuityPayment(13000, 0, 26, 2600)).toBe(400)
  })

  it('leaves exactly the residual owing after the last payment', () => {
    const p = annuityPayment(30395, 0.078 / 52, 260, 6000)
    expect(balanceAfter(30395, 7.8, 52, 5, p)).toBeCloseTo(6000, 6)
  })
})

describe('repayment', () => {
  it('finances amount − deposit + establishment fee, to the cent (weekly)', () => {
    // 35000 − 5000 + 395 = 30395 at 7.8% over 5 years weekly: 141.2647 → 141.26
    const value = repayment({
      amount: 35000,
      deposit: 5000,
      establishmentFee: 395,
      annualRate: 7.8,
      termYears: 5,
      frequency: 'week',
      residual: 0,
    })
    expect(value).toBe(141.26)
    expect(value).toBe(cents(closedForm(30395, 7.8, 52, 5, 0)))
  })

  it('treats the residual as a future value (fortnightly, 3.5 years)', () => {
    const input = {
      amount: 40000,
      deposit: 0,
      establishmentFee: 1360.5,
      annualRate: 9.95,
      termYears: 3.5,
      frequency: 'fortnight' as const,
      residual: 12000,
    }
    expect(repayment(input)).toBe(428.61)
    expect(repayment(input)).toBe(cents(closedForm(41360.5, 9.95, 26, 3.5, 12000)))
  })

  it.each([
    [20000, 0, 0, 5.5, 1, 'month', 0],
    [55990, 10000, 1300, 12.94, 7, 'week', 15000],
    [1000, 0, 0, 0.5, 0.5, 'fortnight', 0],
    [250000, 25000, 395, 19.95, 6, 'month', 75000],
    [87450, 2500.5, 1360.5, 14.5, 4.5, 'fortnight', 30000],
  ] as const)(
    'equals the annuity formula to the cent: %d − %d + %d at %d%% for %d y %s, residual %d',
    (amount, deposit, fee, rate, years, frequency, residual) => {
      const value = repayment({
        amount,
        deposit,
        establishmentFee: fee,
        annualRate: rate,
        termYears: years,
        frequency,
        residual,
      })
      const perYear = PERIODS_PER_YEAR[frequency]
      expect(value).toBe(cents(closedForm(amount - deposit + fee, rate, perYear, years, residual)))
      // And paying that (rounded) amount leaves the residual owing to within a cent per payment.
      expect(Math.abs(balanceAfter(amount - deposit + fee, rate, perYear, years, value) - residual)).toBeLessThan(
        0.01 * perYear * years * 1.2,
      )
    },
  )

  it('rounds up to the whole dollar on sites that round up', () => {
    const base = {
      amount: 35000,
      deposit: 5000,
      establishmentFee: 395,
      annualRate: 7.8,
      termYears: 5,
      frequency: 'week' as const,
      residual: 0,
    }
    expect(repayment({ ...base, roundUp: true })).toBe(142)
    // An exact whole-dollar payment stays put.
    expect(repayment({ ...base, annualRate: 0, amount: 31200, deposit: 0, establishmentFee: 0, roundUp: true })).toBe(
      120,
    )
  })
})

describe('financeQuote', () => {
  it('totals repayment × periods × term', () => {
    const q = financeQuote(standard, {
      amount: 30000,
      term: 5,
      interest: 12,
      tradeIn: 0,
      residual: 9000,
      frequency: 'month',
    })
    expect(q.repayment).toBe(557.13)
    expect(q.periods).toBe(60)
    expect(q.total).toBe(33427.8)
    expect(q.label).toBe('$557')
  })

  it('adds the non-financed fees of the dealer variant to the total', () => {
    const config = FINANCE_PRESETS.dealerVariant
    const q = financeQuote(config, {
      amount: 30000,
      term: 5,
      interest: 6.29,
      tradeIn: 0,
      residual: 0,
      frequency: 'month',
    })
    const expected = cents(closedForm(30395, 6.29, 12, 5, 0))
    expect(q.repayment).toBe(expected)
    // $6 security registration + $912.25 dealer agency + $8 × 60 months admin
    expect(extraFees(config.otherFees, 5)).toBe(1398.25)
    expect(q.total).toBe(cents(expected * 60 + 1398.25))
  })

  it("shows 'Enquire for Finance' and no total at 25 or less", () => {
    // 1300 at 0% over 52 weeks is exactly 25.
    const at25 = financeQuote(
      { ...standard, interest: { ...standard.interest, min: 0 } },
      {
        amount: 1300,
        term: 1,
        interest: 0,
        tradeIn: 0,
        residual: 0,
        frequency: 'week',
      },
    )
    expect(at25).toMatchObject({ repayment: null, total: null, label: ENQUIRE_FOR_FINANCE })
    const above = financeQuote(standard, {
      amount: 1400,
      term: 1,
      interest: 0.5,
      tradeIn: 0,
      residual: 0,
      frequency: 'week',
    })
    expect(above.repayment).toBeGreaterThan(25)
    expect(above.total).not.toBeNull()
    // A deposit as large as the amount leaves nothing to finance.
    expect(
      financeQuote(standard, { amount: 20000, term: 5, interest: 9, tradeIn: 20000, residual: 0, frequency: 'week' })
        .label,
    ).toBe(ENQUIRE_FOR_FINANCE)
  })
})

describe('defaults and bounds', () => {
  it('defaults the amount to the price, or 30000 when the price is not positive', () => {
    expect(defaultAmount(45990)).toBe(45990)
    expect(defaultAmount(0)).toBe(30000)
    expect(defaultAmount(-5)).toBe(30000)
    expect(defaultFinanceState(standard, 0).amount).toBe(30000)
  })

  it('defaults to 5 years (6 on the dealer variant) and the configured rate', () => {
    expect(defaultFinanceState(standard, 20000)).toEqual({
      amount: 20000,
      term: 5,
      interest: 12.94,
      tradeIn: 0,
      residual: 0,
      frequency: 'week',
    })
    expect(defaultFinanceState(FINANCE_PRESETS.dealerVariant, 20000).term).toBe(6)
    expect(defaultFinanceState(FINANCE_PRESETS.dealerVariant, 20000).interest).toBe(6.29)
  })

  it('uses 1000–100000 step 500 on the slider and 250000 on the input variant', () => {
    expect(amountBounds(standard, 20000)).toEqual({ min: 1000, max: 100000, step: 500 })
    expect(amountBounds(FINANCE_PRESETS.standardInput, 20000).max).toBe(250000)
    expect(amountBounds(FINANCE_PRESETS.providerA, 20000).min).toBe(5000)
    expect(amountBounds(FINANCE_PRESETS.dealerVariant, 20000).min).toBe(5000)
  })

  it('lifts the slider max to 105% of a price above 100000 on sites that do', () => {
    expect(amountBounds(FINANCE_PRESETS.sliderOverPrice, 120000).max).toBe(126000)
    expect(amountBounds(FINANCE_PRESETS.sliderOverPrice, 100000).max).toBe(100000)
    expect(amountBounds(standard, 120000).max).toBe(100000)
    expect(defaultFinanceState(standard, 120000).amount).toBe(100000)
    expect(defaultFinanceState(FINANCE_PRESETS.sliderOverPrice, 120000).amount).toBe(120000)
  })

  it('has the spec interest ranges', () => {
    expect([standard.interest.min, standard.interest.max, standard.interest.step]).toEqual([0.5, 15, 0.5])
    expect([FINANCE_PRESETS.providerA.interest.min, FINANCE_PRESETS.providerA.interest.max]).toEqual([7.5, 14.5])
    expect([FINANCE_PRESETS.providerB.interest.min, FINANCE_PRESETS.providerB.interest.max]).toEqual([9.95, 19.95])
    expect([FINANCE_PRESETS.dealerVariant.interest.min, FINANCE_PRESETS.dealerVariant.interest.max]).toEqual([4, 20])
  })

  it('has the spec term, deposit and residual ranges', () => {
    expect(standard.term).toMatchObject({ min: 1, max: 7, step: 0.5 })
    expect(FINANCE_PRESETS.shortTerm.term.max).toBe(5)
    expect(standard.deposit).toEqual({ min: 0, max: 250000, step: 0.5 })
    expect(standard.residual).toEqual({ min: 0, max: 250000, step: 0.5 })
    expect(FINANCE_PRESETS.providerA.establishmentFee).toBe(1300)
    expect(FINANCE_PRESETS.providerB.establishmentFee).toBe(1360.5)
  })

  it('writes the help text with currency formatting', () => {
    expect(amountHelpText(500, { min: 1000, max: 100000 })).toBe('Cannot be less than $1,000 or more than $100,000')
    expect(amountHelpText(260000, { min: 1000, max: 250000 })).toBe('Cannot be less than $1,000 or more than $250,000')
    expect(amountHelpText(1000, { min: 1000, max: 100000 })).toBeNull()
    expect(amountHelpText(100000, { min: 1000, max: 100000 })).toBeNull()
  })

  it('clamps and snaps', () => {
    expect(clampToRange(-3, { min: 0, max: 10 })).toBe(0)
    expect(clampToRange(11, { min: 0, max: 10 })).toBe(10)
    expect(snapToStep(3.3, standard.term)).toBe(3.5)
    expect(snapToStep(12.2, FINANCE_PRESETS.providerB.interest)).toBe(12.45)
    expect(snapToStep(1234, standard.amount)).toBe(1000)
    expect(snapToStep(1300, standard.amount)).toBe(1500)
  })
})

describe('normalizeFinanceState', () => {
  it('sets an amount at or below 0 to 0, shows the help text and computes with the clamped value', () => {
    const n = normalizeFinanceState(standard, 20000, { amount: '-50' })
    expect(n.amountInput).toBe(0)
    expect(n.amountHelp).toBe('Cannot be less than $1,000 or more than $100,000')
    expect(n.state.amount).toBe(1000)
  })

  it('reads money strings with $ and commas and clamps every field', () => {
    const n = normalizeFinanceState(standard, 20000, {
      amount: '$150,000',
      term: '9',
      interest: '0.1',
      tradeIn: '300000',
      residual: '-1',
      frequency: 'fortnightly',
    })
    expect(n.amountInput).toBe(150000)
    expect(n.amountHelp).not.toBeNull()
    expect(n.state).toEqual({
      amount: 100000,
      term: 7,
      interest: 0.5,
      tradeIn: 250000,
      residual: 0,
      frequency: 'fortnight',
    })
  })

  it('keeps defaults for missing values and ignores the rate where it is fixed', () => {
    const fixed: FinanceCalculatorConfig = { ...standard, interest: { ...standard.interest, editable: false } }
    const n = normalizeFinanceState(fixed, 35000, { interest: '3', term: '' })
    expect(n.state).toEqual(defaultFinanceState(fixed, 35000))
    expect(n.amountHelp).toBeNull()
  })

  it('snaps the term to custom increments', () => {
    const custom: FinanceCalculatorConfig = { ...standard, term: { ...standard.term, choices: [1, 2, 3, 5] } }
    expect(normalizeFinanceState(custom, 35000, { term: '4.4' }).state.term).toBe(5)
  })

  it('parses frequencies', () => {
    expect(parseFrequency('month')).toBe('month')
    expect(parseFrequency('Weekly')).toBe('week')
    expect(parseFrequency('yearly', 'fortnight')).toBe('fortnight')
    expect(PERIODS_PER_YEAR).toEqual({ week: 52, fortnight: 26, month: 12 })
  })
})
