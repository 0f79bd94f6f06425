import {
  ENQUIRE_FOR_FINANCE,
  carSchema,
  financeBasis,
  type CarInput,
  type FinanceLender,
  type FinanceSettings,
} from '@dealer/domain'
import { describe, expect, it } from 'vitest'
import { calculatorView, carFinanceView, type CalculatorView } from './car-finance'

const NOW = new Date('2026-11-20T02:00:00.000Z')
const settings: FinanceSettings = {
  calculator: 'standardInput',
  interestRate: 8.5,
  establishmentFee: 395,
  lenders: { plenti: 'recentCarWithComparisonRate' },
}
const car = (over: Partial<CarInput> = {}) =>
  carSchema.parse({
    id: 'c1',
    slug: 'c1',
    name: 'x',
    year: 2026,
    make: 'Crusader',
    model: 'Exodus',
    price: 94990,
    status: 'in_stock',
    car_type: 'new',
    created_at: '2026-01-01',
    stocknum: 'S1',
    km: 0,
    dealership_id: 'd',
    dealership_slug: 'd',
    ...over,
  })
/** A demo caravan's Plenti quote ($94,990 at 6.4%, $9,499 deposit, $28,497 balloon, $293.13 a week). */
const plenti: FinanceLender = {
  deposit: 9499,
  termMonths: 60,
  interestRate: 6.4,
  comparisonRate: 7.4,
  establishmentFees: 395,
  paymentWeek: 293.13,
  balloon: 28497,
  financeProvider: 'Plenti',
}

const view = (c = car({ finance_lenders: { plenti } }), params = '', s = settings) =>
  carFinanceView({
    basis: financeBasis(c, s, NOW),
    price: c.price,
    params: new URLSearchParams(params),
    offerEnds: 'Offer ends 31/12/2026',
    lenderQuote: null,
  })

/** The GET form's query string as the page renders its fields. */
const formOf = (c: CalculatorView) =>
  new URLSearchParams({
    amount: c.fields.amount,
    deposit: c.fields.deposit,
    term: String(c.fields.term),
    interest: String(c.fields.interest),
    residual: c.fields.residual,
    frequency: c.fields.frequency,
  })

