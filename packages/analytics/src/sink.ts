import { parseEventBatch } from './batch'
import { MAX_BATCH_BYTES, type ReceivedEvent } from './wire'
import { checkPayload, eventName, type EventId, type EventPayload } from './catalogue'
import { analyticsMode, consentFromCookieHeader, requestDoNotTrack, type AnalyticsSettings } from './privacy'

/*
 * The first-party sink (docs/spec-coverage.md, Analytics): POST /api/events takes a batch from
 * the dealer's own pages, checks it against the catalogue and stores it for the request's
 * dealer only. Whatever is posted, the answer is a 2xx or a 4xx; a store that fails is a 503
 * and a warning, never a 500.
 */

/** Where received events are kept (SQL in the app, scoped by tenant). */
export interface EventStore {
  record(tenant: string, events: readonly ReceivedEvent[], receivedAt: Date): Promise<void>
}

/** Counts one batch of a client; false when it is over its limit. The app's lead limiter fits. */
export interface EventRateLimiter {
  take(tenant: string, clientKey: string, now: number): boolean | Promise<boolean>
}

export interface EventSinkDeps {
  store: EventStore
  limiter: EventRateLimiter
  now(): Date
  warn?(message: string, detail?: unknown): void
}

export interface EventBatchRequest {
  tenant: string
  settings: AnalyticsSettings
  /** The client's address (the rate limit's key). */
  clientKey: string
  headers: Headers
  /** The request came over HTTPS (the consent cookie's name depends on it). */
  secure?: boolean
  /** The body as text, or null when it was larger than MAX_BATCH_BYTES and not read. */
  body: string | null
}

export type SinkAnswer =
  | { status: 202; stored: number }
  /** Nothing stored on purpose: analytics off, Do Not Track, or no consent. */
  | { status: 204; stored: 0 }
  | { status: 400 | 413 | 429 | 503; error: string }

export async function receiveEventBatch(req: EventBatchRequest, deps: EventSinkDeps): Promise<SinkAnswer> {
  const now = deps.now()
  if (!(await deps.limiter.take(req.tenant, req.clientKey, now.getTime()))) {
    return { status: 429, error: 'too many event batches; slow down' }
  }
  if (req.body === null) return { status: 413, error: `a batch is at most ${MAX_BATCH_BYTES} bytes` }
  const parsed = parseEventBatch(req.body, now)
  if (!parsed.ok) return { status: 400, error: parsed.reason }
  const mode = analyticsMode(
    req.settings,
    consentFromCookieHeader(req.headers.get('cookie'), req.secure),
    requestDoNotTrack(req.headers),
  )
  if (mode !== 'send') return { status: 204, stored: 0 }
  try {
    await deps.store.record(req.tenant, parsed.events, now)
  } catch (error) {
    ;(deps.warn ?? console.warn)(`analytics: ${parsed.events.length} event(s) of ${req.tenant} not stored`, error)
    return { status: 503, error: 'events not stored; try later' }
  }
  return { status: 202, stored: parsed.events.length }
}

/**
 * Records an event the server itself saw happen (a sign-in, a saved search: forms that work
 * without JavaScript), under the same rules as the page's: analytics on, no Do Not Track, and
 * consent where it is required. A failure is a warning; it never fails the request.
 */
export async function recordServerEvent<Id extends EventId>(
  input: { tenant: string; settings: AnalyticsSettings; headers: Headers; secure?: boolean; path: string },
  event: { id: Id; payload: EventPayload<Id> },
  deps: Pick<EventSinkDeps, 'store' | 'now' | 'warn'>,
): Promise<boolean> {
  const warn = deps.warn ?? console.warn
  try {
    const mode = analyticsMode(
      input.settings,
      consentFromCookieHeader(input.headers.get('cookie'), input.secure),
      requestDoNotTrack(input.headers),
    )
    if (mode !== 'send') return false
    const check = checkPayload(event.id, event.payload)
    if (!check.ok) {
      warn(`analytics: ${check.reason}`)
      return false
    }
    const now = deps.now()
    await deps.store.record(
      input.tenant,
      [
        {
          eventId: event.id,
          name: eventName(event.id),
          path: input.path,
          payload: check.payload,
          clientAt: null,
        },
      ],
      now,
    )
    return true
  } catch (error) {
    warn(`analytics: event ${event.id} of ${input.tenant} not stored`, error)
    return false
  }
}
