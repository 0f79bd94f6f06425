import type { BrowserContext, Request } from '@playwright/test'

/** One analytics event as the page posted it to /api/events, with the sink's answer. */
export interface SentEvent {
  id: number
  payload: Record<string, unknown>
  path: string
}

/**
 * Records every batch the pages of `context` post to the analytics sink (the beacons), and the
 * sink's answer to each, while letting them through to the server.
 */
export function captureAnalytics(context: BrowserContext) {
  const batches: { request: Request; events: SentEvent[]; status: number | null }[] = []
  context.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/events') return
    let events: SentEvent[] = []
    try {
      events = (JSON.parse(request.postData() ?? '') as { events: SentEvent[] }).events
    } catch {
      events = []
    }
    batches.push({ request, events, status: null })
  })
  context.on('requestfinished', async (request) => {
    const batch = batches.find((b) => b.request === request)
    if (batch) batch.status = (await request.response())?.status() ?? null
  })
  return {
    /** Every event sent so far, in order. */
    events: () => batches.flatMap((b) => b.events),
    /** The ids sent so far, in order. */
    ids: () => batches.flatMap((b) => b.events.map((e) => e.id)),
    /** How many events of `id` were sent. */
    count: (id: number) => batches.reduce((n, b) => n + b.events.filter((e) => e.id === id).length, 0),
    /** The sink's answers so far (null while a request is in flight). */
    statuses: () => batches.map((b) => b.status),
    batches: () => batches.length,
  }
}
