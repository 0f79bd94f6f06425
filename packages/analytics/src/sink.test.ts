import { describe, expect, it } from 'vitest'
import type { ReceivedEvent } from './wire'
import { MAX_BATCH_BYTES } from './wire'
import { receiveEventBatch, recordServerEvent, type EventBatchRequest, type EventStore } from './sink'

const now = new Date('2026-11-20T02:00:00.000Z')

function memoryStore(fail = false) {
  const rows: { tenant: string; event: ReceivedEvent; at: string }[] = []
  const store: EventStore = {
    async record(tenant, events, at) {
      if (fail) throw new Error('database is down')
      for (const event of events) rows.push({ tenant, event, at: at.toISOString() })
    },
  }
  return { store, rows }
}

const everyone = { take: () => true }
const body = (...ids: number[]) =>
  JSON.stringify({ events: ids.map((id) => ({ id, payload: { car_id: 'c1' }, path: '/cars/x', at: now.getTime() })) })

const request = (over: Partial<EventBatchRequest> = {}): EventBatchRequest => ({
  tenant: 'harbour',
  settings: { enabled: true, consent: 'not-required' },
  clientKey: '203.0.113.9',
  headers: new Headers(),
  body: body(4, 26),
  ...over,
})

describe('receiveEventBatch', () => {
  it('stores a valid batch for the request’s dealer and answers 202 with the count', async () => {
    const { store, rows } = memoryStore()
    const answer = await receiveEventBatch(request(), { store, limiter: everyone, now: () => now })
    expect(answer).toEqual({ status: 202, stored: 2 })
    expect(rows.map((r) => [r.tenant, r.event.eventId, r.at])).toEqual([
      ['harbour', 4, now.toISOString()],
      ['harbour', 26, now.toISOString()],
    ])
  })

  it('answers garbage with 400 and stores nothing', async () => {
    const { store, rows } = memoryStore()
    for (const text of ['', 'nope', '{"events":[]}', body(4, 5), '{"events":[{"id":4}]}', '\u0000\u0001']) {
      const answer = await receiveEventBatch(request({ body: text }), { store, limiter: everyone, now: () => now })
      expect(answer.status, text).toBe(400)
    }
    expect(rows).toEqual([])
  })

  it('answers 413 to a body too large to read', async () => {
    const { store } = memoryStore()
    const answer = await receiveEventBatch(request({ body: null }), { store, limiter: everyone, now: () => now })
    expect(answer).toEqual({ status: 413, error: `a batch is at most ${MAX_BATCH_BYTES} bytes` })
  })

  it('answers 429 once the client is over its limit, before reading anything', async () => {
    const { store, rows } = memoryStore()
    const seen: string[] = []
    const limiter = {
      take: (tenant: string, client: string) => {
        seen.push(`${tenant}/${client}`)
        return seen.length <= 1
      },
    }
    expect((await receiveEventBatch(request(), { store, limiter, now: () => now })).status).toBe(202)
    expect((await receiveEventBatch(request({ body: 'garbage' }), { store, limiter, now: () => now })).status).toBe(429)
    expect(seen).toEqual(['harbour/203.0.113.9', 'harbour/203.0.113.9'])
    expect(rows).toHaveLength(2)
  })

  it('stores nothing (204) with Do Not Track, Global Privacy Control, analytics off, or no consent', async () => {
    const { store, rows } = memoryStore()
    const deps = { store, limiter: everyone, now: () => now }
    const asking = { enabled: true, consent: 'required' } as const
    const dropped = [
      request({ headers: new Headers({ DNT: '1' }) }),
      request({ headers: new Headers({ 'Sec-GPC': '1' }) }),
      request({ settings: { enabled: false, consent: 'not-required' } }),
      request({ settings: asking }),
      request({ settings: asking, headers: new Headers({ Cookie: 'analytics_consent=declined' }) }),
    ]
    for (const r of dropped) expect(await receiveEventBatch(r, deps)).toEqual({ status: 204, stored: 0 })
    expect(rows).toEqual([])
    const accepted = request({ settings: asking, headers: new Headers({ Cookie: 'analytics_consent=accepted' }) })
    expect(await receiveEventBatch(accepted, deps)).toEqual({ status: 202, stored: 2 })
  })

  it('answers 503 with a warning when the store fails, never throwing', async () => {
    const { store } = memoryStore(true)
    const warnings: string[] = []
    const answer = await receiveEventBatch(request(), {
      store,
      limiter: everyone,
      now: () => now,
      warn: (m) => void warnings.push(m),
    })
    expect(answer).toEqual({ status: 503, error: 'events not stored; try later' })
    expect(warnings).toEqual(['analytics: 2 event(s) of harbour not stored'])
  })
})

describe('recordServerEvent', () => {
  const input = {
    tenant: 'harbour',
    settings: { enabled: true, consent: 'not-required' as const },
    headers: new Headers(),
    path: '/sign-in',
  }

  it('stores an event the server saw, under the same privacy rules as the page', async () => {
    const { store, rows } = memoryStore()
    expect(await recordServerEvent(input, { id: 61, payload: {} }, { store, now: () => now })).toBe(true)
    expect(
      await recordServerEvent(
        { ...input, headers: new Headers({ DNT: '1' }) },
        { id: 61, payload: {} },
        { store, now: () => now },
      ),
    ).toBe(false)
    expect(rows.map((r) => [r.tenant, r.event.eventId, r.event.name, r.event.path, r.event.clientAt])).toEqual([
      ['harbour', 61, 'signed_in', '/sign-in', null],
    ])
  })

  it('never throws: a failing store or a bad payload is a warning', async () => {
    const warnings: string[] = []
    const warn = (m: string) => void warnings.push(m)
    const failing = memoryStore(true)
    expect(
      await recordServerEvent(input, { id: 61, payload: {} }, { store: failing.store, now: () => now, warn }),
    ).toBe(false)
    const { store } = memoryStore()
    // @ts-expect-error a payload the catalogue refuses
    expect(await recordServerEvent(input, { id: 60, payload: { path: 7 } }, { store, now: () => now, warn })).toBe(
      false,
    )
    expect(warnings).toEqual([
      'analytics: event 61 of harbour not stored',
      expect.stringMatching(/^analytics: event 60 path/),
    ])
  })
})
