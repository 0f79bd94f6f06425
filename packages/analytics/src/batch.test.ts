import { describe, expect, it } from 'vitest'
import { parseEventBatch } from './batch'
import { batchBody, MAX_BATCH_BYTES, MAX_BATCH_EVENTS } from './wire'

const now = new Date('2026-11-20T02:00:00.000Z')
const event = (over: Record<string, unknown> = {}) => ({
  id: 4,
  payload: { car_id: 'hcmg-100042' },
  path: '/cars/2021-toyota-corolla',
  at: now.getTime() - 500,
  ...over,
})

describe('parseEventBatch', () => {
  it('reads a batch into stored events with their names and the browser’s time', () => {
    const parsed = parseEventBatch(batchBody([event(), event({ id: 26 })] as never), now)
    expect(parsed).toEqual({
      ok: true,
      events: [
        {
          eventId: 4,
          name: 'car_viewed',
          path: '/cars/2021-toyota-corolla',
          payload: { car_id: 'hcmg-100042' },
          clientAt: '2026-11-20T01:59:59.500Z',
        },
        expect.objectContaining({ eventId: 26, name: 'finance_calculator_used' }),
      ],
    })
  })

  it('does not believe a browser clock more than a day off', () => {
    const parsed = parseEventBatch(JSON.stringify({ events: [event({ at: 0 })] }), now)
    expect(parsed.ok && parsed.events[0]!.clientAt).toBeNull()
  })

  it('refuses garbage with a reason: not JSON, wrong shape, too many, unknown id, bad payload, too large', () => {
    const reason = (text: string) => {
      const r = parseEventBatch(text, now)
      return r.ok ? 'ok' : r.reason
    }
    expect(reason('')).toBe('empty body')
    expect(reason('{"events":')).toBe('not JSON')
    expect(reason('[]')).toMatch(/^body: /)
    expect(reason('{"events":[]}')).toMatch(/^events: /)
    expect(reason(JSON.stringify({ events: [event()], more: 1 }))).toMatch(/Unrecognized key/)
    expect(reason(JSON.stringify({ events: Array.from({ length: MAX_BATCH_EVENTS + 1 }, () => event()) }))).toMatch(
      /^events: /,
    )
    expect(reason(JSON.stringify({ events: [event(), event({ id: 5 })] }))).toBe('events.1: unknown event id 5')
    expect(reason(JSON.stringify({ events: [event({ payload: { car_id: 7 } })] }))).toMatch(/^events.0: event 4 car_id/)
    expect(reason(JSON.stringify({ events: [event({ path: 'https://x.example/' })] }))).toMatch(/^events.0.path/)
    expect(reason(JSON.stringify({ events: [event({ at: 'now' })] }))).toMatch(/^events.0.at/)
    expect(reason('x'.repeat(MAX_BATCH_BYTES + 1))).toMatch(/larger than/)
  })
})
