import { describe, expect, it } from 'vitest'
import type { FinanceLender } from './car'
import { ENQUIRE_FOR_FINANCE, extraFees, financeQuote, normalizeFinanceState } from './finance'
import {
  basisQuote,
  financeBasis,
  financeCalculatorConfig,
  financeTerms,
  financeTermsText,
  lenderQuoteText,
  lenderTermYears,
  offerEndsText,
  type FinanceSettings,
} from './finance-basis'
import { makeCar } from './test-car'

const NOW = new Date('2026-11-20T02:00:00.000Z')

const settings: FinanceSettings = {
  calculator: 'standardInput',
  lenders: { plenti: 'recentCarWithComparisonRate', money3: 'monthlyPayment' },
}

/** The Plenti quote of a demo caravan (sunset-caravans, $94,990) as the stock feed carries it. */
const caravanPlenti: FinanceLender = {
  deposit: 9499,
  termYears: 5,
  termMonths: 60,
  termWeeks: 260,
  interestRate: 6.4,
  comparisonRate: 7.4,
  establishmentFees: 395,
  paymentWeek: 293.13,
  paymentMonth: 1272.18,
  totalPayable: 114210.18,
  balloon: 28497,
  financeProvider: 'Plenti',
}
const caravan = makeCar({ price: 94990, year: 2026, item_type: 'caravan', finance_lenders: { plenti: caravanPlenti } })

describe('financeBasis', () => {
  it('takes the lender’s rate, term, deposit, balloon and fee when its estimate applies', () => {
    const basis = financeBasis(caravan, settings, NOW)!
    expect(basis.source).toBe('lender')
    expect(basis.state).toEqual({
      amount: 94990,
      term: 5,
      interest: 6.4,
      tradeIn: 9499,
      residual: 28497,
      frequency: 'week',
    })
    expect(basis.config.establishmentFee).toBe(395)
    expect(basis.comparisonRate).toBe(7.4)
    // Worked out from the basis, the figure is the lender's own payment to the cent (the page
    // used to show $497 from the calculator's defaults beside the lender's $293).
    expect(basisQuote(basis, 'week').repayment).toBe(293.13)
    expect(basisQuote(basis, 'month').repayment).toBe(1272.18)
  })

  it('uses the dealer’s calculator, rate and fees when no lender estimate applies', () => {
    const car = makeCar({ price: 30000 })
    const basis = financeBasis(
      car,
      { ...settings, calculator: 'dealerVariant', interestRate: 8.5, establishmentFee: 395 },
      NOW,
    )!
    expect(basis.source).toBe('dealer')
    expect(basis.estimate).toBeNull()
    expect(basis.state).toMatchObject({ amount: 30000, term: 6, interest: 8.5, tradeIn: 0, residual: 0 })
    const quote = basisQuote(basis, 'month')
    // The dealer variant's fees paid on top: $6 + $912.25 + $8 a month over 6 years.
    expect(extraFees(basis.config.otherFees, 6)).toBe(1494.25)
    expect(quote.total).toBe(Math.round((quote.repayment! * 72 + 1494.25) * 100) / 100)
    expect(quote.financed).toBe(30395)
  })

  it('gives nothing for a car that cannot be financed: reserved, coming soon, sold or priced at 200 or less', () => {
    expect(financeBasis({ ...caravan, reserved: true }, settings, NOW)).toBeNull()
    expect(financeBasis({ ...caravan, status: 'coming_soon' }, settings, NOW)).toBeNull()
    expect(financeBasis({ ...caravan, status: 'sold' }, settings, NOW)).toBeNull()
    expect(financeBasis(makeCar({ price: 200 }), settings, NOW)).toBeNull()
    expect(financeBasis(makeCar({ price: 201 }), settings, NOW)).not.toBeNull()
  })

  it('shows Enquire for Finance on a basis whose repayment is 25 or less', () => {
    const quote = basisQuote(financeBasis(makeCar({ price: 900 }), settings, NOW)!, 'week')
    expect(quote).toMatchObject({ repayment: null, total: null, label: ENQUIRE_FOR_FINANCE })
  })

  it('opens the calculator on the basis: the teaser, the calculator and the estimate agree to the cent', () => {
    const basis = financeBasis(caravan, settings, NOW)!
    const opened = normalizeFinanceState(basis.config, caravan.price, {}, basis.state)
    expect(opened.state).toEqual(basis.state)
    const calculator = financeQuote(basis.config, opened.state)
    expect(calculator).toEqual(basisQuote(basis, 'week'))
    // The form sent back unchanged, as strings with $ and commas, keeps the exact figure.
    const resent = normalizeFinanceState(
      basis.config,
      caravan.price,
      { amount: '$94,990', term: '5', interest: '6.4', tradeIn: '9,499', residual: '28497', frequency: 'week' },
      basis.state,
    )
    expect(financeQuote(basis.config, resent.state).repayment).toBe(293.13)
  })

  it('snaps a rate the shopper changed to the 0.5 grid, and keeps the basis rate exact', () => {
    const car = makeCar({
      price: 38990,
      year: 2026,
      finance_lenders: { plenti: { ...caravanPlenti, interestRate: 9.54 } },
    })
    const basis = financeBasis(car, settings, NOW)!
    const rate = (interest: string) =>
      normalizeFinanceState(basis.config, car.price, { interest }, basis.state).state.interest
    expect(rate('9.54')).toBe(9.54)
    expect(rate('9.3')).toBe(9.5)
    expect(rate('9.2')).toBe(9)
    expect(rate('7.74')).toBe(7.5)
    expect(rate('99')).toBe(15)
    expect(rate('abc')).toBe(9.54)
  })

  it('keeps an emptied deposit as none and a missing one as the basis’s', () => {
    const basis = financeBasis(caravan, settings, NOW)!
    const deposit = (tradeIn: string | undefined) =>
      normalizeFinanceState(basis.config, caravan.price, { tradeIn }, basis.state).state.tradeIn
    expect(deposit(undefined)).toBe(9499)
    expect(deposit('')).toBe(0)
    expect(deposit('$5,000')).toBe(5000)
  })

  it('reads the lender’s term from months, else years, else weeks', () => {
    expect(lenderTermYears({ termMonths: 54, termYears: 5 })).toBe(4.5)
    expect(lenderTermYears({ termYears: 3 })).toBe(3)
    expect(lenderTermYears({ termWeeks: 156 })).toBe(3)
    expect(lenderTermYears({})).toBeNull()
  })

  it('lets the dealer set the preset’s rate and fees', () => {
    const config = financeCalculatorConfig({
      calculator: 'standardInput',
      interestRate: 8.5,
      establishmentFee: 395,
      otherFees: [{ label: 'Dealer agency', amount: 912.25, per: 'once' }],
    })
    expect(config.interest.default).toBe(8.5)
    expect(config.establishmentFee).toBe(395)
    expect(config.otherFees).toHaveLength(1)
    expect(financeCalculatorConfig({ calculator: 'dealerVariant' }).interest.default).toBe(6.29)
  })
})

