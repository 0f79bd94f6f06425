import { isFinanceEligible } from './availability'
import type { Car, FinanceLender } from './car'
import { formatDate } from './dates'
import {
  FINANCE_PRESETS,
  MIN_QUOTED_REPAYMENT,
  defaultFinanceState,
  financeQuote,
  type FinanceCalculatorConfig,
  type FinanceCalculatorState,
  type FinanceFee,
  type FinancePresetName,
  type FinanceQuote,
  type RepaymentFrequency,
} from './finance'
import { formatRate } from './comparison-rate'
import { financeEstimate, type FinanceEstimate, type LenderRuleKind } from './finance-estimate'
import { formatCents, formatMoney } from './money'
import { localNow } from './time-zone'

/**
 * A dealer's finance settings (tenant.json `finance`, with the excluded makes of its lists): the
 * calculator preset and what the dealer sets over it, and the lenders whose estimates it shows.
 */
export interface FinanceSettings {
  /** A preset of FINANCE_PRESETS. */
  calculator: FinancePresetName
  /** The dealer's default rate (% p.a.); null keeps the preset's. */
  interestRate?: number | null
  /** Financed with the loan; null keeps the preset's. */
  establishmentFee?: number | null
  /** Paid on top of the repayments; null keeps the preset's. */
  otherFees?: readonly FinanceFee[] | null
  /** Lender id (a key of the car's finance_lenders) → its provider rule, in order of preference. */
  lenders: Readonly<Record<string, LenderRuleKind>>
  excludedMakes?: readonly string[]
  excludedDealers?: readonly string[]
}

/** The dealer's calculator: its preset with the dealer's rate and fees over it. */
export function financeCalculatorConfig(
  settings: Pick<FinanceSettings, 'calculator' | 'interestRate' | 'establishmentFee' | 'otherFees'>,
): FinanceCalculatorConfig {
  const preset: FinanceCalculatorConfig = FINANCE_PRESETS[settings.calculator]
  return {
    ...preset,
    interest: { ...preset.interest, default: settings.interestRate ?? preset.interest.default },
    establishmentFee: settings.establishmentFee ?? preset.establishmentFee,
    otherFees: settings.otherFees ?? preset.otherFees,
  }
}

/**
 * The one set of terms every finance figure of a car page is worked out on (docs/spec-coverage.md,
 * Car page): the lender's when its estimate applies, otherwise the dealer's calculator defaults.
 */
export interface FinanceBasis {
  source: 'lender' | 'dealer'
  /** The lender estimate the basis comes from; null on the dealer's defaults. */
  estimate: FinanceEstimate | null
  /** The dealer's calculator (bounds, other fees) with the basis's establishment fee. */
  config: FinanceCalculatorConfig
  /** The calculator's opening state: the car's price, the basis's term, rate, deposit and balloon. */
  state: FinanceCalculatorState
  /** The lender's comparison rate, when the basis is a lender's. */
  comparisonRate: number | null
}

type BasisCar = Pick<
  Car,
  'status' | 'reserved' | 'price' | 'year' | 'make' | 'dealership_slug' | 'dealership_id' | 'finance_lenders'
>

