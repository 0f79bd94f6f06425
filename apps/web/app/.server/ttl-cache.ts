/**
 * A per-process cache of promises keyed by tenant (the in-memory page cache of the architecture;
 * Redis when there are many machines). A failed load is not kept.
 */
export function ttlCache<T>(ttlMs: number) {
  const entries = new Map<string, { at: number; value: Promise<T> }>()
  return {
    get(key: string, load: () => Promise<T>, now: number = Date.now()): Promise<T> {
      const hit = entries.get(key)
      if (hit && now - hit.at < ttlMs) return hit.value
      const value = load()
      entries.set(key, { at: now, value })
      value.catch(() => entries.delete(key))
      return value
    },
    /** Drops one key (a dealer whose stock changed). */
    forget: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
  }
}

/**
 * A bounded cache of promises whose entries live at most `ttlMs` by the wall clock and by the app's
 * clock (`clock`, given with each read: a test or a frozen APP_NOW moves it), for what stays the same
 * until stock changes; its owner clears it when stock changes. A failed load is not kept.
 */
export interface StockCache<T> {
  get(key: string, clock: number, load: () => Promise<T>): Promise<T>
  /** Drops one entry (a load whose result must not be kept, such as similar cars that timed out). */
  drop(key: string, value: Promise<T>): void
  /** Drops every entry whose key starts with `prefix` (one dealer's, when keys begin with its slug). */
  forgetPrefix(prefix: string): void
  clear(): void
  readonly size: number
}

export function stockCache<T>(ttlMs: number, maxEntries: number, wallClock: () => number = Date.now): StockCache<T> {
  const entries = new Map<string, { at: number; clock: number; value: Promise<T> }>()
  const fresh = (then: number, now: number) => now >= then && now - then < ttlMs
  return {
    get(key, clock, load) {
      const now = wallClock()
      const hit = entries.get(key)
      if (hit && fresh(hit.at, now) && fresh(hit.clock, clock)) return hit.value
      if (hit) entries.delete(key)
      else if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
      const value = load()
      entries.set(key, { at: now, clock, value })
      value.catch(() => this.drop(key, value))
      return value
    },
    drop(key, value) {
      if (entries.get(key)?.value === value) entries.delete(key)
    },
    forgetPrefix(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key)
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}
