import { z } from 'zod'
import { EVENT_CATALOGUE, EVENT_IDS, FIELD_RULES, type EventId, type FieldSpec } from './catalogue'

/*
 * The zod payload schema of every event id (docs/analytics.md), made from the catalogue's field
 * table; the sink checks what it is sent with these. Server code only: the browser checks the
 * same table with `checkPayload`, without zod (docs/spec-coverage.md, Analytics).
 */

const rule = (r: { pattern: RegExp; max: number }, message: string) =>
  z.string().min(1).max(r.max).regex(r.pattern, message)

const carId = rule(FIELD_RULES.carId, 'a car id')

function fieldSchema(spec: FieldSpec): z.ZodTypeAny {
  if (typeof spec !== 'string') return z.enum(spec as unknown as [string, ...string[]])
  switch (spec) {
    case 'car-id':
      return carId
    case 'car-id-or-null':
      return carId.nullable()
    case 'lead-id':
      return rule(FIELD_RULES.leadId, 'a lead id')
    case 'word':
      return rule(FIELD_RULES.word, 'a lowercase name')
    case 'boolean':
      return z.boolean()
    case 'count':
      return z.number().int().min(0).max(FIELD_RULES.count.max)
    case 'query':
      return z.string().max(FIELD_RULES.query.max)
    case 'path':
      return z.string().max(FIELD_RULES.path.max).startsWith('/')
  }
}

/** Each event id's payload schema: its fields, all required, nothing else. */
export const PAYLOAD_SCHEMAS = Object.fromEntries(
  EVENT_IDS.map((id) => [
    id,
    z
      .object(Object.fromEntries(Object.entries(EVENT_CATALOGUE[id].fields).map(([k, spec]) => [k, fieldSchema(spec)])))
      .strict(),
  ]),
) as Record<EventId, z.ZodObject<z.ZodRawShape, 'strict'>>
