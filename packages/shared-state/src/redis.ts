import { createHash } from 'node:crypto'
import { Redis } from 'ioredis'
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import type { CachedPage, Counters, ErrorReporter, Notices, PageCache, SharedState, WindowDecision } from './types'

/*
 * Shared state in Redis (REDIS_URL), for several server processes on several machines:
 * - pages under `{prefix}page:{tenant}:{generation}:{sha256 of the key}` with a PX expiry; a
 *   tenant's invalidation bumps `{prefix}page-gen:{tenant}`, so every process's next lookup misses;
 * - rate-limit windows by rate-limiter-flexible's RateLimiterRedis (`{prefix}rl:{limit}:{ms}:{key}`);
 * - notices by pub/sub on `{prefix}notice:{topic}` (a second connection subscribes);
 * - shared secrets by SET NX under `{prefix}secret:{name}`.
 * Commands fail fast when Redis is away (no offline queue, a command timeout): the page cache
 * answers a miss, the counters let the hit through, both reported to `onError` (ADR 024).
 */

export interface RedisStateOptions {
  url: string
  /** Put before every key and channel, so several sites or test runs share one Redis. */
  prefix?: string
  onError?: ErrorReporter
  /** How long one command may take before it counts as failed; 1000 ms. */
  commandTimeoutMs?: number
}

/** The URL without its password, for messages. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'an unparsable REDIS_URL'
  }
}

function connection(url: string, commandTimeout: number): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout,
    connectTimeout: 5_000,
    // Keep trying to reconnect (every 0.2 s up to every 2 s) after a drop.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  })
}

/** Connects, or throws a message that names the URL (without its password) and the cause. */
async function connect(redis: Redis, url: string): Promise<void> {
  // ioredis rejects connect() with "Connection is closed"; the socket's own error says why.
  let socketError: unknown = null
  const note = (error: unknown) => (socketError ??= error)
  redis.on('error', note)
  try {
    await redis.connect()
    await redis.ping()
  } catch (error) {
    redis.disconnect()
    const first = socketError ?? error
    const cause = first instanceof Error ? first.message : String(first)
    throw new Error(`Redis at ${redactRedisUrl(url)} (REDIS_URL) is not reachable: ${cause}`)
  } finally {
    redis.off('error', note)
  }
}

const HEADER_BYTES = 4

function encodePage(page: CachedPage): Buffer {
  const head = Buffer.from(JSON.stringify({ status: page.status, headers: page.headers }))
  const size = Buffer.alloc(HEADER_BYTES)
  size.writeUInt32BE(head.length)
  return Buffer.concat([size, head, page.body])
}

function decodePage(data: Buffer): CachedPage | null {
  if (data.length < HEADER_BYTES) return null
  const size = data.readUInt32BE(0)
  const { status, headers } = JSON.parse(data.subarray(HEADER_BYTES, HEADER_BYTES + size).toString()) as CachedPage
  return { status, headers, body: data.subarray(HEADER_BYTES + size) }
}

