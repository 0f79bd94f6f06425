import { createDemoProvider } from './demo-provider'
import { createHttpProvider } from './http-provider'
import type { PaymentProvider } from './provider'

/**
 * The provider this environment names: the HTTP provider when PAYMENTS_URL is set (its signing
 * key in PAYMENTS_SECRET, required), otherwise the demo. A URL without a secret stops start-up
 * rather than sending unsigned charges.
 */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const url = env.PAYMENTS_URL?.trim()
  if (!url) return createDemoProvider()
  if (!/^https?:\/\//.test(url)) throw new Error('PAYMENTS_URL must be an http(s) URL')
  const secret = env.PAYMENTS_SECRET
  if (!secret) throw new Error('PAYMENTS_URL is set but PAYMENTS_SECRET is not: payment requests must be signed')
  const timeout = Number(env.PAYMENTS_TIMEOUT_MS)
  return createHttpProvider({
    url,
    secret,
    timeoutMs: env.PAYMENTS_TIMEOUT_MS && Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
  })
}
