import type { LenderQuoteFigures } from '@dealer/domain'
import { z } from 'zod'
import type { LenderQuotePort, LenderQuoteRequest } from './port'

/** youx quotes a 5-year loan (docs/spec-coverage.md, Car page). */
export const YOUX_LOAN_TERM_YEARS = 5
export const YOUX_QUOTE_PATH = '/api/youx/quote'
/** Long enough for a quote, short enough that a car page never waits on a slow lender. */
export const YOUX_DEFAULT_TIMEOUT_MS = 1500
/** Larger answers are not a quote. */
const MAX_ANSWER_BYTES = 64 * 1024

export interface YouxAdapterOptions {
  /** YOUX_QUOTE_URL: the quote is POSTed to {baseUrl}/api/youx/quote. */
  baseUrl: string
  timeoutMs?: number
  /** For tests; default the global fetch. */
  fetch?: typeof fetch
  /** Told why a quote failed (the page ignores failures silently); for tests and diagnostics. */
  onFailure?: (reason: string) => void
}

/** The request body youx expects. */
export function youxQuoteBody(request: LenderQuoteRequest) {
  return {
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: request.purchasePrice,
    loanTerm: YOUX_LOAN_TERM_YEARS,
    year: request.year,
    vin: request.vin ?? '',
    nvic: request.nvic ?? '',
    whoIsHelping: '',
  } as const
}

/** A positive number, as a JSON number or a numeric string. */
const amount = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().finite().positive())

/** The fields of youx's answer the page reads; anything else in it is ignored. */
export const youxAnswerSchema = z.object({
  weeklyRepaymentAmount: amount,
  comparisonRate: amount,
  advertisedRate: amount,
})

/**
 * The youx adapter of the lender-quote port: POST {baseUrl}/api/youx/quote with the car, read
 * weeklyRepaymentAmount, comparisonRate and advertisedRate. Any failure is null (docs/spec-coverage.md,
 * Car page: a quote call failure is silently ignored).
 */
export function createYouxQuotes(options: YouxAdapterOptions): LenderQuotePort {
  const doFetch = options.fetch ?? fetch
  const url = `${options.baseUrl.replace(/\/+$/, '')}${YOUX_QUOTE_PATH}`
  const timeoutMs = options.timeoutMs ?? YOUX_DEFAULT_TIMEOUT_MS
  const fail = (reason: string) => {
    options.onFailure?.(reason)
    return null
  }
  return {
    lender: 'youx',
    async quote(request) {
      if (!(request.purchasePrice > 0)) return fail('no price to quote on')
      const signal = AbortSignal.timeout(timeoutMs)
      try {
        const response = await doFetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(youxQuoteBody(request)),
          redirect: 'manual',
          signal,
        })
        if (!response.ok) {
          await response.body?.cancel().catch(() => {})
          return fail(`youx answered ${response.status}`)
        }
        const text = await response.text()
        if (text.length > MAX_ANSWER_BYTES) return fail('youx answer too large')
        let json: unknown
        try {
          json = JSON.parse(text)
        } catch {
          return fail('youx answered with something other than JSON')
        }
        const parsed = youxAnswerSchema.safeParse(json)
        if (!parsed.success) return fail(`youx answer unreadable: ${parsed.error.issues[0]?.path.join('.')}`)
        const figures: LenderQuoteFigures = {
          lender: 'youx',
          loanTermYears: YOUX_LOAN_TERM_YEARS,
          loanAmount: request.purchasePrice,
          weeklyRepayment: parsed.data.weeklyRepaymentAmount,
          advertisedRate: parsed.data.advertisedRate,
          comparisonRate: parsed.data.comparisonRate,
        }
        return figures
      } catch (error) {
        return fail(signal.aborted ? `youx took longer than ${timeoutMs} ms` : `youx unreachable: ${String(error)}`)
      }
    },
  }
}
