import { z } from 'zod'
import { checkPayload, eventName, type EventId } from './catalogue'

/*
 * The wire format between the page and the sink (docs/analytics.md):
 *   POST /api/events  {"events":[{"id":4,"payload":{"car_id":"…"},"path":"/cars/…","at":1763600000000}]}
 * One batch holds at most MAX_BATCH_EVENTS events and MAX_BATCH_BYTES bytes; the browser never
 * builds a larger one and the sink refuses it.
 */

export const MAX_BATCH_EVENTS = 20
export const MAX_BATCH_BYTES = 32 * 1024
/** The longest page path an event names. */
export const MAX_PATH_LENGTH = 300

/** One event as the page sends it. */
export interface WireEvent {
  id: EventId
  payload: Record<string, unknown>
  /** The page's path (no query: queries may carry what is not ours to keep). */
  path: string
  /** The browser's clock, ms since 1970. */
  at: number
}

/** One event as the sink stores it. */
export interface ReceivedEvent {
  eventId: EventId
  name: string
  path: string
  payload: Record<string, unknown>
  /** The browser's time of the event, when it is a plausible one; null otherwise. */
  clientAt: string | null
}

const envelope = z
  .object({
    id: z.number().int(),
    payload: z.unknown(),
    path: z.string().min(1).max(MAX_PATH_LENGTH).startsWith('/'),
    at: z.number().finite(),
  })
  .strict()

const batch = z.object({ events: z.array(envelope).min(1).max(MAX_BATCH_EVENTS) }).strict()

export type BatchParse = { ok: true; events: ReceivedEvent[] } | { ok: false; reason: string }

/** A browser clock more than a day off ours is not believed. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000

/**
 * Reads a posted batch: JSON, the envelope, a known id and a valid payload for every event.
 * All or nothing: one bad event refuses the batch (our own page never sends one), and the
 * reason says which.
 */
export function parseEventBatch(text: string, now: Date): BatchParse {
  if (text.length === 0) return { ok: false, reason: 'empty body' }
  if (new TextEncoder().encode(text).length > MAX_BATCH_BYTES) {
    return { ok: false, reason: `larger than ${MAX_BATCH_BYTES} bytes` }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'not JSON' }
  }
  const parsed = batch.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { ok: false, reason: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` }
  }
  const events: ReceivedEvent[] = []
  for (const [i, e] of parsed.data.events.entries()) {
    const check = checkPayload(e.id, e.payload)
    if (!check.ok) return { ok: false, reason: `events.${i}: ${check.reason}` }
    const id = e.id as EventId
    const plausible = Math.abs(e.at - now.getTime()) <= CLOCK_SKEW_MS
    events.push({
      eventId: id,
      name: eventName(id),
      path: e.path,
      payload: check.payload,
      clientAt: plausible ? new Date(e.at).toISOString() : null,
    })
  }
  return { ok: true, events }
}

/** The body of one batch as the page posts it. */
export function batchBody(events: readonly WireEvent[]): string {
  return JSON.stringify({ events })
}
