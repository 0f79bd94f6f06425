/*
 * What several server processes must agree on (ARCHITECTURE, "One machine, then many"): page-cache
 * entries and their invalidation, rate-limit counters, shared secrets and change notices. One
 * interface; memory.ts keeps it in this process, redis.ts in Redis (REDIS_URL). Both pass
 * contract.ts.
 */

/** Header values as Node's ServerResponse keeps them. */
export type PageHeaders = Record<string, string | number | readonly string[]>

/** A rendered page as the page cache keeps it. */
export interface CachedPage {
  readonly status: number
  readonly headers: PageHeaders
  readonly body: Buffer
}

/** A lookup's answer: the page kept for the key, and how to keep one under the same generation. */
export interface PageLookup {
  readonly page: CachedPage | null
  /**
   * Keeps a page rendered for this lookup. It is filed under the tenant's generation read by the
   * lookup, so a page whose rendering began before an invalidation is never served after it.
   */
  store(page: CachedPage, ttlMs: number): Promise<void>
}

export interface PageCache {
  /** Never throws: a store that cannot answer is a miss (the page is rendered). */
  lookup(tenant: string, key: string): Promise<PageLookup>
  /** Drops every page of the tenant, in every process that shares this cache. */
  invalidate(tenant: string): Promise<void>
}

/** One fixed-window limit: at most `limit` hits per `windowMs` for `key`. A limit of 0 is off. */
export interface WindowRule {
  readonly key: string
  readonly limit: number
  readonly windowMs: number
}

/** A counted hit, or the index of the rule that refused it and the time until its window ends. */
export type WindowDecision = { ok: true } | { ok: false; refusedBy: number; retryAfterMs: number }

export interface Counters {
  /**
   * Counts one hit against every rule. When a rule is over its limit the hit is refused and counted
   * against none of the others. A window starts at the first hit after the last one ended.
   * `now` is the memory store's clock (tests); Redis keeps time itself (key expiry).
   */
  take(rules: readonly WindowRule[], now: number): Promise<WindowDecision>
}

export interface Notices {
  /** Tells every subscriber of `topic`, in this and every other process, `message`. */
  publish(topic: string, message: string): Promise<void>
  /** Resolves once the subscription is live (a message published after it arrives). */
  subscribe(topic: string, listener: (message: string) => void): Promise<void>
}

export interface SharedState {
  readonly kind: 'memory' | 'redis'
  readonly pageCache: PageCache
  readonly counters: Counters
  readonly notices: Notices
  /**
   * The value shared under `name`: the first process to ask stores its `candidate`, every later
   * one gets that value back (SET NX in Redis).
   */
  sharedSecret(name: string, candidate: string): Promise<string>
  close(): Promise<void>
}

/** Where a store reports a failure it kept to itself (a miss served, a limit not counted). */
export type ErrorReporter = (what: string, error: unknown) => void
