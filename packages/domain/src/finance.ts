import { formatMoney } from './money'

/** Repayment frequencies and their periods per year (docs/spec-coverage.md, Car page). */
export type RepaymentFrequency = 'week' | 'fortnight' | 'month'
export const REPAYMENT_FREQUENCIES = ['week', 'fortnight', 'month'] as const satisfies readonly RepaymentFrequency[]
export const PERIODS_PER_YEAR: Readonly<Record<RepaymentFrequency, number>> = { week: 52, fortnight: 26, month: 12 }
export const FREQUENCY_LABELS: Readonly<Record<RepaymentFrequency, string>> = {
  week: 'Weekly',
  fortnight: 'Fortnightly',
  month: 'Monthly',
}

/** A repayment of 25 or less shows this instead of a figure, and no total (docs/spec-coverage.md, Car page). */
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance'
export const MIN_QUOTED_REPAYMENT = 25
/** The default amount when the car has no positive price (docs/spec-coverage.md, Car page). */
export const DEFAULT_FINANCE_AMOUNT = 30000

/** A bounded numeric field of the calculator. */
export interface FinanceRange {
  min: number
  max: number
  step: number
}

/** A fee that is paid on top of the repayments rather than financed. */
export interface FinanceFee {
  label: string
  amount: number
  per: 'once' | 'month'
}

/**
 * One finance calculator variant (docs/spec-coverage.md, Car page). Tenants pick a preset from
 * FINANCE_PRESETS and may override fields, e.g. the default rate, which
 * is the dealer's to set.
 */
export interface FinanceCalculatorConfig {
  name: string
  /** The sidebar slider, or the section with typed inputs. */
  variant: 'slider' | 'input'
  amount: FinanceRange & {
    /** Some slider sites lift the max to this multiple of the price when the price exceeds it (1.05). */
    overPriceFactor: number | null
  }
  term: FinanceRange & {
    default: number
    /** Custom increments some sites use instead of min/max/step, in years. */
    choices?: readonly number[]
  }
  interest: FinanceRange & {
    default: number
    /** Some sites fix the rate; the field is shown disabled and the default is used. */
    editable: boolean
  }
  deposit: FinanceRange
  residual: FinanceRange
  /** Financed: added to the loan amount before the repayment is worked out. */
  establishmentFee: number
  /** Not financed: added to the total repayments (docs/spec-coverage.md, Car page). */
  otherFees: readonly FinanceFee[]
  /** Some sites round the repayment up to the whole dollar. */
  roundUp: boolean
  defaultFrequency: RepaymentFrequency
}

/** Deposit/trade-in and residual are 0 to 250000, step 0.5 (docs/spec-coverage.md, Car page). */
const MONEY_RANGE: FinanceRange = { min: 0, max: 250000, step: 0.5 }

/**
 * The rate a preset starts at. The dealer sets it; 12.94% is a rate
 * a tenant shows (docs/spec-coverage.md, Car page) and lies inside every interest range, so any
 * preset can use it until the tenant sets its own.
 */
export const DEFAULT_INTEREST_RATE = 12.94

const standardSlider: FinanceCalculatorConfig = {
  name: 'standardSlider',
  variant: 'slider',
  amount: { min: 1000, max: 100000, step: 500, overPriceFactor: null },
  term: { min: 1, max: 7, step: 0.5, default: 5 },
  interest: { min: 0.5, max: 15, step: 0.5, default: DEFAULT_INTEREST_RATE, editable: true },
  deposit: MONEY_RANGE,
  residual: MONEY_RANGE,
  establishmentFee: 0,
  otherFees: [],
  roundUp: false,
  defaultFrequency: 'week',
}

/**
 * Named calculator variants built from the known figures (docs/spec-coverage.md, Car page). Which provider or
 * dealer each figure belongs to is not known; the grouping here is ours.
 */
