/*
 * The analytics event catalogue (docs/analytics.md; docs/spec-coverage.md, Analytics). The
 * product names fourteen event ids and shows no payloads; what each id is called here, and what it
 * carries, is decided in this one table (when each fires: meanings.ts, server only).
 *
 * Each payload is a few fields of a few kinds. The sink checks a payload with a zod schema made
 * from the table (schemas.ts); the browser checks it with `checkPayload` below, made from the same
 * table without zod, so no page ships the zod library for analytics. A test holds the two to the
 * same answers.
 *
 * Payloads never carry a person's details (name, email, phone, free text they typed): ids of
 * things the dealer already holds, and short words from our own lists.
 */

/** The kinds of payload field, each with one rule (FIELD_RULES). */
export type FieldKind = 'car-id' | 'car-id-or-null' | 'lead-id' | 'word' | 'boolean' | 'count' | 'query' | 'path'
/** A field is a kind, or a list of the only words it may be. */
export type FieldSpec = FieldKind | readonly [string, ...string[]]

/** The rules behind each kind: the zod schemas and `checkPayload` both read these. */
export const FIELD_RULES = {
  /** A car's id as stored (`cars.id`, e.g. `hcmg-100042`). */
  carId: { pattern: /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, max: 64 },
  /** A lead's id as stored. */
  leadId: { pattern: /^[A-Za-z0-9_-]+$/, max: 64 },
  /** One of our own short names (a call-to-action, a form, a filter field): lowercase and dashes. */
  word: { pattern: /^[a-z][a-z0-9_-]*$/, max: 40 },
  count: { max: 10_000_000 },
  query: { max: 1000 },
  path: { max: 1000 },
} as const

/**
 * Every event: its id, its name in reports and its payload's fields. When each fires is in
 * meanings.ts (`EVENT_MEANINGS`), which only the server imports: the browser's tracker needs the
 * names and fields, not the descriptions.
 */
export const EVENT_CATALOGUE = {
  4: {
    name: 'car_viewed',
    fields: { car_id: 'car-id' },
  },
  9: {
    name: 'phone_revealed',
    fields: { car_id: 'car-id' },
  },
  14: {
    name: 'search_viewed',
    // results: cars the search found; query: its query string without '?' ('' for none).
    fields: { results: 'count', query: 'query' },
  },
  15: {
    name: 'search_filter_changed',
    fields: { field: 'word' },
  },
  17: {
    name: 'car_action_clicked',
    fields: { car_id: 'car-id', action: 'word' },
  },
  18: {
    name: 'lead_sent',
    fields: { lead_id: 'lead-id', form: 'word', car_id: 'car-id-or-null' },
  },
  25: {
    name: 'car_shared',
    fields: { car_id: 'car-id', channel: 'word' },
  },
  26: {
    name: 'finance_calculator_used',
    fields: { car_id: 'car-id' },
  },
  39: {
    name: 'favourite_changed',
    fields: { car_id: 'car-id', saved: 'boolean' },
  },
  48: {
    name: 'compare_changed',
    fields: { car_id: 'car-id', added: 'boolean' },
  },
  49: {
    name: 'car_printed',
    fields: { car_id: 'car-id', format: ['print', 'pdf'] },
  },
  51: {
    name: 'watchlist_changed',
    fields: { car_id: 'car-id', saved: 'boolean' },
  },
  60: {
    name: 'search_saved',
    fields: { path: 'path' },
  },
  61: {
    name: 'signed_in',
    fields: {},
  },
} as const satisfies Record<number, { name: string; fields: Record<string, FieldSpec> }>

export type EventCatalogue = typeof EVENT_CATALOGUE
/** The spec's event ids, each a key of the catalogue. */
export type EventId = keyof EventCatalogue & number

type FieldValue<S> = S extends 'car-id' | 'lead-id' | 'word' | 'query' | 'path'
  ? string
  : S extends 'car-id-or-null'
    ? string | null
    : S extends 'boolean'
      ? boolean
      : S extends 'count'
        ? number
        : S extends readonly (infer W)[]
          ? W
          : never

/** The payload of one event id, as track() takes it. */
export type EventPayload<Id extends EventId> = {
  -readonly [K in keyof EventCatalogue[Id]['fields']]: FieldValue<EventCatalogue[Id]['fields'][K]>
}

/** The ids in ascending order: 4, 9, 14, 15, 17, 18, 25, 26, 39, 48, 49, 51, 60, 61. */
export const EVENT_IDS = Object.keys(EVENT_CATALOGUE)
  .map(Number)
  .sort((a, b) => a - b) as EventId[]

export function isEventId(value: unknown): value is EventId {
  return typeof value === 'number' && Object.prototype.hasOwnProperty.call(EVENT_CATALOGUE, value)
}

/** The name of an event id (`car_viewed` for 4). */
export function eventName(id: EventId): string {
  return EVENT_CATALOGUE[id].name
}

/** The fields of an event id. */
export function eventFields(id: EventId): Readonly<Record<string, FieldSpec>> {
  return EVENT_CATALOGUE[id].fields
}

const matches = (value: unknown, rule: { pattern: RegExp; max: number }) =>
  typeof value === 'string' && value.length >= 1 && value.length <= rule.max && rule.pattern.test(value)

/** Why `value` does not fit `spec`, or null when it does. */
export function fieldProblem(spec: FieldSpec, value: unknown): string | null {
  if (typeof spec !== 'string') return spec.includes(value as string) ? null : `one of ${spec.join(', ')}`
  switch (spec) {
    case 'car-id':
      return matches(value, FIELD_RULES.carId) ? null : 'a car id'
    case 'car-id-or-null':
      return value === null || matches(value, FIELD_RULES.carId) ? null : 'a car id or null'
    case 'lead-id':
      return matches(value, FIELD_RULES.leadId) ? null : 'a lead id'
    case 'word':
      return matches(value, FIELD_RULES.word) ? null : 'a lowercase name'
    case 'boolean':
      return typeof value === 'boolean' ? null : 'true or false'
    case 'count':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= FIELD_RULES.count.max
        ? null
        : 'a whole number, 0 or more'
    case 'query':
      return typeof value === 'string' && value.length <= FIELD_RULES.query.max ? null : 'a query string'
    case 'path':
      return typeof value === 'string' && value.startsWith('/') && value.length <= FIELD_RULES.path.max
        ? null
        : 'a path starting with /'
  }
}

export type PayloadCheck = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: string }

/**
 * Checks a payload against its event's fields: every field there and valid, nothing else. The
 * reason names the field. The browser's check; the sink's zod schemas give the same answers.
 */
export function checkPayload(id: unknown, payload: unknown): PayloadCheck {
  if (!isEventId(id)) return { ok: false, reason: `unknown event id ${JSON.stringify(id)}` }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return { ok: false, reason: `event ${id} payload: an object` }
  }
  const fields = eventFields(id)
  const given = payload as Record<string, unknown>
  for (const key of Object.keys(given)) {
    if (!Object.prototype.hasOwnProperty.call(fields, key))
      return { ok: false, reason: `event ${id} ${key}: not a field` }
  }
  const checked: Record<string, unknown> = {}
  for (const [key, spec] of Object.entries(fields)) {
    const value = Object.hasOwn(given, key) ? given[key] : undefined
    const problem = fieldProblem(spec, value)
    if (problem) return { ok: false, reason: `event ${id} ${key}: ${problem}` }
    checked[key] = value
  }
  return { ok: true, payload: checked }
}
