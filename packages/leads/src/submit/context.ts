import { createHmac } from 'node:crypto'

/**
 * What the server knows about the request a lead came in (the lead's payload extras;
 * docs/spec-coverage.md, Lead forms).
 */
export interface LeadContextInput {
  /** The page the form was posted from. */
  url: string
  userAgent?: string | null
  /** The client address; stored only as a keyed hash, and only when a key is configured. */
  ip?: string | null
  /** Pages the shopper visited before, oldest first. */
  visitedPages?: readonly string[]
  /** Query parameters of the link that brought the shopper (utm_source...). */
  linkedQueryParams?: Readonly<Record<string, string>> | URLSearchParams
}

/** The context as stored: bounded, never failing. */
export interface LeadContext {
  url: string
  userAgent: string | null
  visitedPages: string[]
  linkedQueryParams: Record<string, string>
}

const MAX_URL = 2_048
const MAX_USER_AGENT = 512
const MAX_PAGES = 50
const MAX_PARAMS = 50
const MAX_PARAM_KEY = 100
const MAX_PARAM_VALUE = 500

/**
 * Bounds the request context. It comes from headers and cookies, not from the shopper's typing,
 * so it is truncated rather than rejected: a long user agent must never lose a lead.
 */
export function normaliseContext(input: LeadContextInput | undefined): LeadContext {
  const raw: Partial<LeadContextInput> = input && typeof input === 'object' ? input : {}
  const pages = Array.isArray(raw.visitedPages) ? raw.visitedPages : []
  return {
    url: clip(raw.url, MAX_URL) ?? '',
    userAgent: clip(raw.userAgent, MAX_USER_AGENT),
    // The most recent pages say most about what the shopper wants.
    visitedPages: pages
      .slice(-MAX_PAGES)
      .map((p) => clip(p, MAX_URL))
      .filter((p): p is string => p !== null),
    linkedQueryParams: boundParams(raw.linkedQueryParams),
  }
}

function boundParams(params: LeadContextInput['linkedQueryParams'] | undefined): Record<string, string> {
  const entries: [string, unknown][] =
    params instanceof URLSearchParams
      ? [...params.entries()]
      : params && typeof params === 'object'
        ? Object.entries(params)
        : []
  const out: Record<string, string> = {}
  for (const [key, value] of entries) {
    if (Object.keys(out).length >= MAX_PARAMS) break
    const k = clip(key, MAX_PARAM_KEY)
    const v = clip(value, MAX_PARAM_VALUE)
    // A key like __proto__ would not be stored as data on a plain object.
    if (k && v !== null && k !== '__proto__') out[k] = v
  }
  return out
}

function clip(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null
  return value.length > max ? value.slice(0, max) : value
}

/**
 * A keyed hash of the client address, for spotting abuse without storing the address. Keyed,
 * because the IPv4 space is small enough to reverse a plain hash.
 */
export function hashIp(ip: string | null | undefined, key: string | undefined): string | null {
  if (!ip || !key) return null
  return createHmac('sha256', key).update(ip).digest('hex').slice(0, 32)
}
