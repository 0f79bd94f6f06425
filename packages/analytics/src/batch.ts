import { z } from 'zod'
import { eventName, isEventId, type EventId } from './catalogue'
import { PAYLOAD_SCHEMAS } from './schemas'
import { MAX_BATCH_BYTES, MAX_BATCH_EVENTS, MAX_PATH_LENGTH, type ReceivedEvent } from './wire'

/*
 * The sink's reading of a posted batch (the wire format is in wire.ts; docs/spec-coverage.md,
 * Analytics). Server code only: it carries zod.
 */

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
    if (!isEventId(e.id)) return { ok: false, reason: `events.${i}: unknown event id ${e.id}` }
    const id: EventId = e.id
    const payload = PAYLOAD_SCHEMAS[id].safeParse(e.payload)
    if (!payload.success) {
      const issue = payload.error.issues[0]
      const at = issue?.path.length ? issue.path.join('.') : 'payload'
      return { ok: false, reason: `events.${i}: event ${id} ${at}: ${issue?.message ?? 'invalid'}` }
    }
    const plausible = Math.abs(e.at - now.getTime()) <= CLOCK_SKEW_MS
    events.push({
      eventId: id,
      name: eventName(id),
      path: e.path,
      payload: payload.data,
      clientAt: plausible ? new Date(e.at).toISOString() : null,
    })
  }
  return { ok: true, events }
}