describe('financeTermsText', () => {
  it('states rate, term, deposit, balloon and the establishment fee', () => {
    const basis = financeBasis(
      makeCar({ price: 30000 }),
      { ...settings, interestRate: 8.5, establishmentFee: 395 },
      NOW,
    )!
    expect(financeTermsText(financeTerms(basis, basis.state, 30000))).toBe(
      'Based on 8.50% p.a., 5 year term, $0 deposit, no balloon, including a $395 establishment fee',
    )
  })

  it('names the lender’s comparison rate while its rate is unchanged, and the fees the total adds', () => {
    const basis = financeBasis(caravan, { ...settings, calculator: 'dealerVariant' }, NOW)!
    expect(financeTermsText(financeTerms(basis, basis.state, caravan.price))).toBe(
      'Based on 6.40% p.a. (comparison rate 7.40% p.a.), 5 year term, $9,499 deposit, $28,497 balloon, ' +
        'including a $395 establishment fee; the total adds security registration $6, account admin $8 a month ' +
        'and dealer agency $912.25',
    )
    const changed = { ...basis.state, interest: 7, tradeIn: 0, residual: 0, amount: 90000 }
    expect(financeTermsText(financeTerms(basis, changed, caravan.price))).toMatch(
      /^Based on a purchase price of \$90,000 \(\$90,395 financed\), 7\.00% p\.a\., 5 year term, \$0 deposit, no balloon, /,
    )
  })
})

describe('financeTermsText: the price and the loan', () => {
  it('names the shopper’s price as the purchase price and the loan as what is financed', () => {
    const basis = financeBasis(
      makeCar({ price: 54990 }),
      { ...settings, interestRate: 8.5, establishmentFee: 395 },
      NOW,
    )!
    const withDeposit = { ...basis.state, amount: 250000, tradeIn: 5499 }
    expect(financeTermsText(financeTerms(basis, withDeposit, 54990))).toMatch(
      /^Based on a purchase price of \$250,000 \(\$244,896 financed\), 8\.50% p\.a\., 5 year term, \$5,499 deposit, /,
    )
    const noDeposit = { ...basis.state, amount: 30000, tradeIn: 0 }
    expect(financeTermsText(financeTerms(basis, noDeposit, 54990))).toMatch(
      /^Based on a purchase price of \$30,000 \(\$30,395 financed\), .*\$0 deposit, /,
    )
    expect(financeTermsText(financeTerms(basis, noDeposit, 54990))).not.toContain('loan amount')
  })
})

describe('offerEndsText', () => {
  it('shows the end date as dd/MM/yyyy until the end of that day in Brisbane', () => {
    expect(offerEndsText('2026-12-31', NOW)).toBe('Offer ends 31/12/2026')
    // 02:00 UTC is midday on 20/11 in Brisbane.
    expect(offerEndsText('2026-11-20', NOW)).toBe('Offer ends 20/11/2026')
    expect(offerEndsText('2026-11-19', NOW)).toBeNull()
    expect(offerEndsText(null, NOW)).toBeNull()
    expect(offerEndsText('soon', NOW)).toBeNull()
  })
})

describe('lenderQuoteText', () => {
  it('states the lender quote with its own basis', () => {
    expect(
      lenderQuoteText({
        lender: 'youx',
        loanTermYears: 5,
        loanAmount: 30000,
        weeklyRepayment: 151.2,
        advertisedRate: 8.99,
        comparisonRate: 9.42,
      }),
    ).toBe('youx quote for a 5 year loan of $30,000: $151 weekly, advertised rate 8.99%, comparison rate 9.42%')
    expect(
      lenderQuoteText({
        lender: 'youx',
        loanTermYears: 5,
        loanAmount: 900,
        weeklyRepayment: 25,
        advertisedRate: 8.99,
        comparisonRate: 9.42,
      }),
    ).toBeNull()
  })
})