export async function createRedisState(options: RedisStateOptions): Promise<SharedState> {
  const prefix = options.prefix ?? 'dealer:'
  const report: ErrorReporter = options.onError ?? ((what, error) => console.error(`[shared-state] ${what}:`, error))
  const timeout = options.commandTimeoutMs ?? 1_000
  // One line per kind of failure every 10 s at most: a Redis that is away must not flood the log.
  const lastReported = new Map<string, number>()
  const failed = (what: string, error: unknown) => {
    const at = lastReported.get(what) ?? 0
    if (Date.now() - at < 10_000) return
    lastReported.set(what, Date.now())
    report(what, error)
  }
  const redis = connection(options.url, timeout)
  // Before the first connection, a failure is the error connect() throws, not a log line.
  let started = false
  redis.on('error', (error) => started && failed('redis connection', error))
  await connect(redis, options.url)
  started = true
  let subscriber: Redis | null = null
  const listeners = new Map<string, Set<(message: string) => void>>()

  const genKey = (tenant: string) => `${prefix}page-gen:${tenant}`
  const pageCache: PageCache = {
    async lookup(tenant, key) {
      const hash = createHash('sha256').update(key).digest('base64url')
      let entryKey: string | null = null
      let page: CachedPage | null = null
      try {
        const generation = (await redis.get(genKey(tenant))) ?? '0'
        entryKey = `${prefix}page:${tenant}:${generation}:${hash}`
        const data = await redis.getBuffer(entryKey)
        page = data ? decodePage(data) : null
      } catch (error) {
        failed('page cache read (page rendered)', error)
      }
      return {
        page,
        async store(rendered, ttlMs) {
          if (!entryKey || ttlMs <= 0) return
          try {
            await redis.set(entryKey, encodePage(rendered), 'PX', Math.ceil(ttlMs))
          } catch (error) {
            failed('page cache write', error)
          }
        },
      }
    },
    async invalidate(tenant) {
      try {
        await redis.incr(genKey(tenant))
      } catch (error) {
        failed('page cache invalidation', error)
      }
    },
  }

  const limiters = new Map<string, RateLimiterRedis>()
  const limiterFor = (limit: number, windowMs: number) => {
    const id = `${limit}:${windowMs}`
    let limiter = limiters.get(id)
    if (!limiter) {
      // Redis expires a window in whole seconds (EX): a window is at least one second.
      const duration = Math.max(1, Math.ceil(windowMs / 1000))
      limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}rl:${id}`, points: limit, duration })
      limiters.set(id, limiter)
    }
    return limiter
  }
  const counters: Counters = {
    async take(rules): Promise<WindowDecision> {
      const taken: { limiter: RateLimiterRedis; key: string }[] = []
      try {
        for (const [index, rule] of rules.entries()) {
          if (rule.limit <= 0) continue
          const limiter = limiterFor(rule.limit, rule.windowMs)
          try {
            await limiter.consume(rule.key)
            taken.push({ limiter, key: rule.key })
          } catch (refusal) {
            if (!(refusal instanceof RateLimiterRes)) throw refusal
            // Refused: the hit counts against none of the rules taken before this one.
            for (const t of taken) await t.limiter.reward(t.key, 1)
            return { ok: false, refusedBy: index, retryAfterMs: Math.max(1, refusal.msBeforeNext) }
          }
        }
        return { ok: true }
      } catch (error) {
        // Fail open: a shopper is not refused because Redis is away (ADR 024).
        failed('rate limit not counted (request let through)', error)
        return { ok: true }
      }
    },
  }

  const channel = (topic: string) => `${prefix}notice:${topic}`
  const notices: Notices = {
    async publish(topic, message) {
      try {
        await redis.publish(channel(topic), message)
      } catch (error) {
        failed(`notice ${topic} not published`, error)
      }
    },
    async subscribe(topic, listener) {
      if (!subscriber) {
        const sub = connection(options.url, timeout)
        // A subscriber's connection comes back by itself and ioredis subscribes it again.
        let subscribed = false
        sub.on('error', (error) => subscribed && failed('redis subscriber connection', error))
        sub.on('message', (from: string, message: string) => {
          for (const l of listeners.get(from) ?? []) l(message)
        })
        await connect(sub, options.url)
        subscribed = true
        subscriber = sub
      }
      const name = channel(topic)
      const set = listeners.get(name) ?? new Set()
      set.add(listener)
      if (!listeners.has(name)) {
        listeners.set(name, set)
        await subscriber.subscribe(name)
      }
    },
  }

  return {
    kind: 'redis',
    pageCache,
    counters,
    notices,
    async sharedSecret(name, candidate) {
      const key = `${prefix}secret:${name}`
      await redis.set(key, candidate, 'NX')
      const kept = await redis.get(key)
      if (kept === null) throw new Error(`the shared secret ${name} vanished from Redis`)
      return kept
    },
    async close() {
      subscriber?.disconnect()
      redis.disconnect()
    },
  }
}

/** Deletes every key under `prefix` (a test run's, or a site taken down); answers how many. */
export async function clearRedisPrefix(url: string, prefix: string): Promise<number> {
  if (!prefix) throw new Error('clearRedisPrefix needs a prefix: it never empties a whole Redis')
  const redis = connection(url, 5_000)
  await connect(redis, url)
  let deleted = 0
  try {
    for await (const keys of redis.scanStream({ match: `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`, count: 500 })) {
      if ((keys as string[]).length > 0) deleted += await redis.del(...(keys as string[]))
    }
  } finally {
    redis.disconnect()
  }
  return deleted
}
