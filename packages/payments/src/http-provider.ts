import { createHmac, timingSafeEqual } from 'node:crypto'
import { PaymentProviderError, type ChargeRequest, type PaymentProvider } from './provider'

/** `sha256=<hex>` of HMAC-SHA256 over `<timestamp>.<raw body>`, as the lead webhook signs. */
export const PAYMENT_SIGNATURE_HEADER = 'X-Dealer-Signature'
/** Unix seconds when the request was signed; part of the signed text, so replays go stale. */
export const PAYMENT_TIMESTAMP_HEADER = 'X-Dealer-Timestamp'

export interface HttpProviderOptions {
  /** Where charges are POSTed (PAYMENTS_URL). */
  url: string
  /** Signs each request (PAYMENTS_SECRET); never sent. */
  secret: string
  /** Per-request limit; default 10 s, well under the payment lease. */
  timeoutMs?: number
  /** Default 'http'; stored as the payment's provider. */
  name?: string
  /** For tests; default the global fetch. */
  fetch?: typeof fetch
  now?: () => Date
}

/** The JSON body of a charge request. */
export function chargeBody(request: ChargeRequest): string {
  return JSON.stringify({
    tenant: request.tenant,
    amount_cents: request.amountCents,
    currency: request.currency,
    description: request.description,
    reference: request.reference,
    customer: request.customer,
    idempotency_key: request.idempotencyKey,
  })
}

export function signCharge(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** For the provider's side (and tests): the signature matches and is at most `toleranceSeconds` old. */
export function verifyChargeSignature(input: {
  secret: string
  body: string
  timestamp: string | null | undefined
  signature: string | null | undefined
  now?: Date
  toleranceSeconds?: number
}): boolean {
  const timestamp = Number(input.timestamp)
  if (!Number.isInteger(timestamp) || typeof input.signature !== 'string') return false
  const now = Math.floor((input.now ?? new Date()).getTime() / 1000)
  if (Math.abs(now - timestamp) > (input.toleranceSeconds ?? 300)) return false
  const expected = Buffer.from(signCharge(input.secret, timestamp, input.body))
  const given = Buffer.from(input.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * A real provider behind one HTTPS endpoint: POSTs the charge as JSON, signed like the lead
 * webhook, with the form's key in `Idempotency-Key`. A 2xx answer must be
 * `{ "id": "...", "status": "succeeded" | "declined", "decline_reason"?: "..." }`; anything
 * else (other statuses, redirects, unreadable JSON, a timeout) is a PaymentProviderError, and the
 * payment stays pending for a retry with the same key.
 */
export function createHttpProvider(options: HttpProviderOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 10_000
  return {
    name: options.name ?? 'http',
    demo: false,
    async charge(request) {
      const body = chargeBody(request)
      const timestamp = Math.floor((options.now?.() ?? new Date()).getTime() / 1000)
      let response: Response
      try {
        response = await doFetch(options.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Idempotency-Key': request.idempotencyKey,
            [PAYMENT_TIMESTAMP_HEADER]: String(timestamp),
            [PAYMENT_SIGNATURE_HEADER]: signCharge(options.secret, timestamp, body),
          },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new PaymentProviderError(`payment provider unreachable: ${(error as Error).message ?? String(error)}`)
      }
      const text = await response.text().catch(() => '')
      if (!response.ok) {
        throw new PaymentProviderError(`payment provider answered ${response.status}: ${text.slice(0, 200)}`)
      }
      let answer: unknown
      try {
        answer = JSON.parse(text)
      } catch {
        throw new PaymentProviderError('payment provider answered with something other than JSON')
      }
      const a = (answer ?? {}) as { id?: unknown; status?: unknown; decline_reason?: unknown }
      if (typeof a.id !== 'string' || a.id === '' || a.id.length > 200)
        throw new PaymentProviderError('payment provider answer has no charge id')
      if (a.status !== 'succeeded' && a.status !== 'declined')
        throw new PaymentProviderError(
          `payment provider answer has an unknown status: ${String(a.status).slice(0, 40)}`,
        )
      return {
        providerRef: a.id,
        status: a.status,
        declineReason: typeof a.decline_reason === 'string' ? a.decline_reason.slice(0, 200) : null,
      }
    },
  }
}
