import { describe, expect, it } from 'vitest'
import { signWebhook, verifyWebhookSignature } from './signature'

describe('webhook signature', () => {
  const now = new Date('2025-06-01T00:00:00Z')
  const ts = Math.floor(now.getTime() / 1000)
  const body = '{"lead_id":"abc"}'

  it('is sha256=<hex> of HMAC over timestamp and raw body', () => {
    expect(signWebhook('k', ts, body)).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(
      verifyWebhookSignature({ secret: 'k', body, timestamp: String(ts), signature: signWebhook('k', ts, body), now }),
    ).toBe(true)
  })

  it('rejects a changed body, another secret, a stale or odd timestamp and a malformed signature', () => {
    const signature = signWebhook('k', ts, body)
    expect(verifyWebhookSignature({ secret: 'k', body: `${body} `, timestamp: ts, signature, now })).toBe(false)
    expect(verifyWebhookSignature({ secret: 'other', body, timestamp: ts, signature, now })).toBe(false)
    expect(
      verifyWebhookSignature({ secret: 'k', body, timestamp: ts, signature, now: new Date(now.getTime() + 301_000) }),
    ).toBe(false)
    expect(verifyWebhookSignature({ secret: 'k', body, timestamp: 'soon', signature, now })).toBe(false)
    expect(verifyWebhookSignature({ secret: 'k', body, timestamp: ts, signature: 'sha256=00', now })).toBe(false)
    expect(verifyWebhookSignature({ secret: 'k', body, timestamp: ts, signature: null, now })).toBe(false)
  })
})
