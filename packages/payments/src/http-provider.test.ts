import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { listPayments } from '@dealer/db'
import { describeEachDatabase } from '@dealer/db/testing'
import { afterEach, describe, expect, it } from 'vitest'
import {
  PAYMENT_SIGNATURE_HEADER,
  PAYMENT_TIMESTAMP_HEADER,
  createHttpProvider,
  verifyChargeSignature,
} from './http-provider'
import { createPayments } from './payments'
import { PaymentProviderError, type ChargeRequest } from './provider'
import { paymentProviderFromEnv } from './provider-from-env'

const SECRET = 'test-secret'

interface Received {
  idempotencyKey: string | undefined
  signatureValid: boolean
  body: Record<string, unknown>
}

/**
 * A local payment provider: checks the signature, and charges once per idempotency key (a repeat
 * gets the first answer), as the port asks of real providers. `answer` can override the reply.
 */
async function startFakeProvider(answer?: (req: Received, res: ServerResponse) => boolean | Promise<boolean>) {
  const received: Received[] = []
  const charges = new Map<string, string>()
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const one = (name: string) => {
      const v = req.headers[name.toLowerCase()]
      return Array.isArray(v) ? v[0] : v
    }
    const r: Received = {
      idempotencyKey: one('idempotency-key'),
      signatureValid: verifyChargeSignature({
        secret: SECRET,
        body: raw,
        timestamp: one(PAYMENT_TIMESTAMP_HEADER),
        signature: one(PAYMENT_SIGNATURE_HEADER),
      }),
      body: JSON.parse(raw) as Record<string, unknown>,
    }
    received.push(r)
    if (answer && (await answer(r, res))) return
    if (!r.signatureValid || !r.idempotencyKey) return void res.writeHead(401).end()
    let id = charges.get(r.idempotencyKey)
    if (!id) charges.set(r.idempotencyKey, (id = `ch_${charges.size + 1}`))
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id, status: 'succeeded' }))
  })
  server.keepAliveTimeout = 1_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/charges`
  return {
    url,
    received,
    charges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const charge = (over: Partial<ChargeRequest> = {}): ChargeRequest => ({
  tenant: 'harbour',
  amountCents: 12_345,
  currency: 'AUD',
  description: 'Invoice INV-7',
  idempotencyKey: randomUUID(),
  reference: 'INV-7',
  customer: { name: 'Ann', email: 'ann@example.com', phone: '0412345678' },
  ...over,
})

let closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(closers.map((c) => c()))
  closers = []
})
async function fake(answer?: Parameters<typeof startFakeProvider>[0]) {
  const f = await startFakeProvider(answer)
  closers.push(f.close)
  return f
}

describe('HTTP payment provider', () => {
  it('posts the charge signed, with the idempotency key, and reads the answer', async () => {
    const f = await fake()
    const provider = createHttpProvider({ url: f.url, secret: SECRET })
    const request = charge()
    expect(await provider.charge(request)).toEqual({ providerRef: 'ch_1', status: 'succeeded', declineReason: null })
    expect(f.received[0]).toMatchObject({
      idempotencyKey: request.idempotencyKey,
      signatureValid: true,
      body: { tenant: 'harbour', amount_cents: 12_345, currency: 'AUD', reference: 'INV-7' },
    })
    expect(provider.demo).toBe(false)
  })

  it('is refused by a provider checking signatures when the secret is wrong', async () => {
    const f = await fake()
    const provider = createHttpProvider({ url: f.url, secret: 'not-the-secret' })
    await expect(provider.charge(charge())).rejects.toThrow(PaymentProviderError)
    expect(f.received[0]?.signatureValid).toBe(false)
  })

  it('passes a decline on with its reason', async () => {
    const f = await fake(async (_r, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ id: 'ch_9', status: 'declined', decline_reason: 'Card expired' }))
      return true
    })
    const provider = createHttpProvider({ url: f.url, secret: SECRET })
    expect(await provider.charge(charge())).toEqual({
      providerRef: 'ch_9',
      status: 'declined',
      declineReason: 'Card expired',
    })
  })

  it('throws PaymentProviderError for errors, odd answers, redirects and timeouts', async () => {
    const replies: ((res: ServerResponse) => void)[] = [
      (res) => res.writeHead(500).end('boom'),
      (res) => res.writeHead(200).end('not json'),
      (res) => res.writeHead(200).end(JSON.stringify({ id: 'x', status: 'maybe' })),
      (res) => res.writeHead(200).end(JSON.stringify({ status: 'succeeded' })),
      (res) => res.writeHead(302, { location: 'http://127.0.0.1:1/' }).end(),
      () => {}, // never answers
    ]
    let i = 0
    const f = await fake(async (_r, res) => {
      replies[i++]!(res)
      return true
    })
    const provider = createHttpProvider({ url: f.url, secret: SECRET, timeoutMs: 300 })
    for (let n = 0; n < replies.length; n++)
      await expect(provider.charge(charge())).rejects.toThrow(PaymentProviderError)
    const unreachable = createHttpProvider({ url: 'http://127.0.0.1:1/', secret: SECRET })
    await expect(unreachable.charge(charge())).rejects.toThrow(PaymentProviderError)
  })
})

describe('paymentProviderFromEnv', () => {
  it('is the demo without PAYMENTS_URL, and the HTTP provider with it and its secret', () => {
    expect(paymentProviderFromEnv({})).toMatchObject({ name: 'demo', demo: true })
    expect(paymentProviderFromEnv({ PAYMENTS_URL: 'https://pay.example/charges', PAYMENTS_SECRET: 's' })).toMatchObject(
      { name: 'http', demo: false },
    )
  })

  it('stops start-up for a URL without a secret or a URL that is not http(s)', () => {
    expect(() => paymentProviderFromEnv({ PAYMENTS_URL: 'https://pay.example/charges' })).toThrow(/PAYMENTS_SECRET/)
    expect(() => paymentProviderFromEnv({ PAYMENTS_URL: 'ftp://pay.example', PAYMENTS_SECRET: 's' })).toThrow(
      /http\(s\)/,
    )
  })
})

describeEachDatabase('payments through the HTTP provider', (ctx) => {
  it('pays once for a double submit and stores the provider’s reference', async () => {
    const { database, db } = ctx()
    const f = await fake()
    const payments = createPayments({ database, provider: createHttpProvider({ url: f.url, secret: SECRET }) })
    const tenant = `t-${randomUUID()}`
    const request = {
      tenant,
      idempotencyKey: randomUUID(),
      phone: '0412345678',
      kind: 'payment' as const,
      amountCents: 12_345,
      description: 'Invoice INV-7',
      reference: 'INV-7',
      customer: { name: 'Ann', email: 'ann@example.com' },
      now: new Date('2026-11-20T02:00:00.000Z'),
    }
    const results = await Promise.all([payments.pay(request), payments.pay(request)])
    expect(results.map((r) => r.outcome)).toEqual(['succeeded', 'succeeded'])
    expect(f.charges.size).toBe(1)
    const rows = await listPayments(db, tenant)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ provider: 'http', provider_ref: 'ch_1', status: 'succeeded' })
  })
})
