import { COMPARISON_RATE_WARNING, formatRate } from './comparison-rate'
import { ownValue } from './own-keys'
import { isAvailable } from './availability'
import type { Car, FinanceLender } from './car'
import { formatMoney } from './money'

/**
 * There are four provider rules, and which lender each belongs to is not fixed, so each rule is a
 * kind and tenants map their lender ids (keys of finance_lenders) to kinds.
 * - recentCarWithComparisonRate: year newer than current year − 12, price over 500, available, a comparison rate;
 * - availableCar: an available car;
 * - weeklyPayment: price over 500, available, a weekly payment;
 * - monthlyPayment: price over 500, available, a monthly payment.
 */
export type LenderRuleKind = 'recentCarWithComparisonRate' | 'availableCar' | 'weeklyPayment' | 'monthlyPayment'
export const LENDER_RULE_KINDS = [
  'recentCarWithComparisonRate',
  'availableCar',
  'weeklyPayment',
  'monthlyPayment',
] as const satisfies readonly LenderRuleKind[]

/**
 * The car must be newer than the current year minus this for the first provider rule
 * (docs/spec-coverage.md, Car page).
 */
export const ESTIMATE_MAX_AGE_YEARS = 12
/** Provider rules that check price need it over this (docs/spec-coverage.md, Car page). */
export const ESTIMATE_MIN_PRICE = 500

export interface FinanceEstimateConfig {
  /** Lender id → rule kind, in the tenant's order of preference. Unmapped lenders are never shown. */
  lenders: Readonly<Record<string, LenderRuleKind>>
  /** Makes whose cars never show the estimate (case-insensitive). */
  excludedMakes?: readonly string[]
  /** Dealers (dealership slug or id) that never show the estimate. */
  excludedDealers?: readonly string[]
  /** Zone for "the current year"; Brisbane by default like the rest of the platform. */
  timeZone?: string
}

type EstimateCar = Pick<
  Car,
  'status' | 'price' | 'year' | 'make' | 'dealership_slug' | 'dealership_id' | 'finance_lenders'
>

// Building an Intl formatter costs far more than using one (a car page asks once a request): one per zone.
const yearFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * The last answer per zone, by its whole minute: every zone's offset is whole minutes, so its year
 * turns at the start of a minute, and formatting is the costly step of a car page's finance figures.
 */
const lastYears = new Map<string, { minute: number; year: number }>()

function yearIn(now: Date, timeZone: string): number {
  const minute = Math.floor(now.getTime() / 60_000)
  const last = lastYears.get(timeZone)
  if (last?.minute === minute) return last.year
  let format = yearFormats.get(timeZone)
  if (!format) yearFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone })))
  const year = Number(format.format(now))
  lastYears.set(timeZone, { minute, year })
  return year
}

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0

/** Whether one provider rule passes for a car and one lender's data (docs/spec-coverage.md, Car page). */
export function lenderRulePasses(
  kind: LenderRuleKind,
  car: Pick<Car, 'status' | 'price' | 'year'>,
  lender: FinanceLender,
  currentYear: number,
): boolean {
  const available = isAvailable(car)
  const priced = car.price > ESTIMATE_MIN_PRICE
  switch (kind) {
    case 'recentCarWithComparisonRate':
      return car.year > currentYear - ESTIMATE_MAX_AGE_YEARS && priced && available && positive(lender.comparisonRate)
    case 'availableCar':
      return available
    case 'weeklyPayment':
      return priced && available && positive(lender.paymentWeek)
    case 'monthlyPayment':
      return priced && available && positive(lender.paymentMonth)
  }
}

export interface FinanceEstimate {
  lenderId: string
  kind: LenderRuleKind
  lender: FinanceLender
  interestRate: number
  comparisonRate: number
  /** The payment to show, weekly where the lender gives one, else monthly. */
  payment: number | null
  frequency: 'week' | 'month' | null
}

