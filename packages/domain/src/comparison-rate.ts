import { formatMoney } from './money'

/*
 * An advertised rate with a comparison rate always carries the comparison-rate warning and the
 * example it was worked out on (docs/spec-coverage.md, Dealer site: offers, brands and service).
 * The spec has no warning wording of its own, so this is the standard Australian one (National
 * Credit Code, reg. 100), and the basis names only what the offer's data says.
 */

/** "6.29%": two decimals, trailing zeros kept as lenders print them. */
export function formatRate(rate: number): string {
  return `${rate.toFixed(2)}%`
}

/** The standard comparison-rate warning. */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. ' +
  'Different terms, fees or other loan amounts might result in a different comparison rate.'

/** The example a comparison rate was worked out on. */
export interface ComparisonRateBasis {
  loanAmount: number
  termYears: number
  secured: boolean
}

/** An advertised rate with its comparison rate and their example. */
export interface AdvertisedRate extends ComparisonRateBasis {
  advertisedRate: number
  comparisonRate: number
}

/** What a page prints under an advertised rate. */
export interface ComparisonRateNotice {
  /** '3.99% p.a. (comparison rate 5.21% p.a.)' */
  rates: string
  /** 'Comparison rate based on a secured loan of $30,000 over 5 years.' */
  basis: string
  warning: string
}

const years = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} ${n === 1 ? 'year' : 'years'}`

/** 'Comparison rate based on a secured loan of $30,000 over 5 years.' */
export function comparisonRateBasisText(basis: ComparisonRateBasis): string {
  return `Comparison rate based on ${basis.secured ? 'a secured' : 'an unsecured'} loan of ${formatMoney(basis.loanAmount)} over ${years(basis.termYears)}.`
}

/** The rates, their basis and the warning, for an advertised rate. */
export function comparisonRateNotice(rate: AdvertisedRate): ComparisonRateNotice {
  return {
    rates: `${formatRate(rate.advertisedRate)} p.a. (comparison rate ${formatRate(rate.comparisonRate)} p.a.)`,
    basis: comparisonRateBasisText(rate),
    warning: COMPARISON_RATE_WARNING,
  }
}

/** Whether advertising text quotes a comparison rate, so it must carry the warning and its basis. */
export function mentionsComparisonRate(text: string): boolean {
  return /\bcomparison\b/i.test(text)
}
