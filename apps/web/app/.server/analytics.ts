import {
  analyticsMode,
  consentCookie,
  consentFromCookieHeader,
  MAX_BATCH_BYTES,
  receiveEventBatch,
  recordServerEvent,
  type EventId,
  type EventPayload,
  type ConsentChoice,
  type EventStore,
  type SinkAnswer,
} from '@dealer/analytics'
import type { AnalyticsBoot } from '@dealer/analytics/client'
import { insertAnalyticsEvents, type Database } from '@dealer/db'
import type { Counters } from '@dealer/shared-state'
import type { TenantConfig } from '@dealer/tenant'
import type { AppLoadContext } from '@remix-run/node'
import { createRateLimiter, type RateLimiter } from './lead-guard'
import { isHttps } from './site-cookie'

/*
 * Analytics out (docs/spec-coverage.md, Analytics): the composition root's side of
 * @dealer/analytics. The sink stores into SQL for the request's dealer; its rate limits are the
 * lead forms' kind of fixed-window counters, with their own (looser) numbers.
 */

/** The first-party sink every page posts its batches to. */
export const EVENTS_ENDPOINT = '/api/events'

type Env = Readonly<Record<string, string | undefined>>

export interface AnalyticsService {
  readonly store: EventStore
  readonly limiter: RateLimiter
}

/**
 * ANALYTICS_RATE_PER_CLIENT (batches a minute from one address, default 60: a page sends one
 * every second at most while a shopper is busy) and ANALYTICS_RATE_PER_TENANT (default 6000).
 */
export function createAnalytics(database: Database, env: Env = process.env, counters?: Counters): AnalyticsService {
  const int = (name: string, fallback: number) => {
    const n = Number(env[name])
    return env[name] !== undefined && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback
  }
  return {
    store: { record: (tenant, events, at) => insertAnalyticsEvents(database.db, tenant, events, at) },
    limiter: createRateLimiter({
      perClient: { limit: int('ANALYTICS_RATE_PER_CLIENT', 60), windowMs: 60_000 },
      perTenant: { limit: int('ANALYTICS_RATE_PER_TENANT', 6000), windowMs: 60_000 },
      // The shared state's counters (Redis with REDIS_URL: every process counts together).
      counters,
      namespace: 'analytics:',
    }),
  }
}

/** What the root hands the browser: where to send, the dealer's settings, the shopper's answer. */
export function analyticsBoot(tenant: TenantConfig, request: Request): AnalyticsBoot {
  const { enabled, consent, gtmId } = tenant.analytics
  return {
    endpoint: EVENTS_ENDPOINT,
    settings: { enabled, consent },
    choice: consentFromCookieHeader(request.headers.get('cookie'), isHttps(request)),
    gtmId: gtmId ?? null,
  }
}

/**
 * Whether the page shows the consent banner: the dealer asks for consent and the shopper has not
 * answered. Do Not Track is not read here (the page cache keys pages by URL only); the browser
 * hides the banner itself when its signal is on.
 */
export function consentAsked(boot: AnalyticsBoot): boolean {
  return analyticsMode(boot.settings, boot.choice, false) === 'ask'
}

/** The body as text, or null when it is larger than a batch may be (never read past the cap). */
async function readCapped(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > max) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/** POST /api/events: the page's batch, stored for this host's dealer only. */
export async function receiveEvents(request: Request, context: AppLoadContext): Promise<SinkAnswer> {
  const { tenant, services } = context
  let body: string | null
  try {
    body = await readCapped(request, MAX_BATCH_BYTES)
  } catch {
    return { status: 400, error: 'the body could not be read' }
  }
  return receiveEventBatch(
    {
      tenant: tenant.slug,
      settings: tenant.analytics,
      clientKey: context.clientIp ?? 'unknown',
      headers: request.headers,
      secure: isHttps(request),
      body,
    },
    { store: services.analytics.store, limiter: services.analytics.limiter, now: () => new Date() },
  )
}

/**
 * Records an event the server saw happen (a sign-in, a saved search), under the page's privacy
 * rules; never fails the request it is part of.
 */
export async function noteServerEvent<Id extends EventId>(
  request: Request,
  context: AppLoadContext,
  id: Id,
  payload: EventPayload<Id>,
): Promise<void> {
  const { tenant, services } = context
  let path = '/'
  try {
    path = new URL(request.url).pathname
  } catch {
    // A request URL is always absolute; keep '/' if not.
  }
  await recordServerEvent(
    { tenant: tenant.slug, settings: tenant.analytics, headers: request.headers, secure: isHttps(request), path },
    { id, payload },
    { store: services.analytics.store, now: () => new Date() },
  )
}

/** The consent form's answer and the cookie that keeps it; null for anything but accept or decline. */
export function consentAnswer(
  request: Request,
  value: FormDataEntryValue | null,
): { choice: ConsentChoice; cookie: string } | null {
  const choice = value === 'accept' ? 'accepted' : value === 'decline' ? 'declined' : null
  if (!choice) return null
  return { choice, cookie: consentCookie(choice, isHttps(request)) }
}
