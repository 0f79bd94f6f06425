import { z } from 'zod'

/*
 * The analytics event catalogue (docs/analytics.md; docs/spec-coverage.md, Analytics). The
 * product names fourteen event ids and shows no payloads; what each id means here, and what it
 * carries, is decided in this one table. Browser and server validate with the same schemas.
 *
 * Payloads never carry a person's details (name, email, phone, free text they typed): ids of
 * things the dealer already holds, and short words from our own lists.
 */

/** A car's id as stored (`cars.id`, e.g. `hcmg-100042`). */
const carId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, 'a car id')
/** One of our own short names (a call-to-action, a form, a filter field): lowercase and dashes. */
const word = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z][a-z0-9_-]*$/, 'a lowercase name')

const carOnly = z.object({ car_id: carId }).strict()

/** Every event: its id, its name in reports, when it fires, and its payload's schema. */
export const EVENT_CATALOGUE = {
  4: {
    name: 'car_viewed',
    when: 'A car page is shown, once per car per browser tab session (reloads and back do not count again).',
    payload: carOnly,
  },
  9: {
    name: 'phone_revealed',
    when: 'The dealer’s masked number is revealed on a car page (the reveal was recorded by the server).',
    payload: carOnly,
  },
  14: {
    name: 'search_viewed',
    when: 'Search results are shown: the first page load and each search changed in the page.',
    payload: z
      .object({
        /** Cars the search found (the count the page shows, before any cap). */
        results: z.number().int().min(0).max(10_000_000),
        /** The search's query string without '?', e.g. `sort=price-desc&page=2` ('' for none). */
        query: z.string().max(1000),
      })
      .strict(),
  },
  15: {
    name: 'search_filter_changed',
    when: 'A filter of the search panel is changed (before Show Me is pressed).',
    payload: z.object({ field: word }).strict(),
  },
  17: {
    name: 'car_action_clicked',
    when: 'A call-to-action of a car page is pressed (Enquire Now, test drive, trade-in, finance, reserve, Call Now…).',
    payload: z.object({ car_id: carId, action: word }).strict(),
  },
  18: {
    name: 'lead_sent',
    when: 'A lead was stored: the thank-you page (or trade-in estimate) of a lead with its lead_id, once per lead.',
    payload: z
      .object({
        lead_id: z
          .string()
          .min(1)
          .max(64)
          .regex(/^[A-Za-z0-9_-]+$/, 'a lead id'),
        form: word,
        car_id: carId.nullable(),
      })
      .strict(),
  },
  25: {
    name: 'car_shared',
    when: 'A car is shared: the link copied, or a share link (Facebook, X, email, SMS…) pressed.',
    payload: z.object({ car_id: carId, channel: word }).strict(),
  },
  26: {
    name: 'finance_calculator_used',
    when: 'The first interaction with a car page’s finance calculator; once per page.',
    payload: carOnly,
  },
  39: {
    name: 'favourite_changed',
    when: 'A car is added to or taken off the favourites (after the server took it).',
    payload: z.object({ car_id: carId, saved: z.boolean() }).strict(),
  },
  48: {
    name: 'compare_changed',
    when: 'A car is added to or taken off the compare list.',
    payload: z.object({ car_id: carId, added: z.boolean() }).strict(),
  },
  49: {
    name: 'car_printed',
    when: 'A car’s print view is opened, or its PDF downloaded.',
    payload: z.object({ car_id: carId, format: z.enum(['print', 'pdf']) }).strict(),
  },
  51: {
    name: 'watchlist_changed',
    when: 'A signed-in shopper saves a car to, or removes it from, the watchlist (after the server took it).',
    payload: z.object({ car_id: carId, saved: z.boolean() }).strict(),
  },
  60: {
    name: 'search_saved',
    when: 'A signed-in shopper saves a search for alerts (recorded by the server when the save is stored).',
    payload: z.object({ path: z.string().min(1).max(1000).startsWith('/') }).strict(),
  },
  61: {
    name: 'signed_in',
    when: 'A shopper signs in with a code (recorded by the server when the session starts).',
    payload: z.object({}).strict(),
  },
} as const satisfies Record<number, { name: string; when: string; payload: z.ZodTypeAny }>

export type EventCatalogue = typeof EVENT_CATALOGUE
/** The spec's event ids, each a key of the catalogue. */
export type EventId = keyof EventCatalogue & number
export type EventPayload<Id extends EventId> = z.input<EventCatalogue[Id]['payload']>

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

export type PayloadCheck = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: string }

/** Checks a payload against its event's schema; the reason names the field. */
export function checkPayload(id: unknown, payload: unknown): PayloadCheck {
  if (!isEventId(id)) return { ok: false, reason: `unknown event id ${JSON.stringify(id)}` }
  const parsed = EVENT_CATALOGUE[id].payload.safeParse(payload)
  if (parsed.success) return { ok: true, payload: parsed.data as Record<string, unknown> }
  const issue = parsed.error.issues[0]
  const at = issue?.path.length ? issue.path.join('.') : 'payload'
  return { ok: false, reason: `event ${id} ${at}: ${issue?.message ?? 'invalid'}` }
}
