/*
 * The wire format between the page and the sink (docs/analytics.md; docs/spec-coverage.md,
 * Analytics):
 *   POST /api/events  {"events":[{"id":4,"payload":{"car_id":"…"},"path":"/cars/…","at":1763600000000}]}
 * One batch holds at most MAX_BATCH_EVENTS events and MAX_BATCH_BYTES bytes; the browser never
 * builds a larger one and the sink refuses it.
 */
import type { EventId } from './catalogue'

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

/** The body of one batch as the page posts it. */
export function batchBody(events: readonly WireEvent[]): string {
  return JSON.stringify({ events })
}
