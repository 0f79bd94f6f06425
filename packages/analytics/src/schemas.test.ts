import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkPayload, EVENT_CATALOGUE, EVENT_IDS, type EventId } from './catalogue'
import { PAYLOAD_SCHEMAS } from './schemas'
import { SAMPLE_PAYLOADS } from './testing/index'

/** Valid values of every kind, and near misses of each. */
const CANDIDATES: unknown[] = [
  'hcmg-100042',
  'enquiry',
  'make',
  '/search/used-cars',
  '',
  'Jane Smith',
  'a'.repeat(64),
  'a'.repeat(65),
  'x'.repeat(1000),
  'x'.repeat(1001),
  '/' + 'x'.repeat(999),
  'pdf',
  'print',
  'PDF',
  '<script>',
  '-lead',
  'lead_1',
  'Make',
  null,
  true,
  false,
  0,
  -1,
  1.5,
  42,
  10_000_000,
  10_000_001,
  {},
  [],
]

/** A value of any kind a field might be given: valid ones, near misses and junk. */
const fieldValue = fc.oneof(
  fc.constantFrom(...CANDIDATES),
  fc.string({ maxLength: 70 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 2 }),
)

/** A payload of `id`: its sample with some fields changed, dropped or added. */
const payloadOf = (id: EventId) => {
  const keys = Object.keys(EVENT_CATALOGUE[id].fields)
  return fc
    .record({
      changes: fc.dictionary(fc.constantFrom(...keys, 'extra', '__proto__'), fieldValue, { maxKeys: 3 }),
      drop: fc.subarray(keys, { maxLength: Math.min(1, keys.length) }),
    })
    .map(({ changes, drop }) => {
      const p: Record<string, unknown> = { ...SAMPLE_PAYLOADS[id as keyof typeof SAMPLE_PAYLOADS] }
      for (const [k, v] of Object.entries(changes)) {
        if (v === undefined) delete p[k]
        else Object.defineProperty(p, k, { value: v, enumerable: true, writable: true, configurable: true })
      }
      for (const k of drop) delete p[k]
      return p
    })
}

describe('payload schemas', () => {
  it('the sink’s zod schemas and the browser’s check agree on every field given every kind of value', () => {
    for (const id of EVENT_IDS) {
      const sample = SAMPLE_PAYLOADS[id as keyof typeof SAMPLE_PAYLOADS]
      for (const key of [...Object.keys(EVENT_CATALOGUE[id].fields), 'extra']) {
        for (const value of CANDIDATES) {
          const payload = { ...sample, [key]: value }
          const sink = PAYLOAD_SCHEMAS[id].safeParse(payload).success
          expect(checkPayload(id, payload).ok, `${id}.${key} = ${JSON.stringify(value)}`).toBe(sink)
        }
      }
    }
  })

  it('the sink’s zod schemas and the browser’s check give the same answer for every id', () => {
    for (const id of EVENT_IDS) {
      fc.assert(
        fc.property(payloadOf(id), (payload) => {
          const browser = checkPayload(id, payload).ok
          const sink = PAYLOAD_SCHEMAS[id].safeParse(payload).success
          expect(browser, `${id} ${JSON.stringify(payload)}`).toBe(sink)
        }),
        { numRuns: 300 },
      )
      expect(PAYLOAD_SCHEMAS[id].safeParse(SAMPLE_PAYLOADS[id as keyof typeof SAMPLE_PAYLOADS]).success).toBe(true)
    }
  })

  it('refuse what is not an object, for both', () => {
    for (const payload of [null, [], 'x', 4]) {
      expect(checkPayload(4, payload).ok).toBe(false)
      expect(PAYLOAD_SCHEMAS[4].safeParse(payload).success).toBe(false)
    }
  })
})
