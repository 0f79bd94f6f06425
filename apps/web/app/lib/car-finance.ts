import {
  FREQUENCY_LABELS,
  REPAYMENT_FREQUENCIES,
  amountBounds,
  basisQuote,
  financeQuote,
  financeTerms,
  financeTermsText,
  formatMoney,
  lenderQuoteText,
  normalizeFinanceState,
  onStep,
  type FinanceBasis,
  type FinanceQuote,
  type FinanceRange,
  type FinanceStateInput,
  type LenderQuoteFigures,
  type RepaymentFrequency,
} from '@dealer/domain'

/*
 * The finance figures of the car page (docs/spec-coverage.md, Car page): the sidebar teaser, the
 * calculator and the lender estimate, all worked out with financeQuote on one finance basis and
 * each with its basis in words. Shared by the server (the page's data) and the browser (the
 * calculator's live result), so both give the same figure.
 */

/** What the browser needs of the basis to work the calculator out as the server does. */
export type CalculatorBasis = Pick<FinanceBasis, 'config' | 'state' | 'comparisonRate'>

/** A figure as shown: the repayment, or 'Enquire for Finance' with no total. */
export interface FigureView {
  label: string
  /** 'weekly', 'fortnightly', 'monthly'. */
  per: string
  enquire: boolean
  total: string | null
  /** The terms it was worked out on, in words; null when no figure shows. */
  basis: string | null
}

/** A slider's attributes: on its grid it steps; an exact basis value off the grid is kept ('any'). */
export interface SliderView {
  min: number
  max: number
  step: number | 'any'
}

export interface CalculatorView {
  basis: CalculatorBasis
  price: number
  /** The fields as they show (the amount clamped): money with thousands separators, term and rate as numbers. */
  fields: {
    amount: string
    deposit: string
    residual: string
    term: number
    interest: number
    frequency: RepaymentFrequency
  }
  amountHelp: string | null
  /** Shown under the amount when it is inside its bounds: '$1,000 to $250,000'. */
  amountRange: string
  term: SliderView & { choices: readonly number[] | null }
  interest: SliderView & { editable: boolean }
  frequencies: { value: RepaymentFrequency; label: string }[]
  result: FigureView
}

export interface EstimateView {
  provider: string
  figure: FigureView
  /** 'Offer ends dd/MM/yyyy' while the dealer's offer runs. */
  offerEnds: string | null
}

export interface CarFinanceView {
  /** The sidebar's weekly teaser, linking to the calculator. */
  teaser: FigureView
  calculator: CalculatorView
  estimate: EstimateView | null
  /** The lender's own quote with its basis, e.g. 'youx quote for a 5 year loan of ...'. */
  lenderQuote: string | null
}

const moneyField = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 })

/** Thousands separators, cents only when there are any: '38,990', '9,499.5'. */
export function formatMoneyField(n: number): string {
  return moneyField.format(n)
}

function figure(quote: FinanceQuote, basis: string): FigureView {
  const enquire = quote.repayment === null
  return {
    label: quote.label,
    per: FREQUENCY_LABELS[quote.frequency].toLowerCase(),
    enquire,
    total: quote.total === null ? null : formatMoney(quote.total),
    basis: enquire ? null : basis,
  }
}

export function sliderView(value: number, range: FinanceRange): SliderView {
  return {
    min: Math.min(range.min, value),
    max: Math.max(range.max, value),
    step: onStep(value, range) ? range.step : 'any',
  }
}

/**
 * The calculator for what the shopper entered (the GET form's fields, or the live form): values
 * bounded, a changed rate snapped to 0.5, an unchanged one kept exact, and the result with its
 * basis. The server and the browser both call this.
 */
export function calculatorView(basis: CalculatorBasis, price: number, input: FinanceStateInput): CalculatorView {
  const { config } = basis
  const { state, amountHelp } = normalizeFinanceState(config, price, input, basis.state)
  const bounds = amountBounds(config, price)
  return {
    basis,
    price,
    fields: {
      // Values outside bounds are clamped: the box shows what the result is worked on, with the
      // help text (amountHelp) saying why it is not what the shopper typed.
      amount: formatMoneyField(state.amount),
      deposit: formatMoneyField(state.tradeIn),
      residual: formatMoneyField(state.residual),
      term: state.term,
      interest: state.interest,
      frequency: state.frequency,
    },
    amountHelp,
    amountRange: `${formatMoney(bounds.min)} to ${formatMoney(bounds.max)}`,
    term: { ...sliderView(state.term, config.term), choices: config.term.choices ?? null },
    interest: { ...sliderView(state.interest, config.interest), editable: config.interest.editable },
    frequencies: REPAYMENT_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] })),
    result: figure(financeQuote(config, state), financeTermsText(financeTerms(basis, state, price))),
  }
}

/** The calculator's GET form fields as the page's query string carries them. */
export function calculatorInput(params: URLSearchParams): FinanceStateInput {
  return {
    amount: params.get('amount'),
    term: params.get('term'),
    interest: params.get('interest'),
    tradeIn: params.get('deposit'),
    residual: params.get('residual'),
    frequency: params.get('frequency'),
  }
}

/**
 * Every finance figure of a car page from one basis (docs/spec-coverage.md, Car page). Null when
 * the car cannot be financed: then the page shows no teaser, calculator, estimate or quote.
 */
export function carFinanceView(input: {
  basis: FinanceBasis | null
  price: number
  params: URLSearchParams
  /** offerEndsText of the dealer's finance.offerEnds. */
  offerEnds: string | null
  lenderQuote: LenderQuoteFigures | null
}): CarFinanceView | null {
  const { basis, price } = input
  if (!basis) return null
  const words = financeTermsText(financeTerms(basis, basis.state, price))
  const estimate = basis.estimate
  return {
    teaser: figure(basisQuote(basis, 'week'), words),
    calculator: calculatorView(
      { config: basis.config, state: basis.state, comparisonRate: basis.comparisonRate },
      price,
      calculatorInput(input.params),
    ),
    estimate: estimate
      ? {
          provider: estimate.lender.financeProvider ?? estimate.lenderId,
          figure: figure(basisQuote(basis, estimate.frequency ?? 'week'), words),
          offerEnds: input.offerEnds,
        }
      : null,
    lenderQuote: input.lenderQuote ? lenderQuoteText(input.lenderQuote) : null,
  }
}
