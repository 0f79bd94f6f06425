import { XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import type { LeadPayload } from '../submit/payload'
import { PermanentDeliveryError, TransientDeliveryError, type DeliveryJob } from './channel'
import type { TenantDeliverySettings } from './config'
import { verifyWebhookSignature } from './signature'
import { createWebhookChannel } from './webhook-channel'
import { createDeliveryWorker } from './worker'

const payload: LeadPayload = {
  version: 1,
  form: 'enquiry',
  fields: { name: 'Ann', email: 'a@b.co', phone: '0412345678', message: 'Hi' },
  url: '/',
  source: 'Website',
  user_agent: null,
  car_id: null,
  car_dealership_id: null,
  lead_attributes: { visited_pages: [], linked_query_params: {} },
  vehicle: null,
  created_at: '2025-06-01T00:00:00.000Z',
}
const job: DeliveryJob = {
  deliveryId: 'l1/webhook',
  tenant: 't',
  attempt: 1,
  lead: { id: 'l1', tenant: 't', formType: 'enquiry', createdAt: payload.created_at, payload },
}
const settings = (format?: 'json' | 'adf'): TenantDeliverySettings => ({
  vendor: { name: 'V', phone: '0298765432' },
  deliveryChannels: { webhook: { url: 'https://crm.test/hook', secret: 's3cret', format } },
})

function channelAnswering(status: number, headers: Record<string, string> = {}, format?: 'json' | 'adf') {
  const calls: { url: string; init: RequestInit }[] = []
  const channel = createWebhookChannel({
    settings: () => settings(format),
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init! })
      return new Response(status === 302 || status === 204 ? null : 'body', { status, headers })
    },
  })
  return { channel, calls }
}

