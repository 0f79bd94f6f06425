import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createMemoryCounters, type Counters, type WindowRule } from '@dealer/shared-state'

/*
 * Abuse defences in front of every lead form (issue "Leads", Abuse): a honeypot that fails
 * closed, a minimum fill time carried in a signed token, an Origin check, and rate limits per
 * client address and per tenant. Each check is a plain function so it is tested without HTTP.
 */

type Env = Readonly<Record<string, string | undefined>>

/** A text field people never see. It must be posted, and empty: a form posted without it is rejected. */
export const HONEYPOT_FIELD = 'hp_contact_confirm'
/** The signed time the form was rendered at. */
export const FORM_STARTED_FIELD = 'form_started'

/** Why a submission was refused before it was stored. */
export type GuardRefusal =
  'cross-origin' | 'honeypot' | 'form-token' | 'expired' | 'too-fast' | 'rate-limited' | 'dealer-busy' | 'too-large'

/** Texts a person may see for a refusal (ours, except where the issue gave the wording). */
export const REFUSAL_MESSAGES: Record<GuardRefusal, string> = {
  'cross-origin': 'This form was sent from another website. Please send it again from this page.',
  honeypot: 'This form is out of date. Please reload the page and try again.',
  'form-token': 'This form is out of date. Please reload the page and try again.',
  // docs/spec-coverage.md, Hardening: the wording.
  expired: 'This form has expired, please send it again.',
  'too-fast': 'That was quick! Please check your details, then send the form again.',
  // Only when this address went over its own limit (docs/spec-coverage.md, Hardening).
  'rate-limited': 'Too many forms have been sent from your connection. Please wait a minute and try again.',
  // The dealer-wide cap: nothing is wrong with this shopper's connection.
  'dealer-busy':
    'This website is receiving an unusually large number of forms right now. Please wait a minute and try again.',
  'too-large': 'This form is too large to send. Please shorten your comments and try again.',
}

export const REFUSAL_STATUS: Record<GuardRefusal, number> = {
  'cross-origin': 403,
  honeypot: 400,
  'form-token': 400,
  expired: 400,
  'too-fast': 400,
  'rate-limited': 429,
  'dealer-busy': 429,
  'too-large': 413,
}

/** A refusal, with the seconds to wait for a rate limit (sent as `Retry-After`). */
export interface Refusal {
  reason: GuardRefusal
  retryAfterSeconds?: number
}

/** The headers of a refusal's response: `Retry-After` on a 429 (docs/spec-coverage.md, Hardening). */
export function refusalHeaders(refusal: Refusal): HeadersInit | undefined {
  return refusal.retryAfterSeconds !== undefined ? { 'Retry-After': String(refusal.retryAfterSeconds) } : undefined
}

// ── Form start token ─────────────────────────────────────────────────────────────────────────

/**
 * What a form token is bound to (docs/decisions/019-form-tokens.md): the dealer, the form (the
 * path it posts to, which is the path it is rendered at) and the form's idempotency key. None of
 * it travels in the token: the server knows the tenant and the path, and the key is posted.
 */
export interface FormBinding {
  tenant: string
  path: string
  idempotencyKey: string
}

/** How long a rendered form may be sent (docs/spec-coverage.md, Hardening). */
export const FORM_TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000

/** A request's path as a form binding names it: lower case, no trailing slash, no `.data` suffix. */
export function formPath(url: string): string {
  let pathname = new URL(url).pathname.toLowerCase()
  if (pathname.endsWith('.data')) pathname = pathname.slice(0, -'.data'.length)
  if (pathname === '/_root') return '/'
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
}

/** `{ms}.{hmac}`: when the form was rendered, signed with what it is bound to. */
export function formStartToken(now: Date, secret: string, binding: FormBinding): string {
  const ms = String(now.getTime())
  return `${ms}.${sign(ms, binding, secret)}`
}

/**
 * Checks the token of a posted form: signed by us for this tenant, form and idempotency key, at
 * least `minFillMs` old and younger than `maxAgeMs`. A token from the future (clock skew between
 * two servers) counts as just rendered. 'expired' is only said of a token that is otherwise
 * good, so the caller may still answer a replay of a committed key like its first success.
 */
