import type { LenderQuotePort } from './port'
import { createYouxQuotes } from './youx'

/**
 * The lender quotes this environment names: youx when YOUX_QUOTE_URL is set (YOUX_QUOTE_TIMEOUT_MS
 * optional), else none. A dealer still switches it on in its tenant file (finance.youxQuote).
 * A URL that is not http(s) stops start-up rather than failing quietly on every page.
 */
export function lenderQuotesFromEnv(env: NodeJS.ProcessEnv = process.env): LenderQuotePort | null {
  const url = env.YOUX_QUOTE_URL?.trim()
  if (!url) return null
  if (!/^https?:\/\/[^/]/.test(url)) throw new Error('YOUX_QUOTE_URL must be an http(s) URL')
  const timeout = Number(env.YOUX_QUOTE_TIMEOUT_MS)
  return createYouxQuotes({
    baseUrl: url,
    timeoutMs: env.YOUX_QUOTE_TIMEOUT_MS && Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
  })
}