describe('carFinanceView', () => {
  it('gives the teaser, the calculator and the lender estimate one figure and one basis', () => {
    const v = view()!
    expect(v.teaser.label).toBe('$293')
    expect(v.calculator.result.label).toBe('$293')
    expect(v.estimate?.figure.label).toBe('$293')
    const words =
      'Based on 6.40% p.a. (comparison rate 7.40% p.a.), 5 year term, $9,499 deposit, $28,497 balloon, including a $395 establishment fee'
    expect([v.teaser.basis, v.calculator.result.basis, v.estimate?.figure.basis]).toEqual([words, words, words])
    expect(v.estimate).toMatchObject({ provider: 'Plenti', offerEnds: 'Offer ends 31/12/2026' })
    expect(v.calculator.fields).toMatchObject({ amount: '94,990', deposit: '9,499', residual: '28,497', interest: 6.4 })
  })

  it('keeps the figure when the calculator is sent back unchanged', () => {
    const first = view()!.calculator
    expect(view(undefined, formOf(first).toString())!.calculator.result).toEqual(first.result)
    const dealer = view(car())!.calculator
    expect(dealer.result.basis).toBe(
      'Based on 8.50% p.a., 5 year term, $0 deposit, no balloon, including a $395 establishment fee',
    )
    expect(view(car(), formOf(dealer).toString())!.calculator.result).toEqual(dealer.result)
  })

  it('snaps a changed rate to the 0.5 grid; the slider steps by 0.5 then, and keeps an exact basis rate off the grid', () => {
    const v = view()!.calculator
    expect(v.interest).toMatchObject({ min: 0.5, max: 15, step: 'any' })
    const changed = view(undefined, 'interest=7.3')!.calculator
    expect(changed.fields.interest).toBe(7.5)
    expect(changed.interest.step).toBe(0.5)
    expect(changed.result.label).not.toBe(v.result.label)
    // The lender's comparison rate belongs to its rate: it is not stated for another one.
    expect(changed.result.basis).toMatch(/^Based on 7\.50% p\.a\., 5 year term/)
  })

  it("shows 'Enquire for Finance' with no total and no basis at 25 or less, in the teaser too", () => {
    const cheap = view(car({ price: 900 }))!
    expect(cheap.teaser).toMatchObject({ label: ENQUIRE_FOR_FINANCE, enquire: true, total: null, basis: null })
    expect(cheap.calculator.result).toMatchObject({ label: ENQUIRE_FOR_FINANCE, total: null })
    const calc = view(car(), 'amount=1000&deposit=990')!.calculator.result
    expect(calc).toMatchObject({ label: ENQUIRE_FOR_FINANCE, total: null, basis: null })
  })

  it('adds the dealer’s other fees to the total and names them', () => {
    const withFees: FinanceSettings = {
      ...settings,
      otherFees: [
        { label: 'Security registration', amount: 6, per: 'once' },
        { label: 'Account admin', amount: 8, per: 'month' },
        { label: 'Dealer agency', amount: 912.25, per: 'once' },
      ],
    }
    const plain = view(car({ price: 30000 }), 'frequency=month')!.calculator.result
    const fees = view(car({ price: 30000 }), 'frequency=month', withFees)!.calculator.result
    expect(fees.label).toBe(plain.label)
    const dollars = (s: string | null) => Number(s!.replace(/[$,]/g, ''))
    // $6 + $912.25 + $8 × 60 months = $1,398.25, shown to the dollar.
    expect(dollars(fees.total) - dollars(plain.total)).toBeCloseTo(1398, -1)
    expect(fees.basis).toMatch(
      /; the total adds security registration \$6, account admin \$8 a month and dealer agency \$912\.25$/,
    )
  })

  it('shows nothing of finance for a reserved, coming-soon or sold car', () => {
    expect(view(car({ reserved: true, finance_lenders: { plenti } }))).toBeNull()
    expect(view(car({ status: 'coming_soon', finance_lenders: { plenti } }))).toBeNull()
    expect(view(car({ status: 'sold', finance_lenders: { plenti } }))).toBeNull()
  })

  it('shows the lender quote with its own basis', () => {
    const c = car()
    const v = carFinanceView({
      basis: financeBasis(c, settings, NOW),
      price: c.price,
      params: new URLSearchParams(),
      offerEnds: null,
      lenderQuote: {
        lender: 'youx',
        loanTermYears: 5,
        loanAmount: 94990,
        weeklyRepayment: 251.6,
        advertisedRate: 7.99,
        comparisonRate: 8.45,
      },
    })!
    expect(v.lenderQuote).toBe(
      'youx quote for a 5 year loan of $94,990: $252 weekly, advertised rate 7.99%, comparison rate 8.45%',
    )
    expect(v.estimate).toBeNull()
  })

  it('recomputes from the query: term and frequency change the figure; an amount outside the bounds gets the help text', () => {
    const five = view(car(), 'term=5')!.calculator
    const three = view(car(), 'term=3')!.calculator
    expect(five.fields.term).toBe(5)
    expect(three.result.label).not.toBe(five.result.label)
    expect(view(car(), 'frequency=month')!.calculator.result.per).toBe('monthly')
    expect(view(car(), 'amount=500')!.calculator.amountHelp).toBe('Cannot be less than $1,000 or more than $250,000')
    expect(view(car())!.calculator.amountRange).toBe('$1,000 to $250,000')
  })

  it('shows an amount outside the bounds clamped in the box, with the help text, as the result uses it', () => {
    const over = view(car(), 'amount=300000&deposit=5499')!.calculator
    expect(over.fields.amount).toBe('250,000')
    expect(over.amountHelp).toBe('Cannot be less than $1,000 or more than $250,000')
    expect(over.result.basis).toMatch(/^Based on a purchase price of \$250,000 \(\$244,896 financed\), /)
    const under = view(car(), 'amount=-5')!.calculator
    expect(under.fields.amount).toBe('1,000')
    expect(under.amountHelp).toBe('Cannot be less than $1,000 or more than $250,000')
  })

  it('never fails on garbage in the query', () => {
    const c = car()
    const basis = financeBasis(c, settings, NOW)!
    for (const q of ['amount=abc&term=%00&interest=NaN', 'amount=1e400&deposit=-5', 'term=Infinity&frequency=yearly']) {
      const v = calculatorView(basis, c.price, Object.fromEntries(new URLSearchParams(q)))
      expect(v.result.label).toMatch(/^\$|Enquire/)
    }
  })
})
