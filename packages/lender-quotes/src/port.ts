import type { LenderQuoteFigures } from '@dealer/domain'

/** What a lender is asked to quote on: one car at its price. */
export interface LenderQuoteRequest {
  purchasePrice: number
  year: number
  vin: string | null
  nvic: string | null
}

/**
 * A lender that quotes a repayment for a car over its own API (docs/spec-coverage.md, Car page).
 * A quote is nice to have: `quote` never throws and never waits long; any failure (unreachable,
 * slow, an error status, an answer it cannot read) is null, and the page shows no quote.
 */
export interface LenderQuotePort {
  /** The lender's name as the page shows it, e.g. 'youx'. */
  readonly lender: string
  quote(request: LenderQuoteRequest): Promise<LenderQuoteFigures | null>
}