export function checkFormStart(
  token: unknown,
  now: Date,
  secret: string,
  binding: FormBinding,
  limits: { minFillMs: number; maxAgeMs: number },
): 'ok' | 'form-token' | 'too-fast' | 'expired' {
  if (typeof token !== 'string' || token.length > 80) return 'form-token'
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return 'form-token'
  const [, ms, mac] = match as unknown as [string, string, string]
  const expected = Buffer.from(sign(ms, binding, secret))
  const given = Buffer.from(mac)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'form-token'
  const age = now.getTime() - Number(ms)
  if (age > limits.maxAgeMs) return 'expired'
  return age >= limits.minFillMs ? 'ok' : 'too-fast'
}

function sign(ms: string, binding: FormBinding, secret: string): string {
  // Length-prefixed parts: no two bindings serialise to the same text.
  const parts = [ms, binding.tenant, binding.path, binding.idempotencyKey].map((p) => `${p.length}:${p}`)
  return createHmac('sha256', secret)
    .update(`form-start:v2:${parts.join('|')}`)
    .digest('base64url')
}

/** The honeypot rule: the field must be there and empty. Missing means a hand-made POST. */
export function checkHoneypot(value: FormDataEntryValue | null): 'ok' | 'honeypot' {
  return typeof value === 'string' && value === '' ? 'ok' : 'honeypot'
}

// ── Origin ───────────────────────────────────────────────────────────────────────────────────

/**
 * CSRF defence beside SameSite cookies: a browser's POST names its origin. A different origin
 * (another host, or the same host on another scheme), or the opaque "null" origin, is refused. Without an Origin header (old browsers, curl),
 * `Sec-Fetch-Site: cross-site` is still refused; otherwise the request is let through.
 */
export function isSameOrigin(headers: Headers, requestUrl: string): boolean {
  const origin = headers.get('origin')
  const url = new URL(requestUrl)
  // The Host the server matched the dealer on; X-Forwarded-Host is dropped at the edge (server/request-head.js).
  const host = headers.get('host') ?? url.host
  if (origin !== null) {
    if (origin === 'null') return false
    try {
      // Scheme and host (docs/spec-coverage.md, Hardening): an https page may not post to the
      // http site, nor the other way. The request URL's scheme is the one the server saw, which
      // follows X-Forwarded-Proto only with TRUST_PROXY=1.
      const from = new URL(origin)
      return from.protocol === url.protocol && from.host === host
    } catch {
      return false
    }
  }
  return headers.get('sec-fetch-site') !== 'cross-site'
}

/**
 * A form POST that changes what the shopper keeps (favourites, consent, a saved search, a session):
 * a POST from another site is refused with a 403 that says so (`isSameOrigin`).
 */
export function requireSameOrigin(request: Request): void {
  if (!isSameOrigin(request.headers, request.url)) {
    throw new Response('This form was sent from another website.', { status: 403 })
  }
}

// ── Rate limits ──────────────────────────────────────────────────────────────────────────────

export interface RateLimit {
  /** POSTs allowed in one window. 0 turns the limit off. */
  limit: number
  windowMs: number
}

/** A counted POST, or which limit refused it and when its window ends. */
export type RateDecision = { ok: true } | { ok: false; scope: 'client' | 'tenant'; retryAfterMs: number }

export interface RateLimiter {
  /** Counts one POST against both limits; false when either is over (and nothing is counted). */
  take(tenant: string, clientKey: string, now: number): Promise<boolean>
  /** Counts one POST from `clientKey` (every POST, valid or not); refused when the address is over its limit. */
  takeClient(tenant: string, clientKey: string, now: number): Promise<RateDecision>
  /** Counts one valid submission toward the dealer-wide cap; refused when the dealer is over it. */
  takeTenant(tenant: string, now: number): Promise<RateDecision>
}

/**
 * Fixed-window counters per client address and per tenant. By default in this process's memory
 * (bounded: expired windows are dropped, and past `maxKeys` the oldest keys go first, so a flood
 * of addresses cannot grow memory without bound); given the shared state's counters, in Redis
 * when REDIS_URL is set, so every server process counts against the same windows (ADR 024).
 * `namespace` keeps two limiters on one store apart (lead forms, analytics).
 */
