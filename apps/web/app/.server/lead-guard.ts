import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

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

/** Why a submission was refused before its fields were read. */
export type GuardRefusal = 'cross-origin' | 'honeypot' | 'form-token' | 'too-fast' | 'rate-limited' | 'too-large'

/** Texts a person may see for a refusal (ours: no wording was given). */
export const REFUSAL_MESSAGES: Record<GuardRefusal, string> = {
  'cross-origin': 'This form was sent from another website. Please send it again from this page.',
  honeypot: 'This form is out of date. Please reload the page and try again.',
  'form-token': 'This form is out of date. Please reload the page and try again.',
  'too-fast': 'That was quick! Please check your details, then send the form again.',
  'rate-limited': 'Too many forms have been sent from your connection. Please wait a minute and try again.',
  'too-large': 'This form is too large to send. Please shorten your comments and try again.',
}

export const REFUSAL_STATUS: Record<GuardRefusal, number> = {
  'cross-origin': 403,
  honeypot: 400,
  'form-token': 400,
  'too-fast': 400,
  'rate-limited': 429,
  'too-large': 413,
}

// ── Form start token ─────────────────────────────────────────────────────────────────────────

/** `{ms}.{hmac}`: when the form was rendered, signed so a bot cannot backdate it. */
export function formStartToken(now: Date, secret: string): string {
  const ms = String(now.getTime())
  return `${ms}.${sign(ms, secret)}`
}

/**
 * Checks the token of a posted form: signed by us, and at least `minFillMs` old. A token from
 * the future (clock skew between two servers) counts as just rendered. No maximum age: a form
 * left open overnight is still a person's enquiry.
 */
export function checkFormStart(
  token: unknown,
  now: Date,
  secret: string,
  minFillMs: number,
): 'ok' | 'form-token' | 'too-fast' {
  if (typeof token !== 'string' || token.length > 80) return 'form-token'
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return 'form-token'
  const [, ms, mac] = match as unknown as [string, string, string]
  const expected = Buffer.from(sign(ms, secret))
  const given = Buffer.from(mac)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'form-token'
  return now.getTime() - Number(ms) >= minFillMs ? 'ok' : 'too-fast'
}

function sign(value: string, secret: string): string {
  return createHmac('sha256', secret).update(`form-start:${value}`).digest('base64url')
}

/** The honeypot rule: the field must be there and empty. Missing means a hand-made POST. */
export function checkHoneypot(value: FormDataEntryValue | null): 'ok' | 'honeypot' {
  return typeof value === 'string' && value === '' ? 'ok' : 'honeypot'
}

// ── Origin ───────────────────────────────────────────────────────────────────────────────────

/**
 * CSRF defence beside SameSite cookies: a browser's POST names its origin. A different origin,
 * or the opaque "null" origin, is refused. Without an Origin header (old browsers, curl),
 * `Sec-Fetch-Site: cross-site` is still refused; otherwise the request is let through.
 */
export function isSameOrigin(headers: Headers, requestUrl: string): boolean {
  const origin = headers.get('origin')
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? new URL(requestUrl).host
  if (origin !== null) {
    if (origin === 'null') return false
    try {
      return new URL(origin).host === host
    } catch {
      return false
    }
  }
  return headers.get('sec-fetch-site') !== 'cross-site'
}

// ── Rate limits ──────────────────────────────────────────────────────────────────────────────

export interface RateLimit {
  /** POSTs allowed in one window. 0 turns the limit off. */
  limit: number
  windowMs: number
}

export interface RateLimiter {
  /** Counts one POST; false when the client or the tenant is over its limit (and nothing is counted). */
  take(tenant: string, clientKey: string, now: number): boolean
}

/**
 * Fixed-window counters per client address and per tenant, in memory (one server process, per
 * ARCHITECTURE). The map is bounded: expired windows are dropped, and past `maxKeys` the oldest
 * keys go first, so a flood of addresses cannot grow memory without bound.
 */
export function createRateLimiter(options: {
  perClient: RateLimit
  perTenant: RateLimit
  maxKeys?: number
}): RateLimiter {
  const maxKeys = options.maxKeys ?? 50_000
  const windows = new Map<string, { start: number; count: number }>()

  const current = (key: string, rule: RateLimit, now: number) => {
    const w = windows.get(key)
    if (w && now - w.start < rule.windowMs) return w
    const fresh = { start: now, count: 0 }
    windows.delete(key)
    windows.set(key, fresh)
    if (windows.size > maxKeys) {
      for (const [k, v] of windows) {
        if (windows.size <= maxKeys * 0.9 && now - v.start < rule.windowMs) break
        windows.delete(k)
      }
    }
    return fresh
  }

  return {
    take(tenant, clientKey, now) {
      const checks: [string, RateLimit][] = []
      if (options.perClient.limit > 0) checks.push([`c:${tenant}:${clientKey}`, options.perClient])
      if (options.perTenant.limit > 0) checks.push([`t:${tenant}`, options.perTenant])
      const counters = checks.map(([key, rule]) => ({ w: current(key, rule, now), rule }))
      if (counters.some(({ w, rule }) => w.count >= rule.limit)) return false
      for (const { w } of counters) w.count += 1
      return true
    },
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

export function createLeadGuard(settings: LeadGuardSettings): LeadGuard {
  const refusals: Record<GuardRefusal, number> = {
    'cross-origin': 0,
    honeypot: 0,
    'form-token': 0,
    'too-fast': 0,
    'rate-limited': 0,
    'too-large': 0,
  }
  return {
    settings,
    limiter: createRateLimiter({ perClient: settings.perClient, perTenant: settings.perTenant }),
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
