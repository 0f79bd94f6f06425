import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { MAX_BATCH_BYTES, MAX_BATCH_EVENTS } from '@dealer/analytics'
import { SAMPLE_PAYLOADS } from '@dealer/analytics/testing'
import { countAnalyticsEvents, createDatabase, listAnalyticsEvents, migrateToLatest, type Database } from '@dealer/db'
import { loadTenants, type TenantConfig } from '@dealer/tenant'
import type { AppLoadContext } from '@remix-run/node'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAnalytics } from '~/.server/analytics'
import { repoRoot } from '~/.server/paths'
import { action as consentAction } from './analytics.consent'
import { action, loader } from './api.events'

/*
 * POST /api/events on SQLite (docs/spec-coverage.md, Analytics): a batch of the catalogue is
 * stored for the host's dealer only; anything else is a 4xx, never a 500; each client is rate
 * limited; Do Not Track and consent keep everything out.
 */

let dir: string
let database: Database
let harbour: TenantConfig
let westside: TenantConfig

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'api-events-'))
  database = createDatabase({ sqlitePath: path.join(dir, 'db.sqlite') })
  await migrateToLatest(database)
  const tenants = loadTenants(path.join(repoRoot(), 'tenants'))
  harbour = tenants.find((t) => t.slug === 'harbour-city-motor-group')!
  westside = tenants.find((t) => t.slug === 'westside-car-co')!
}, 60_000)