export const FINANCE_PRESETS = {
  /** Sidebar slider: amount 1000–100000 step 500, term 1–7 step 0.5 (default 5), rate 0.5–15. */
  standardSlider,
  /** Slider whose max becomes 105% of the price when the price exceeds 100000. */
  sliderOverPrice: {
    ...standardSlider,
    name: 'sliderOverPrice',
    amount: { ...standardSlider.amount, overPriceFactor: 1.05 },
  },
  /** Section with typed inputs: amount up to 250000. */
  standardInput: {
    ...standardSlider,
    name: 'standardInput',
    variant: 'input',
    amount: { ...standardSlider.amount, max: 250000 },
  },
  /** Sites that cap the term at 5 years. */
  shortTerm: { ...standardSlider, name: 'shortTerm', term: { ...standardSlider.term, max: 5 } },
  /** The provider with rates 7.5–14.5, a 5000 minimum and the 1300 establishment fee. */
  providerA: {
    ...standardSlider,
    name: 'providerA',
    amount: { ...standardSlider.amount, min: 5000 },
    interest: { ...standardSlider.interest, min: 7.5, max: 14.5 },
    establishmentFee: 1300,
  },
  /** The provider with rates 9.95–19.95 and the 1360.5 default establishment fee. */
  providerB: {
    ...standardSlider,
    name: 'providerB',
    interest: { ...standardSlider.interest, min: 9.95, max: 19.95 },
    establishmentFee: 1360.5,
  },
  /**
   * The dealer variant: a 5000 minimum, rates 4–20 starting at its advertised 6.29%, a 6-year
   * default term, and its listed fees (establishment $395 financed; security registration $6,
   * monthly account admin $8 and dealer agency $912.25 on top).
   */
  dealerVariant: {
    ...standardSlider,
    name: 'dealerVariant',
    variant: 'input',
    amount: { min: 5000, max: 250000, step: 500, overPriceFactor: null },
    term: { ...standardSlider.term, default: 6 },
    interest: { ...standardSlider.interest, min: 4, max: 20, default: 6.29 },
    establishmentFee: 395,
    otherFees: [
      { label: 'Security registration', amount: 6, per: 'once' },
      { label: 'Account admin', amount: 8, per: 'month' },
      { label: 'Dealer agency', amount: 912.25, per: 'once' },
    ],
  },
} as const satisfies Record<string, FinanceCalculatorConfig>

export type FinancePresetName = keyof typeof FINANCE_PRESETS

/** The calculator's state, with tradeIn standing for deposit/trade-in. */
export interface FinanceCalculatorState {
  amount: number
  /** Years. */
  term: number
  /** Annual rate in percent. */
  interest: number
  tradeIn: number
  residual: number
  frequency: RepaymentFrequency
}

/** Clamp into [min, max]; NaN becomes min. */
export function clampToRange(value: number, range: Pick<FinanceRange, 'min' | 'max'>): number {
  if (Number.isNaN(value)) return range.min
  return Math.min(range.max, Math.max(range.min, value))
}

/** The nearest slider stop (counted from min), kept inside the range. */
export function snapToStep(value: number, range: FinanceRange): number {
  const clamped = clampToRange(value, range)
  const stops = Math.round((clamped - range.min) / range.step)
  // Rounding to 1e-9 keeps 0.1-style steps from printing as 2.4999999.
  const snapped = Math.round((range.min + stops * range.step) * 1e9) / 1e9
  return clampToRange(snapped, range)
}

/**
 * The amount bounds, lifted to 105% of a price above 100000 on sites that do that
 * (docs/spec-coverage.md, Car page).
 */
export function amountBounds(config: FinanceCalculatorConfig, price: number): FinanceRange {
  const { min, max, step, overPriceFactor } = config.amount
  const lifted = overPriceFactor !== null && price > max ? Math.ceil(price * overPriceFactor) : max
  return { min, max: lifted, step }
}

/** The default amount is the car price, or 30000 when the price is not positive (docs/spec-coverage.md, Car page). */
export function defaultAmount(price: number): number {
  return Number.isFinite(price) && price > 0 ? price : DEFAULT_FINANCE_AMOUNT
}

/** An amount at or below 0 (or not a number) is set to 0 (docs/spec-coverage.md, Car page). */
export function sanitizeAmount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0
}

/** 'Cannot be less than {min} or more than {max}' when outside bounds, else null (docs/spec-coverage.md, Car page). */
export function amountHelpText(value: number, bounds: Pick<FinanceRange, 'min' | 'max'>): string | null {
  if (value >= bounds.min && value <= bounds.max) return null
  return `Cannot be less than ${formatMoney(bounds.min)} or more than ${formatMoney(bounds.max)}`
}