function pickPayment(kind: LenderRuleKind, lender: FinanceLender): Pick<FinanceEstimate, 'payment' | 'frequency'> {
  if (kind === 'monthlyPayment') return { payment: lender.paymentMonth ?? null, frequency: 'month' }
  if (positive(lender.paymentWeek)) return { payment: lender.paymentWeek, frequency: 'week' }
  if (positive(lender.paymentMonth)) return { payment: lender.paymentMonth, frequency: 'month' }
  return { payment: null, frequency: null }
}

/**
 * "Finance estimate on the detail page": the first lender (in the tenant's order)
 * whose data exists with non-null interest and comparison rates and whose provider rule
 * passes, unless the make or dealer is excluded. Null means no estimate is shown.
 * Traced in docs/spec-coverage.md, Car page.
 */
export function financeEstimate(car: EstimateCar, config: FinanceEstimateConfig, now: Date): FinanceEstimate | null {
  const make = car.make.toLowerCase()
  if ((config.excludedMakes ?? []).some((m) => m.toLowerCase() === make)) return null
  const dealers = config.excludedDealers ?? []
  if (dealers.includes(car.dealership_slug) || dealers.includes(car.dealership_id)) return null
  const currentYear = yearIn(now, config.timeZone ?? 'Australia/Brisbane')
  for (const [lenderId, kind] of Object.entries(config.lenders)) {
    const lender = ownValue(car.finance_lenders, lenderId)
    if (!lender) continue
    const { interestRate, comparisonRate } = lender
    if (interestRate === null || interestRate === undefined) continue
    if (comparisonRate === null || comparisonRate === undefined) continue
    if (!lenderRulePasses(kind, car, lender, currentYear)) continue
    return { lenderId, kind, lender, interestRate, comparisonRate, ...pickPayment(kind, lender) }
  }
  return null
}

/** The finance disclaimer preview truncates at 197 characters (docs/spec-coverage.md, Car page). */
export const DISCLAIMER_PREVIEW_LENGTH = 197

/** The short form of the finance disclaimer shown before 'Show More'. */
export function disclaimerPreview(text: string): { preview: string; truncated: boolean } {
  if (text.length <= DISCLAIMER_PREVIEW_LENGTH) return { preview: text, truncated: false }
  return { preview: `${text.slice(0, DISCLAIMER_PREVIEW_LENGTH).trimEnd()}...`, truncated: true }
}

/** The comparison rate is based on a 5-year secured loan of $30,000 (docs/spec-coverage.md, Car page). */
export const COMPARISON_RATE_LOAN_AMOUNT = 30000
export const COMPARISON_RATE_TERM_YEARS = 5
/** The comparison-rate range placeholders (docs/spec-coverage.md, Car page). */
export const COMPARISON_RATE_PLACEHOLDER = { min: 8.38, max: 19.42 } as const

/**
 * The comparison-rate disclaimer (docs/spec-coverage.md, Car page), with the standard consumer-credit warning.
 * With rates it leads with them: "6.29% p.a. (comparison rate 8.19% p.a.)."
 */
export function comparisonRateDisclaimer(rates?: { interestRate: number; comparisonRate: number }): string {
  const lead = rates
    ? `${formatRate(rates.interestRate)} p.a. (comparison rate ${formatRate(rates.comparisonRate)} p.a.). `
    : ''
  return (
    `${lead}The comparison rate is based on a ${COMPARISON_RATE_TERM_YEARS}-year secured loan of ${formatMoney(COMPARISON_RATE_LOAN_AMOUNT)}. ` +
    COMPARISON_RATE_WARNING
  )
}

/**
 * The finance note (docs/spec-coverage.md, Car page), e.g. '5 year term, 10.0% deposit, 30.0% final
 * payment' (percentages as 0–100).
 */
export function financeNote(termYears: number, depositPercent: number, finalPaymentPercent: number): string {
  return `${termYears} year term, ${depositPercent.toFixed(1)}% deposit, ${finalPaymentPercent.toFixed(1)}% final payment`
}
