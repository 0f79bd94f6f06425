import { LRUCache } from 'lru-cache'
import type { CachedPage, Counters, Notices, PageCache, SharedState, WindowDecision } from './types'

/*
 * Shared state of one process (the default: no REDIS_URL). Bounded: the page cache keeps at most
 * `maxPages` entries (least recently used go first) and the counters at most `maxCounters` windows
 * (expired ones, then the oldest, go first), so a flood of URLs or addresses cannot grow memory.
 */

export interface MemoryStateOptions {
  maxPages?: number
  maxCounters?: number
  /** The page cache's clock (tests). */
  now?: () => number
}

export function createMemoryPageCache(options: { maxPages?: number; now?: () => number } = {}): PageCache {
  const now = options.now ?? Date.now
  const pages = new LRUCache<string, { page: CachedPage; expires: number }>({ max: options.maxPages ?? 1000 })
  const generations = new Map<string, number>()
  const prefix = (tenant: string) => `${tenant}\u0000${generations.get(tenant) ?? 0}\u0000`
  return {
    async lookup(tenant, key) {
      const full = prefix(tenant) + key
      const hit = pages.get(full)
      if (hit && hit.expires <= now()) pages.delete(full)
      return {
        page: hit && hit.expires > now() ? hit.page : null,
        async store(page, ttlMs) {
          if (ttlMs > 0) pages.set(full, { page, expires: now() + ttlMs })
        },
      }
    },
    async invalidate(tenant) {
      generations.set(tenant, (generations.get(tenant) ?? 0) + 1)
      const dropped = `${tenant}\u0000`
      for (const key of [...pages.keys()]) if (key.startsWith(dropped)) pages.delete(key)
    },
  }
}

export function createMemoryCounters(options: { maxCounters?: number } = {}): Counters {
  const maxKeys = options.maxCounters ?? 50_000
  const windows = new Map<string, { start: number; count: number; windowMs: number }>()

  const current = (key: string, windowMs: number, now: number) => {
    const w = windows.get(key)
    if (w && now - w.start < windowMs) return w
    const fresh = { start: now, count: 0, windowMs }
    windows.delete(key)
    windows.set(key, fresh)
    if (windows.size > maxKeys) {
      for (const [k, v] of windows) {
        if (windows.size <= maxKeys * 0.9 && now - v.start < v.windowMs) break
        windows.delete(k)
      }
    }
    return fresh
  }

  return {
    async take(rules, now): Promise<WindowDecision> {
      const counted = rules
        .map((rule, index) => ({ rule, index }))
        .filter(({ rule }) => rule.limit > 0)
        .map(({ rule, index }) => ({ w: current(rule.key, rule.windowMs, now), rule, index }))
      const over = counted.find(({ w, rule }) => w.count >= rule.limit)
      if (over) return { ok: false, refusedBy: over.index, retryAfterMs: over.w.start + over.rule.windowMs - now }
      for (const { w } of counted) w.count += 1
      return { ok: true }
    },
  }
}

export function createMemoryNotices(): Notices {
  const topics = new Map<string, Set<(message: string) => void>>()
  return {
    async publish(topic, message) {
      for (const listener of topics.get(topic) ?? []) queueMicrotask(() => listener(message))
    },
    async subscribe(topic, listener) {
      const set = topics.get(topic) ?? new Set()
      set.add(listener)
      topics.set(topic, set)
    },
  }
}

export function createMemoryState(options: MemoryStateOptions = {}): SharedState {
  const secrets = new Map<string, string>()
  return {
    kind: 'memory',
    pageCache: createMemoryPageCache(options),
    counters: createMemoryCounters(options),
    notices: createMemoryNotices(),
    async sharedSecret(name, candidate) {
      if (!secrets.has(name)) secrets.set(name, candidate)
      return secrets.get(name)!
    },
    async close() {},
  }
}