function clampTerm(value: number, term: FinanceCalculatorConfig['term']): number {
  if (term.choices && term.choices.length > 0) {
    const target = Number.isFinite(value) ? value : term.default
    return term.choices.reduce((best, c) => (Math.abs(c - target) < Math.abs(best - target) ? c : best))
  }
  return snapToStep(Number.isFinite(value) ? value : term.default, term)
}

/** The calculator's opening state for a car (docs/spec-coverage.md, Car page). */
export function defaultFinanceState(config: FinanceCalculatorConfig, price: number): FinanceCalculatorState {
  return {
    amount: clampToRange(defaultAmount(price), amountBounds(config, price)),
    term: clampTerm(config.term.default, config.term),
    interest: clampToRange(config.interest.default, config.interest),
    tradeIn: 0,
    residual: 0,
    frequency: config.defaultFrequency,
  }
}

/** Raw values as a form or query string sends them. */
export type FinanceStateInput = Partial<Record<keyof FinanceCalculatorState, string | number | null | undefined>>

/**
 * A number as a form field sends it: money inputs carry a dollar prefix and thousands separators
 * (docs/spec-coverage.md, Car page), so '$12,500' is 12500. Null for empty or not a number.
 */
export function toNumber(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null
  const cleaned = raw.replace(/[$,\s]/g, '')
  if (cleaned === '') return null
  const n = Number(cleaned)
  return Number.isFinite(n) ? n : null
}

/** Accepts 'week'/'weekly', 'fortnight'/'fortnightly', 'month'/'monthly'. */
export function parseFrequency(raw: unknown, fallback: RepaymentFrequency = 'week'): RepaymentFrequency {
  if (typeof raw !== 'string') return fallback
  const v = raw.trim().toLowerCase()
  if (v.startsWith('week')) return 'week'
  if (v.startsWith('fortnight')) return 'fortnight'
  if (v.startsWith('month')) return 'month'
  return fallback
}

