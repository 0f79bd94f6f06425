import { compileRequest, requestKey } from './compile'
import type { SearchEngine, SearchRequest, SearchResponse } from './engine'
import type { SearchDoc } from './search-doc'

/** The size is ours; 500 answers of ~21 cards is a few MB at most. */
export const DEFAULT_CACHE_ENTRIES = 500

export interface ResultCacheOptions {
  /** Most answers kept; the oldest is evicted first. 0 turns caching off. */
  readonly maxEntries?: number
  /**
   * How long an answer stays valid. Infinite for the embedded engine (its updates invalidate);
   * set it for Meilisearch, which other processes (sync-search) update.
   */
  readonly ttlMs?: number
  readonly clock?: () => number
}

interface Entry {
  readonly tenant: string
  readonly at: number
  readonly response: SearchResponse
}

/**
 * Result cache: answers keyed by tenant, offset, query, sort and refinements (plus
 * page size, page presets, facets and the minute of the sold cut-off), evicting the oldest
 * entry when full; a tenant's entries are dropped when its documents change through this engine.
 * Traced in docs/spec-coverage.md, Search.
 */
export function withResultCache(
  engine: SearchEngine,
  options: ResultCacheOptions = {},
): SearchEngine & { readonly cacheSize: () => number } {
  const max = options.maxEntries ?? DEFAULT_CACHE_ENTRIES
  const ttl = options.ttlMs ?? Infinity
  const clock = options.clock ?? Date.now
  const entries = new Map<string, Entry>()

  const read = (key: string): SearchResponse | null => {
    const e = entries.get(key)
    if (!e) return null
    if (clock() - e.at > ttl) {
      entries.delete(key)
      return null
    }
    return e.response
  }
  const write = (key: string, tenant: string, response: SearchResponse) => {
    if (max <= 0) return
    entries.delete(key)
    while (entries.size >= max) entries.delete(entries.keys().next().value!)
    entries.set(key, { tenant, at: clock(), response })
  }
  const invalidate = (tenant: string) => {
    for (const [key, e] of entries) if (e.tenant === tenant) entries.delete(key)
  }
  const fromCache = (started: number, response: SearchResponse): SearchResponse => ({
    ...response,
    ms: performance.now() - started,
  })

  return {
    name: `${engine.name}+cache`,
    cacheSize: () => entries.size,
    async search(request: SearchRequest) {
      const started = performance.now()
      const key = requestKey(compileRequest(request))
      const hit = read(key)
      if (hit) return fromCache(started, hit)
      const response = await engine.search(request)
      write(key, request.tenant, response)
      return response
    },
    async multiSearch(requests: readonly SearchRequest[]) {
      const started = performance.now()
      const keys = requests.map((r) => requestKey(compileRequest(r)))
      const answers: (SearchResponse | null)[] = keys.map(read)
      const cached = answers.map((a) => a !== null)
      const missing = requests.filter((_, i) => answers[i] === null)
      if (missing.length > 0) {
        const fresh = await engine.multiSearch(missing)
        let j = 0
        answers.forEach((a, i) => {
          if (a !== null) return
          const response = fresh[j++]!
          answers[i] = response
          write(keys[i]!, requests[i]!.tenant, response)
        })
      }
      return answers.map((a, i) => (cached[i] ? fromCache(started, a!) : a!))
    },
    async index(tenant: string, docs: readonly SearchDoc[]) {
      await engine.index(tenant, docs)
      invalidate(tenant)
    },
    async remove(tenant: string, ids: readonly string[]) {
      await engine.remove(tenant, ids)
      invalidate(tenant)
    },
    async replaceAll(tenant: string, docs: readonly SearchDoc[]) {
      await engine.replaceAll(tenant, docs)
      invalidate(tenant)
    },
  }
}
