import { describe, expect, it } from 'vitest'
import { checkPayload, EVENT_IDS, eventName, isEventId } from './catalogue'
import { EVENT_MEANINGS } from './meanings'
import { SAMPLE_PAYLOADS } from './testing/index'

describe('event catalogue', () => {
  it('holds exactly the product’s fourteen event ids, each with its own name', () => {
    expect(EVENT_IDS).toEqual([4, 9, 14, 15, 17, 18, 25, 26, 39, 48, 49, 51, 60, 61])
    const names = EVENT_IDS.map(eventName)
    expect(new Set(names).size).toBe(EVENT_IDS.length)
    for (const name of names) expect(name).toMatch(/^[a-z]+(_[a-z]+)+$/)
    expect(eventName(26)).toBe('finance_calculator_used')
  })

  it('accepts a valid payload of every id', () => {
    expect(Object.keys(SAMPLE_PAYLOADS).map(Number)).toEqual(EVENT_IDS)
    for (const id of EVENT_IDS) expect(checkPayload(id, SAMPLE_PAYLOADS[id]), String(id)).toMatchObject({ ok: true })
  })

  it('refuses unknown ids, missing or extra fields and wrong types, naming the field', () => {
    expect(isEventId(26)).toBe(true)
    expect(isEventId(27)).toBe(false)
    expect(isEventId('26')).toBe(false)
    expect(checkPayload(27, {})).toEqual({ ok: false, reason: 'unknown event id 27' })
    expect(checkPayload(4, {})).toMatchObject({ ok: false, reason: expect.stringContaining('event 4 car_id') })
    expect(checkPayload(4, { car_id: 'a', extra: 1 })).toMatchObject({ ok: false })
    expect(checkPayload(39, { car_id: 'a', saved: 'yes' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('saved'),
    })
    expect(checkPayload(14, { results: -1, query: '' })).toMatchObject({ ok: false })
    expect(checkPayload(60, { path: 'https://elsewhere.example/' })).toMatchObject({ ok: false })
    expect(checkPayload(61, null)).toMatchObject({ ok: false })
  })

  it('keeps a person’s details out: car ids, lead ids and names are short tokens, not free text', () => {
    expect(checkPayload(4, { car_id: '<script>' })).toMatchObject({ ok: false })
    expect(checkPayload(17, { car_id: 'c1', action: 'Jane Smith 0412 345 678' })).toMatchObject({ ok: false })
    expect(checkPayload(18, { lead_id: 'jane@example.com', form: 'enquiry', car_id: null })).toMatchObject({
      ok: false,
    })
    expect(checkPayload(4, { car_id: 'x'.repeat(65) })).toMatchObject({ ok: false })
  })

  it('describes when every event fires', () => {
    for (const id of EVENT_IDS) expect(EVENT_MEANINGS[id].length, String(id)).toBeGreaterThan(20)
  })
})