export interface NormalizedFinanceState {
  /** Values inside the bounds, ready for repayment(). */
  state: FinanceCalculatorState
  /** The amount as the field should show it (≤ 0 set to 0, otherwise as entered). */
  amountInput: number
  /** The help text when the entered amount was outside the bounds. */
  amountHelp: string | null
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-9

/**
 * The rate a shopper entered, on the 0.5 grid of the interest range (docs/spec-coverage.md, Car
 * page). The opening (basis) rate is kept exact when it comes back unchanged, so submitting the
 * form untouched never changes the figure.
 */
export function snapInterest(entered: number, opening: number, range: FinanceRange): number {
  return same(entered, opening) ? opening : snapToStep(entered, range)
}

/** Whether a value sits on a range's grid (counted from min, as a slider's steps are). */
export function onStep(value: number, range: FinanceRange): boolean {
  if (value < range.min - 1e-9 || value > range.max + 1e-9) return false
  const stops = (value - range.min) / range.step
  return Math.abs(stops - Math.round(stops)) < 1e-6
}

/** A deposit or residual field: absent keeps the opening value, emptied means none. */
function moneyField(raw: string | number | null | undefined, opening: number, range: FinanceRange): number {
  if (raw === null || raw === undefined) return opening
  if (typeof raw === 'string' && raw.trim() === '') return 0
  const n = toNumber(raw)
  return n === null ? opening : same(n, opening) ? opening : clampToRange(n, range)
}

/**
 * The calculator's bounds applied to user input (docs/spec-coverage.md, Car page) (the no-JS GET
 * form sends strings): missing values take the opening state (the finance basis, else the
 * defaults), an amount at or below 0 becomes 0, out-of-bound values are clamped and the amount
 * gets the help text; a changed term or rate snaps to its step, an unchanged one stays exact.
 */
export function normalizeFinanceState(
  config: FinanceCalculatorConfig,
  price: number,
  input: FinanceStateInput,
  opening: FinanceCalculatorState = defaultFinanceState(config, price),
): NormalizedFinanceState {
  const bounds = amountBounds(config, price)
  const rawAmount = toNumber(input.amount)
  const amountInput = rawAmount === null ? opening.amount : sanitizeAmount(rawAmount)
  const term = toNumber(input.term)
  const interest = toNumber(input.interest)
  return {
    state: {
      amount: same(amountInput, opening.amount) ? opening.amount : clampToRange(amountInput, bounds),
      term: term === null || same(term, opening.term) ? opening.term : clampTerm(term, config.term),
      interest:
        config.interest.editable && interest !== null
          ? snapInterest(interest, opening.interest, config.interest)
          : opening.interest,
      tradeIn: moneyField(input.tradeIn, opening.tradeIn, config.deposit),
      residual: moneyField(input.residual, opening.residual, config.residual),
      frequency: parseFrequency(input.frequency, opening.frequency),
    },
    amountInput,
    amountHelp: amountHelpText(amountInput, bounds),
  }
}

/**
 * The standard annuity (amortisation) payment in arrears: the payment that takes
 * `principal` down to `futureValue` (the residual or balloon) over `periods` at
 * `ratePerPeriod`. PMT = (PV − FV/(1+r)^n) · r / (1 − (1+r)^−n); (PV − FV)/n when r = 0.
 * Not rounded.
 */
export function annuityPayment(principal: number, ratePerPeriod: number, periods: number, futureValue = 0): number {
  if (periods <= 0) return 0
  if (ratePerPeriod === 0) return (principal - futureValue) / periods
  const growth = Math.pow(1 + ratePerPeriod, periods)
  return ((principal - futureValue / growth) * ratePerPeriod) / (1 - 1 / growth)
}

export interface RepaymentInput {
  amount: number
  /** Deposit or trade-in, taken off the amount. */
  deposit: number
  establishmentFee: number
  /** Annual rate in percent, e.g. 7.5. */
  annualRate: number
  termYears: number
  frequency: RepaymentFrequency
  /** Residual or balloon owed after the last repayment. */
  residual: number
  /** Round up to the whole dollar instead of to the cent. */
  roundUp?: boolean
}

/** Round to the cent; the epsilon stops 1.005-style values rounding down. */
function toCents(value: number): number {
  return Math.round((value + Math.sign(value) * Number.EPSILON * Math.abs(value)) * 100) / 100
}

/**
 * One repayment, standard amortisation over (amount − deposit + establishment fee)
 * with the residual as a future value; to the cent, or up to the whole dollar on sites
 * that round up.
 * Traced in docs/spec-coverage.md, Car page.
 */
export function repayment(input: RepaymentInput): number {
  const periodsPerYear = PERIODS_PER_YEAR[input.frequency]
  const principal = input.amount - input.deposit + input.establishmentFee
  const exact = annuityPayment(
    principal,
    input.annualRate / 100 / periodsPerYear,
    periodsPerYear * input.termYears,
    input.residual,
  )
  // The small tolerance keeps 412.0000000001 from becoming 413.
  return input.roundUp ? Math.ceil(exact - 1e-9) : toCents(exact)
}

/** The fees a config adds on top of the repayments over a term (docs/spec-coverage.md, Car page). */
export function extraFees(fees: readonly FinanceFee[], termYears: number): number {
  return fees.reduce((sum, fee) => sum + (fee.per === 'month' ? fee.amount * 12 * termYears : fee.amount), 0)
}

export interface FinanceQuote {
  /** The repayment per period, or null when it is 25 or less ('Enquire for Finance'). */
  repayment: number | null
  /** Repayment × periods × term plus fees, or null with 'Enquire for Finance'. */
  total: number | null
  /** The repayment as shown ("$412") or 'Enquire for Finance'. */
  label: string
  frequency: RepaymentFrequency
  /** Number of repayments over the term. */
  periods: number
  /** What is financed: amount − deposit + establishment fee. */
  financed: number
}

/** The calculator's result for a state (docs/spec-coverage.md, Car page). */
export function financeQuote(config: FinanceCalculatorConfig, state: FinanceCalculatorState): FinanceQuote {
  const periodsPerYear = PERIODS_PER_YEAR[state.frequency]
  const periods = periodsPerYear * state.term
  const financed = state.amount - state.tradeIn + config.establishmentFee
  const value = repayment({
    amount: state.amount,
    deposit: state.tradeIn,
    establishmentFee: config.establishmentFee,
    annualRate: state.interest,
    termYears: state.term,
    frequency: state.frequency,
    residual: state.residual,
    roundUp: config.roundUp,
  })
  if (!(value > MIN_QUOTED_REPAYMENT)) {
    return { repayment: null, total: null, label: ENQUIRE_FOR_FINANCE, frequency: state.frequency, periods, financed }
  }
  const total = toCents(value * periods + extraFees(config.otherFees, state.term))
  return { repayment: value, total, label: formatMoney(value), frequency: state.frequency, periods, financed }
}