const nonNegative = (v: number | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null
const positive = (v: number | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null

/** The lender's term in years: its months, else its years, else its weeks; null when it gives none. */
export function lenderTermYears(lender: FinanceLender): number | null {
  const months = positive(lender.termMonths)
  if (months !== null) return Math.round((months / 12) * 1e6) / 1e6
  const years = positive(lender.termYears)
  if (years !== null) return years
  const weeks = positive(lender.termWeeks)
  return weeks !== null ? Math.round((weeks / 52) * 1e6) / 1e6 : null
}

/**
 * Picks the basis of a car's finance figures (docs/spec-coverage.md, Car page). Null when the car
 * cannot be financed (not in stock, reserved, or priced at 200 or less): then no finance shows.
 * When a lender estimate applies, its rate, comparison rate, term, deposit, balloon and
 * establishment fee; otherwise the dealer's calculator defaults. The lender's own payments only
 * decide whether its estimate applies: every figure is worked out from the basis.
 */
export function financeBasis(car: BasisCar, settings: FinanceSettings, now: Date): FinanceBasis | null {
  if (!isFinanceEligible(car)) return null
  const calculator = financeCalculatorConfig(settings)
  const opening = defaultFinanceState(calculator, car.price)
  const estimate = financeEstimate(
    car,
    { lenders: settings.lenders, excludedMakes: settings.excludedMakes, excludedDealers: settings.excludedDealers },
    now,
  )
  if (!estimate) return { source: 'dealer', estimate: null, config: calculator, state: opening, comparisonRate: null }
  const lender = estimate.lender
  return {
    source: 'lender',
    estimate,
    config: { ...calculator, establishmentFee: nonNegative(lender.establishmentFees) ?? 0 },
    state: {
      ...opening,
      term: lenderTermYears(lender) ?? opening.term,
      interest: estimate.interestRate,
      tradeIn: nonNegative(lender.deposit) ?? 0,
      residual: nonNegative(lender.balloon) ?? 0,
    },
    comparisonRate: estimate.comparisonRate,
  }
}

/**
 * The weekly repayment a car's page leads with (its teaser), or null when it shows none (no basis,
 * or 'Enquire for Finance'): what a card of the car shows and the weekly filter searches.
 */
export function weeklyRepayment(car: BasisCar, settings: FinanceSettings, now: Date): number | null {
  const basis = financeBasis(car, settings, now)
  return basis ? basisQuote(basis, 'week').repayment : null
}

/** The basis's figure at a frequency (the teaser is weekly, the estimate the lender's period). */
export function basisQuote(basis: FinanceBasis, frequency: RepaymentFrequency = basis.state.frequency): FinanceQuote {
  return financeQuote(basis.config, { ...basis.state, frequency })
}

/** What a finance figure was worked out on, for the words beside it. */
export interface FinanceTerms {
  interestRate: number
  comparisonRate: number | null
  termYears: number
  deposit: number
  balloon: number
  establishmentFee: number
  otherFees: readonly FinanceFee[]
  /**
   * The purchase price worked on, stated only when it is not the car's (the shopper's, clamped into
   * the calculator's bounds). It is the price, not the loan: see `financed`.
   */
  amount: number | null
  /** The loan: the price less the deposit plus the establishment fee; stated with `amount`. */
  financed: number | null
}

/**
 * The terms of a calculator state under a basis. The lender's comparison rate belongs to its rate,
 * so it is kept only while the rate is the basis's.
 */
export function financeTerms(
  basis: Pick<FinanceBasis, 'config' | 'state' | 'comparisonRate'>,
  state: FinanceCalculatorState,
  price: number,
): FinanceTerms {
  return {
    interestRate: state.interest,
    comparisonRate:
      basis.comparisonRate !== null && Math.abs(state.interest - basis.state.interest) < 1e-9
        ? basis.comparisonRate
        : null,
    termYears: state.term,
    deposit: state.tradeIn,
    balloon: state.residual,
    establishmentFee: basis.config.establishmentFee,
    otherFees: basis.config.otherFees,
    amount: Math.abs(state.amount - price) < 0.005 ? null : state.amount,
    financed:
      Math.abs(state.amount - price) < 0.005 ? null : state.amount - state.tradeIn + basis.config.establishmentFee,
  }
}

/** Dollars as a fee or deposit shows: "$395", "$912.25". */
export function formatDollars(amount: number): string {
  return formatCents(Math.round(amount * 100))
}

function formatYears(years: number): string {
  return String(Math.round(years * 100) / 100)
}

function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/**
 * The basis of a figure in words (docs/spec-coverage.md, Car page), e.g. 'Based on 8.50% p.a.,
 * 5 year term, $0 deposit, no balloon, including a $395 establishment fee'; a price the shopper
 * chose is named as the purchase price with the loan beside it ('a purchase price of $30,000
 * ($30,395 financed)'); fees paid on top are named as part of the total.
 */
export function financeTermsText(terms: FinanceTerms): string {
  const rate =
    terms.comparisonRate !== null
      ? `${formatRate(terms.interestRate)} p.a. (comparison rate ${formatRate(terms.comparisonRate)} p.a.)`
      : `${formatRate(terms.interestRate)} p.a.`
  const parts = [
    ...(terms.amount !== null
      ? [
          `a purchase price of ${formatMoney(terms.amount)}` +
            (terms.financed !== null ? ` (${formatDollars(terms.financed)} financed)` : ''),
        ]
      : []),
    rate,
    `${formatYears(terms.termYears)} year term`,
    `${formatDollars(terms.deposit)} deposit`,
    terms.balloon > 0 ? `${formatDollars(terms.balloon)} balloon` : 'no balloon',
    terms.establishmentFee > 0
      ? `including a ${formatDollars(terms.establishmentFee)} establishment fee`
      : 'no establishment fee',
  ]
  const fees = terms.otherFees.map(
    (f) => `${f.label.toLowerCase()} ${formatDollars(f.amount)}${f.per === 'month' ? ' a month' : ''}`,
  )
  const total = fees.length > 0 ? `; the total adds ${listJoin(fees)}` : ''
  return `Based on ${parts.join(', ')}${total}`
}

/**
 * 'Offer ends dd/MM/yyyy' on the estimate while the dealer's offer runs (docs/spec-coverage.md,
 * Car page): through the whole of its last day in the dealer's zone; null when unset or past.
 */
export function offerEndsText(
  offerEnds: string | null | undefined,
  now: Date,
  timeZone = 'Australia/Brisbane',
): string | null {
  if (!offerEnds || !/^\d{4}-\d{2}-\d{2}$/.test(offerEnds)) return null
  return offerEnds >= localNow(now, timeZone).date ? `Offer ends ${formatDate(offerEnds)}` : null
}

/** A lender's own quote for a car, fetched from the lender (docs/spec-coverage.md, Car page). */
export interface LenderQuoteFigures {
  /** The lender's name as shown, e.g. 'youx'. */
  lender: string
  loanTermYears: number
  loanAmount: number
  weeklyRepayment: number
  advertisedRate: number
  comparisonRate: number
}

/**
 * The lender quote with its basis, e.g. 'youx quote for a 5 year loan of $30,000: $151 weekly,
 * advertised rate 8.99%, comparison rate 9.42%'. Null at 25 or less a week: no figure shows.
 */
export function lenderQuoteText(q: LenderQuoteFigures): string | null {
  if (!(q.weeklyRepayment > MIN_QUOTED_REPAYMENT)) return null
  return (
    `${q.lender} quote for a ${formatYears(q.loanTermYears)} year loan of ${formatMoney(q.loanAmount)}: ` +
    `${formatMoney(q.weeklyRepayment)} weekly, advertised rate ${formatRate(q.advertisedRate)}, ` +
    `comparison rate ${formatRate(q.comparisonRate)}`
  )
}
