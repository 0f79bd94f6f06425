import { describe, expect, it } from 'vitest'
import type { SearchEngine, SearchRequest, SearchResponse } from './engine'
import { withResultCache } from './result-cache'

function countingEngine() {
  const calls: SearchRequest[] = []
  const answer = (r: SearchRequest): SearchResponse => ({
    hits: [],
    count: calls.length,
    facets: {},
    ms: 1,
    pages: 1,
    offset: r.offset ?? 0,
    hitsPerPage: 21,
  })
  const engine: SearchEngine = {
    name: 'counting',
    async search(r) {
      calls.push(r)
      return answer(r)
    },
    async multiSearch(rs) {
      return rs.map((r) => (calls.push(r), answer(r)))
    },
    async index() {},
    async remove() {},
    async replaceAll() {},
  }
  return { engine, calls }
}

const now = new Date('2026-01-01T00:00:00Z')
const req = (extra: Partial<SearchRequest> = {}): SearchRequest => ({ tenant: 'a', now, ...extra })

describe('result cache', () => {
  it('answers equal requests from the cache, whatever the order or case of their values', async () => {
    const { engine, calls } = countingEngine()
    const cached = withResultCache(engine)
    await cached.search(req({ filters: { make: ['Toyota', 'Mazda'] } }))
    await cached.search(req({ filters: { make: ['mazda', 'Toyota'] } }))
    expect(calls).toHaveLength(1)
    await cached.search(req({ filters: { make: ['Toyota'] } }))
    await cached.search(req({ tenant: 'b', filters: { make: ['Toyota'] } }))
    await cached.search(req({ offset: 21 }))
    await cached.search(req({ sort: 'latest' }))
    await cached.search(req({ query: 'hilux' }))
    expect(calls).toHaveLength(6)
  })

  it('evicts the oldest entry at its size', async () => {
    const { engine, calls } = countingEngine()
    const cached = withResultCache(engine, { maxEntries: 2 })
    await cached.search(req({ offset: 0 }))
    await cached.search(req({ offset: 21 }))
    await cached.search(req({ offset: 42 }))
    expect(cached.cacheSize()).toBe(2)
    await cached.search(req({ offset: 21 }))
    expect(calls).toHaveLength(3)
    await cached.search(req({ offset: 0 }))
    expect(calls).toHaveLength(4)
  })

  it('drops a tenant’s answers when its documents change, and expires by ttl', async () => {
    let clock = 0
    const { engine, calls } = countingEngine()
    const cached = withResultCache(engine, { ttlMs: 1000, clock: () => clock })
    await cached.search(req())
    await cached.search(req({ tenant: 'b' }))
    await cached.index('a', [])
    await cached.search(req())
    await cached.search(req({ tenant: 'b' }))
    expect(calls.map((c) => c.tenant)).toEqual(['a', 'b', 'a'])
    clock = 5000
    await cached.search(req({ tenant: 'b' }))
    expect(calls).toHaveLength(4)
  })

  it('sends only the missing requests of a multi-search and keeps the order', async () => {
    const { engine, calls } = countingEngine()
    const cached = withResultCache(engine)
    await cached.search(req({ offset: 21 }))
    const answers = await cached.multiSearch([req(), req({ offset: 21 }), req({ offset: 42 })])
    expect(answers.map((a) => a.offset)).toEqual([0, 21, 42])
    expect(calls.map((c) => c.offset)).toEqual([21, undefined, 42])
  })
})