describe('webhook channel', () => {
  it('posts signed JSON with the lead id for deduplication', async () => {
    const { channel, calls } = channelAnswering(204)
    await channel.send(job, new AbortController().signal)
    const { url, init } = calls[0]!
    const headers = init.headers as Record<string, string>
    expect(url).toBe('https://crm.test/hook')
    expect(headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Lead-Id': 'l1',
      'Idempotency-Key': 'l1',
      'X-Delivery-Attempt': '1',
    })
    expect(
      verifyWebhookSignature({
        secret: 's3cret',
        body: String(init.body),
        timestamp: headers['X-Dealer-Timestamp'],
        signature: headers['X-Dealer-Signature'],
      }),
    ).toBe(true)
    expect(JSON.parse(String(init.body))).toMatchObject({ lead_id: 'l1', source: 'Website', fields: { name: 'Ann' } })
  })

  it('names the dealer, the car’s yard and the car’s page beside the ids it keeps', async () => {
    const yard = { id: 'loc-1', slug: 'westside-bentley', name: 'Westside Bentley', phone: '(02) 9000 1111' }
    const calls: RequestInit[] = []
    const channel = createWebhookChannel({
      settings: () => ({ ...settings(), directory: { dealerships: { t: 'Westside Car Co' }, locations: [yard] } }),
      fetch: async (_url, init) => {
        calls.push(init!)
        return new Response(null, { status: 204 })
      },
    })
    const vehicle = {
      ...{ id: 'c1', slug: '2023-mazda-cx-5', name: '2023 Mazda CX-5', year: 2023, make: 'Mazda', model: 'CX-5' },
      ...{
        badge: null,
        vin: null,
        stock_number: 'S1',
        price: 61_990,
        price_type: 'drive_away',
        car_type: 'used' as const,
      },
      ...{ status: 'in_stock' as const, km: 1, dealership_id: 'd1', dealership_slug: 't', location_id: 'loc-1' },
    }
    const carPayload = { ...payload, url: 'https://westside.test/cars/2023-mazda-cx-5/enquire', car_id: 'c1', vehicle }
    await channel.send({ ...job, lead: { ...job.lead, payload: carPayload } }, new AbortController().signal)
    expect(JSON.parse(String(calls[0]!.body))).toMatchObject({
      tenant: 't',
      url: 'https://westside.test/cars/2023-mazda-cx-5/enquire',
      dealer_name: 'Westside Car Co',
      location: yard,
      page_url: 'https://westside.test/cars/2023-mazda-cx-5',
      vehicle: { location_id: 'loc-1', price_type: 'drive_away' },
    })
  })

  it('asks the site whether the car’s page still shows the car: no page_url once it has left, the car kept', async () => {
    const asked: { id: string; slug: string }[] = []
    const bodies: string[] = []
    const channelFor = (live: boolean, format?: 'json' | 'adf') =>
      createWebhookChannel({
        settings: () => ({
          ...settings(format),
          carPageLive: (car) => {
            asked.push(car)
            return live
          },
        }),
        fetch: async (_url, init) => {
          bodies.push(String(init!.body))
          return new Response(null, { status: 204 })
        },
      })
    const vehicle = {
      ...{ id: 'c1', slug: '2023-mazda-cx-5', name: '2023 Mazda CX-5', year: 2023, make: 'Mazda', model: 'CX-5' },
      ...{ badge: null, vin: 'JM0KF4W7A00123456', stock_number: 'S1', price: 61_990, price_type: 'drive_away' },
      ...{ car_type: 'used' as const, status: 'sold' as const, km: 1, dealership_id: 'd1', dealership_slug: 't' },
      location_id: null,
    }
    const lead = { ...job.lead, payload: { ...payload, url: 'https://westside.test/cars/2023-mazda-cx-5', vehicle } }
    await channelFor(false).send({ ...job, lead }, new AbortController().signal)
    expect(asked).toEqual([{ id: 'c1', slug: '2023-mazda-cx-5' }])
    expect(JSON.parse(bodies[0]!)).toMatchObject({
      page_url: null,
      vehicle: { name: '2023 Mazda CX-5', vin: 'JM0KF4W7A00123456', stock_number: 'S1', price: 61_990 },
    })
    await channelFor(false, 'adf').send({ ...job, lead }, new AbortController().signal)
    expect(bodies[1]).toContain('Page: none, the car is no longer on the site')
    expect(bodies[1]).not.toContain('/cars/2023-mazda-cx-5')
    await channelFor(true).send({ ...job, lead }, new AbortController().signal)
    expect(JSON.parse(bodies[2]!)).toMatchObject({ page_url: 'https://westside.test/cars/2023-mazda-cx-5' })
  })

  it('can post the ADF/XML instead', async () => {
    const { channel, calls } = channelAnswering(200, {}, 'adf')
    await channel.send(job, new AbortController().signal)
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/xml; charset=utf-8')
    expect(XMLValidator.validate(String(calls[0]!.init.body))).toBe(true)
  })

  it('retries 5xx, 408 and 429 (honouring Retry-After), and gives up on other 4xx and redirects', async () => {
    const signal = new AbortController().signal
    await expect(channelAnswering(503).channel.send(job, signal)).rejects.toBeInstanceOf(TransientDeliveryError)
    await expect(channelAnswering(408).channel.send(job, signal)).rejects.toBeInstanceOf(TransientDeliveryError)
    await expect(channelAnswering(429, { 'Retry-After': '7' }).channel.send(job, signal)).rejects.toMatchObject({
      retryAfterMs: 7_000,
    })
    await expect(channelAnswering(410).channel.send(job, signal)).rejects.toBeInstanceOf(PermanentDeliveryError)
    await expect(channelAnswering(401).channel.send(job, signal)).rejects.toBeInstanceOf(PermanentDeliveryError)
    await expect(channelAnswering(302, { location: '/x' }).channel.send(job, signal)).rejects.toBeInstanceOf(
      PermanentDeliveryError,
    )
  })

  it('treats a network error or a missing config as temporary', async () => {
    const down = createWebhookChannel({
      settings: () => settings(),
      fetch: async () => Promise.reject(new TypeError('fetch failed')),
    })
    await expect(down.send(job, new AbortController().signal)).rejects.toBeInstanceOf(TransientDeliveryError)
    const unconfigured = createWebhookChannel({ settings: () => undefined })
    await expect(unconfigured.send(job, new AbortController().signal)).rejects.toThrow(/no webhook configured/)
  })

  it('gives up when the worker aborts it', async () => {
    const hang = createWebhookChannel({
      settings: () => settings(),
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))),
    })
    await expect(hang.send(job, AbortSignal.timeout(20))).rejects.toBeInstanceOf(TransientDeliveryError)
  })
})

describe('worker settings', () => {
  it('refuses a send timeout that does not fit in the lease', () => {
    expect(() =>
      createDeliveryWorker({ database: {} as never, channels: [], leaseMs: 1_000, sendTimeoutMs: 1_000 }),
    ).toThrow(RangeError)
  })
})