afterAll(async () => {
  await database?.destroy()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** One app's services with its own rate limits (1000 batches a minute per client unless told). */
function app(env: Record<string, string> = { ANALYTICS_RATE_PER_CLIENT: '1000' }) {
  const services = { database, analytics: createAnalytics(database, env), now: () => new Date() }
  return (tenant: TenantConfig, clientIp = '203.0.113.9') =>
    ({ tenant, services, clientIp }) as unknown as AppLoadContext
}

const events = (...ids: (keyof typeof SAMPLE_PAYLOADS)[]) =>
  JSON.stringify({
    events: ids.map((id) => ({ id, payload: SAMPLE_PAYLOADS[id], path: '/cars/x', at: Date.now() })),
  })

async function post(
  context: AppLoadContext,
  body: BodyInit | null,
  headers: Record<string, string> = {},
): Promise<Response> {
  const request = new Request(`http://${context.tenant.slug}.localhost/api/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  })
  try {
    return await action({ request, context, params: {} })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe('POST /api/events', () => {
  it('stores a batch of every event id for the host’s dealer and answers 202 with the count', async () => {
    const context = app()
    const before = await countAnalyticsEvents(database.db, harbour.slug)
    const ids = Object.keys(SAMPLE_PAYLOADS).map(Number) as (keyof typeof SAMPLE_PAYLOADS)[]
    const res = await post(context(harbour), events(...ids))
    expect(res.status).toBe(202)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toEqual({ stored: 14 })
    const after = await countAnalyticsEvents(database.db, harbour.slug)
    for (const id of ids) expect((after.get(id) ?? 0) - (before.get(id) ?? 0), String(id)).toBe(1)
    const [newest] = await listAnalyticsEvents(database.db, harbour.slug, { eventId: 26, limit: 1 })
    expect(newest).toMatchObject({ name: 'finance_calculator_used', path: '/cars/x', payload: SAMPLE_PAYLOADS[26] })
  })

  it('keeps one dealer’s events from another: posted on one host, stored for that dealer only', async () => {
    const context = app()
    const westBefore = await countAnalyticsEvents(database.db, westside.slug)
    const harbourBefore = await countAnalyticsEvents(database.db, harbour.slug)
    expect((await post(context(westside), events(4, 4, 9))).status).toBe(202)
    const westAfter = await countAnalyticsEvents(database.db, westside.slug)
    expect((westAfter.get(4) ?? 0) - (westBefore.get(4) ?? 0)).toBe(2)
    expect((westAfter.get(9) ?? 0) - (westBefore.get(9) ?? 0)).toBe(1)
    expect(await countAnalyticsEvents(database.db, harbour.slug)).toEqual(harbourBefore)
    const rows = await listAnalyticsEvents(database.db, westside.slug, { limit: 1000 })
    expect(rows.every((r) => r.tenant === westside.slug)).toBe(true)
  })

  it('answers garbage with 400 and stores nothing: not JSON, empty, unknown ids, bad payloads, too many', async () => {
    const context = app()
    const before = await countAnalyticsEvents(database.db, harbour.slug)
    const bodies = [
      '',
      'not json',
      '{"events":',
      '[]',
      '{"events":[]}',
      JSON.stringify({ events: [{ id: 5, payload: {}, path: '/', at: Date.now() }] }),
      JSON.stringify({ events: [{ id: 4, payload: { car_id: '' }, path: '/', at: Date.now() }] }),
      JSON.stringify({ events: [{ id: 4, payload: SAMPLE_PAYLOADS[4], path: 'http://evil.example/', at: 1 }] }),
      events(...Array.from({ length: MAX_BATCH_EVENTS + 1 }, () => 4 as const)),
    ]
    for (const body of bodies) {
      const res = await post(context(harbour), body)
      expect(res.status, body.slice(0, 60)).toBe(400)
      expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string')
    }
    expect(await countAnalyticsEvents(database.db, harbour.slug)).toEqual(before)
  })

  it('answers 413 to a body larger than a batch, whether or not it says its length', async () => {
    const context = app()
    const big = 'x'.repeat(MAX_BATCH_BYTES + 1)
    expect((await post(context(harbour), big, { 'Content-Length': String(big.length) })).status).toBe(413)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(1024)))
        controller.close()
      },
    })
    const request = new Request(`http://${harbour.slug}.localhost/api/events`, {
      method: 'POST',
      body: stream,
      // Node's fetch needs duplex for a stream body.
      duplex: 'half',
    })
    const res = await action({ request, context: context(harbour), params: {} })
    expect(res.status).toBe(413)
  })

  it('rate-limits each client: past the limit a 429, while another address still gets through', async () => {
    const context = app({ ANALYTICS_RATE_PER_CLIENT: '3' })
    for (let i = 0; i < 3; i++) expect((await post(context(harbour, '198.51.100.7'), events(4))).status).toBe(202)
    const refused = await post(context(harbour, '198.51.100.7'), events(4))
    expect(refused.status).toBe(429)
    expect((await post(context(harbour, '198.51.100.8'), events(4))).status).toBe(202)
  })

  it('stores nothing (204) with Do Not Track or Global Privacy Control, or on a dealer asking consent before it is given', async () => {
    const context = app()
    const before = await countAnalyticsEvents(database.db, harbour.slug)
    expect((await post(context(harbour), events(4), { DNT: '1' })).status).toBe(204)
    expect((await post(context(harbour), events(4), { 'Sec-GPC': '1' })).status).toBe(204)
    const asking: TenantConfig = { ...harbour, analytics: { enabled: true, consent: 'required' } }
    expect((await post(context(asking), events(4))).status).toBe(204)
    expect((await post(context(asking), events(4), { Cookie: 'analytics_consent=declined' })).status).toBe(204)
    const off: TenantConfig = { ...harbour, analytics: { enabled: false, consent: 'not-required' } }
    expect((await post(context(off), events(4))).status).toBe(204)
    expect(await countAnalyticsEvents(database.db, harbour.slug)).toEqual(before)
    expect((await post(context(asking), events(4), { Cookie: 'analytics_consent=accepted' })).status).toBe(202)
  })

  it('never answers 500, whatever the body', async () => {
    const context = app()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.json({ maxDepth: 4 }),
          fc.uint8Array({ maxLength: 300 }),
          fc
            .record({
              events: fc.array(
                fc.record({
                  id: fc.oneof(fc.constantFrom(4, 9, 14, 26, 61), fc.integer(), fc.string()),
                  payload: fc.anything(),
                  path: fc.oneof(fc.constant('/cars/x'), fc.string()),
                  at: fc.oneof(fc.integer(), fc.double(), fc.string()),
                }),
                { maxLength: 25 },
              ),
            })
            .map((v) => JSON.stringify(v)),
        ),
        async (body) => {
          const res = await post(context(harbour), body)
          expect([202, 400, 413]).toContain(res.status)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('answers a GET with 405 and Allow: POST', async () => {
    const res = loader()
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('POST')
  })
})

describe('POST /analytics/consent', () => {
  const consent = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    consentAction({
      request: new Request(`http://${harbour.slug}.localhost/analytics/consent`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(body),
      }),
      context: app()(harbour),
      params: {},
    })

  it('keeps Accept or Decline in a cookie for a year and goes back to the page (no JavaScript)', async () => {
    const res = await consent({ choice: 'accept', redirect: '/cars/x?y=1' })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/cars/x?y=1')
    expect(res.headers.get('Set-Cookie')).toBe(
      'analytics_consent=accepted; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
    )
    const declined = await consent({ choice: 'decline', redirect: 'https://evil.example/' })
    expect(declined.headers.get('Location')).toBe('/')
    expect(declined.headers.get('Set-Cookie')).toMatch(/^analytics_consent=declined;/)
  })

  it('answers the page’s script with JSON, and anything else with a 400 that says what to do', async () => {
    const res = await consent({ choice: 'accept' }, { Accept: 'application/json' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ choice: 'accepted' })
    const bad = await consent({ choice: 'maybe' })
    expect(bad.status).toBe(400)
    expect(bad.headers.get('Set-Cookie')).toBeNull()
    expect(await bad.text()).toBe('Please choose Accept or Decline.')
  })
})
