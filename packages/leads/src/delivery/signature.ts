import { createHmac, timingSafeEqual } from 'node:crypto'

/** `sha256=<hex>` of HMAC-SHA256 over `<timestamp>.<raw body>`. */
export const SIGNATURE_HEADER = 'X-Dealer-Signature'
/** Unix seconds when the request was signed; part of the signed text, so replays go stale. */
export const TIMESTAMP_HEADER = 'X-Dealer-Timestamp'
/** The lead's id: the same on every retry, so a receiver can drop repeats. */
export const LEAD_ID_HEADER = 'X-Lead-Id'

/** The signature header value for `body` sent at `timestamp` (Unix seconds). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/**
 * Checks a webhook as a receiver should: the signature matches the raw body and timestamp
 * (compared in constant time), and the timestamp is within `toleranceSeconds` of now.
 */
export function verifyWebhookSignature(input: {
  secret: string
  body: string
  timestamp: string | number | null | undefined
  signature: string | null | undefined
  now?: Date
  toleranceSeconds?: number
}): boolean {
  const timestamp = Number(input.timestamp)
  if (!Number.isInteger(timestamp) || typeof input.signature !== 'string') return false
  const now = Math.floor((input.now ?? new Date()).getTime() / 1000)
  if (Math.abs(now - timestamp) > (input.toleranceSeconds ?? 300)) return false
  const expected = Buffer.from(signWebhook(input.secret, timestamp, input.body))
  const given = Buffer.from(input.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
