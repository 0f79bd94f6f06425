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
