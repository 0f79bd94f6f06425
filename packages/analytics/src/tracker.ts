import { batchBody, MAX_BATCH_BYTES, MAX_BATCH_EVENTS, MAX_PATH_LENGTH, type WireEvent } from './wire'
import { checkPayload, eventName, type EventId, type EventPayload } from './catalogue'
import type { AnalyticsMode, ConsentChoice } from './privacy'

/*
 * The browser side of analytics (docs/spec-coverage.md, Analytics): events are checked against
 * the catalogue, queued, and sent in batches with navigator.sendBeacon, on a short timer and when
 * the page is hidden or left. Every failure is a console warning and nothing else: the shopper
 * never sees analytics fail. Written against a small environment so tests drive the clock and
 * the beacon.
 */

/** What the tracker needs of the browser. */
export interface TrackerEnv {
  /**
   * navigator.sendBeacon, bound; null when the browser has none. The body goes as a string (sent
   * as text/plain, which the sink reads as JSON all the same): a simple request, and one the
   * browser's own tools can show.
   */
  sendBeacon: ((url: string, body: string) => boolean) | null
  /** fetch, for when the beacon refuses (its queue is full); null when there is none. */
  fetch: ((url: string, init: RequestInit) => Promise<{ ok: boolean; status: number }>) | null
  setTimer(fn: () => void, ms: number): unknown
  clearTimer(handle: unknown): void
  now(): number
  /** The page's path (location.pathname). */
  path(): string
  warn(message: string, detail?: unknown): void
  /** window.dataLayer (created when missing), for the dealer's tag manager. */
  dataLayer(): unknown[]
  /** Adds the tag manager's script to the page, once; only ever called while sending. */
  loadTagManager(gtmId: string): void
}

export interface TrackerConfig {
  /** The tenant's first-party sink, `/api/events`. */
  endpoint: string
  mode: AnalyticsMode
  /** The dealer's Google Tag Manager container: events are pushed to its dataLayer too. */
  gtmId: string | null
  /** How long the first queued event waits for company before the batch goes. */
  flushMs?: number
}

export const DEFAULT_FLUSH_MS = 1000
/** Events kept in the page before configuration or while the consent banner waits. */
export const MAX_HELD_EVENTS = 50

export interface Tracker {
  /** Called once the page knows the dealer's settings; until then events are held. */
  configure(config: TrackerConfig): void
  /**
   * Records one event. False (and a warning) when it does not fit the catalogue; true when it
   * was queued, held, or dropped on purpose (analytics off, Do Not Track, consent declined).
   */
  track<Id extends EventId>(id: Id, payload: EventPayload<Id>): boolean
  /** The consent banner's answer: accepted sends what was held, declined drops it. */
  consent(choice: ConsentChoice): void
  /** Sends everything queued now (the page is being hidden or left). */
  flush(): void
  readonly mode: AnalyticsMode | 'unconfigured'
}

export function createTracker(env: TrackerEnv): Tracker {
  let config: TrackerConfig | null = null
  let mode: AnalyticsMode | 'unconfigured' = 'unconfigured'
  /** Checked events not yet allowed out (before configuration, or while asking). */
  let held: WireEvent[] = []
  /** Events allowed out and waiting for the next batch. */
  const queue: WireEvent[] = []
  let timer: unknown = null
  let tagManagerLoaded = false

  const warn = (message: string, detail?: unknown) => {
    try {
      env.warn(`analytics: ${message}`, detail)
    } catch {
      // Not even a warning can stop the page.
    }
  }

  const forward = (event: WireEvent) => {
    if (!config?.gtmId) return
    try {
      if (!tagManagerLoaded) {
        tagManagerLoaded = true
        env.loadTagManager(config.gtmId)
      }
      env.dataLayer().push({ event: 'dealer_event', id: event.id, name: eventName(event.id), ...event.payload })
    } catch (error) {
      warn('not passed to the tag manager', error)
    }
  }

  const enqueue = (event: WireEvent) => {
    queue.push(event)
    forward(event)
    if (queue.length >= MAX_BATCH_EVENTS) {
      flush()
      return
    }
    if (timer === null) {
      timer = env.setTimer(() => {
        timer = null
        flush()
      }, config?.flushMs ?? DEFAULT_FLUSH_MS)
    }
  }

  const send = (events: WireEvent[]) => {
    const body = batchBody(events)
    if (new TextEncoder().encode(body).length > MAX_BATCH_BYTES && events.length > 1) {
      const half = Math.ceil(events.length / 2)
      send(events.slice(0, half))
      send(events.slice(half))
      return
    }
    const endpoint = config!.endpoint
    try {
      if (env.sendBeacon?.(endpoint, body)) return
    } catch (error) {
      warn('beacon failed', error)
    }
    if (!env.fetch) {
      warn(`${events.length} event(s) not sent: no beacon or fetch`)
      return
    }
    env
      .fetch(endpoint, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
        keepalive: true,
        credentials: 'same-origin',
      })
      .then((res) => {
        if (!res.ok) warn(`${events.length} event(s) refused: HTTP ${res.status}`)
      })
      .catch((error: unknown) => warn(`${events.length} event(s) not sent`, error))
  }

  function flush() {
    if (timer !== null) {
      env.clearTimer(timer)
      timer = null
    }
    if (mode !== 'send') return
    while (queue.length > 0) send(queue.splice(0, MAX_BATCH_EVENTS))
  }

  const release = () => {
    const events = held
    held = []
    for (const e of events) enqueue(e)
  }

  return {
    get mode() {
      return mode
    },
    configure(next) {
      config = next
      mode = next.mode
      if (mode === 'send') release()
      else if (mode === 'off') held = []
    },
    track(id, payload) {
      const check = checkPayload(id, payload)
      if (!check.ok) {
        warn(check.reason, payload)
        return false
      }
      if (mode === 'off') return true
      const event: WireEvent = {
        id,
        payload: check.payload,
        path: safePath(env),
        at: env.now(),
      }
      if (mode === 'send') enqueue(event)
      else if (held.length < MAX_HELD_EVENTS) held.push(event)
      return true
    },
    consent(choice) {
      if (mode !== 'ask') return
      if (choice === 'accepted') {
        mode = 'send'
        release()
      } else {
        mode = 'off'
        held = []
      }
    },
    flush,
  }
}

function safePath(env: TrackerEnv): string {
  try {
    const path = env.path()
    return path.startsWith('/') ? path.slice(0, MAX_PATH_LENGTH) : '/'
  } catch {
    return '/'
  }
}