export function createRateLimiter(options: {
  perClient: RateLimit
  perTenant: RateLimit
  maxKeys?: number
  counters?: Counters
  namespace?: string
}): RateLimiter {
  const counters = options.counters ?? createMemoryCounters({ maxCounters: options.maxKeys ?? 50_000 })
  const ns = options.namespace ?? ''
  type Check = WindowRule & { scope: 'client' | 'tenant' }
  const client = (tenant: string, clientKey: string): Check => ({
    key: `${ns}c:${tenant}:${clientKey}`,
    ...options.perClient,
    scope: 'client',
  })
  const dealer = (tenant: string): Check => ({ key: `${ns}t:${tenant}`, ...options.perTenant, scope: 'tenant' })
  const takeAll = async (checks: Check[], now: number): Promise<RateDecision> => {
    const decision = await counters.take(checks, now)
    if (decision.ok) return { ok: true }
    return { ok: false, scope: checks[decision.refusedBy]!.scope, retryAfterMs: decision.retryAfterMs }
  }

  return {
    take: async (tenant, clientKey, now) => (await takeAll([client(tenant, clientKey), dealer(tenant)], now)).ok,
    takeClient: (tenant, clientKey, now) => takeAll([client(tenant, clientKey)], now),
    takeTenant: (tenant, now) => takeAll([dealer(tenant)], now),
  }
}

/** A refused rate decision as a refusal, with whole seconds to wait (at least 1). */
export function rateRefusal(decision: RateDecision): Refusal | null {
  if (decision.ok) return null
  return {
    reason: decision.scope === 'client' ? 'rate-limited' : 'dealer-busy',
    retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
  }
}

/** Settings from the environment, with defaults that no person filling in forms will meet. */
export function leadGuardSettings(secret: string, env: Env = process.env) {
  const int = (name: string, fallback: number) => {
    const n = Number(env[name])
    return env[name] !== undefined && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback
  }
  return {
    /** Signs form tokens and the remembered-details cookie; see formSecret(). */
    secret,
    minFillMs: int('LEAD_MIN_FILL_MS', 2_000),
    /** How long a rendered form may be sent: 2 hours (docs/spec-coverage.md, Hardening). */
    maxAgeMs: FORM_TOKEN_LIFETIME_MS,
    perClient: { limit: int('LEAD_RATE_PER_CLIENT', 10), windowMs: 60_000 },
    perTenant: { limit: int('LEAD_RATE_PER_TENANT', 300), windowMs: 60_000 },
    /** Largest accepted form body in bytes. */
    maxBodyBytes: int('LEAD_MAX_BODY_BYTES', 64 * 1024),
  }
}
export type LeadGuardSettings = ReturnType<typeof leadGuardSettings>

/** The guard as the services hold it: settings, the limiter, and a count of refusals by reason. */
export interface LeadGuard {
  readonly settings: LeadGuardSettings
  readonly limiter: RateLimiter
  refused(reason: GuardRefusal): void
  readonly refusals: Readonly<Record<GuardRefusal, number>>
}

export function createLeadGuard(settings: LeadGuardSettings, counters?: Counters): LeadGuard {
  const refusals: Record<GuardRefusal, number> = {
    'cross-origin': 0,
    honeypot: 0,
    'form-token': 0,
    expired: 0,
    'too-fast': 0,
    'rate-limited': 0,
    'dealer-busy': 0,
    'too-large': 0,
  }
  return {
    settings,
    limiter: createRateLimiter({
      perClient: settings.perClient,
      perTenant: settings.perTenant,
      counters,
      namespace: 'lead:',
    }),
    refused: (reason) => {
      refusals[reason] += 1
    },
    refusals,
  }
}

/**
 * FORM_SECRET, or one kept in the data directory so that forms rendered before a restart can
 * still be sent after it.
 */
export function formSecret(env: Env, dataDir: string): string {
  if (env.FORM_SECRET) return env.FORM_SECRET
  const file = path.join(dataDir, 'form-secret')
  try {
    const existing = fs.readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch {
    // Not written yet.
  }
  const secret = randomBytes(32).toString('base64url')
  fs.mkdirSync(dataDir, { recursive: true })
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  } catch {
    // Another process wrote it first: use theirs.
    return fs.readFileSync(file, 'utf8').trim()
  }
}
