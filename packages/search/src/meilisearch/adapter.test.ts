import { Meilisearch } from 'meilisearch'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findSimilarCars } from '../similar-cars'
import { toSearchDoc } from '../search-doc'
import { generateCars } from '../testing/fixtures'
import { createMeilisearchEngine } from './adapter'
import { toMeiliDocument } from './document'

const now = new Date('2026-03-02T00:00:00.000Z')
const docs = generateCars(8, { now }).map((c) => toSearchDoc(c))

/** A fetch that records requests and answers multi-search with canned results. */
function fakeFetch(answer: (body: { queries: unknown[] }) => unknown) {
  const calls: { url: string; method: string; body: unknown }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    const body = init?.body ? JSON.parse(String(init.body)) : null
    calls.push({ url, method: init?.method ?? 'GET', body })
    return new Response(JSON.stringify(answer(body)), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Meilisearch adapter (HTTP stubbed)', () => {
  const client = () => new Meilisearch({ host: 'http://meili.test', apiKey: 'key' })

  it('sends one multi-search per search and maps the answer', async () => {
    const calls = fakeFetch((body) => ({
      results: body.queries.map((_, i) =>
        i === 0
          ? {
              indexUid: 'cars-t',
              hits: docs.slice(0, 3).map(toMeiliDocument),
              totalHits: 3,
              hitsPerPage: 21,
              page: 1,
              totalPages: 1,
              processingTimeMs: 1,
              query: '',
              facetDistribution: { car_type: { used: 3 } },
            }
          : {
              indexUid: 'cars-t',
              hits: [],
              estimatedTotalHits: 9,
              limit: 0,
              offset: 0,
              processingTimeMs: 1,
              query: '',
              facetDistribution: { make: { Toyota: 3, Mazda: 6 } },
            },
      ),
    }))
    const engine = createMeilisearchEngine({ client: client() })
    const r = await engine.search({ tenant: 't', now, filters: { make: ['Toyota'] }, facets: ['car_type', 'make'] })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('http://meili.test/multi-search')
    expect(calls[0]!.method).toBe('POST')
    expect((calls[0]!.body as { queries: unknown[] }).queries).toHaveLength(2)
    expect(r.count).toBe(3)
    expect(r.facets.make!.map((i) => [i.value, i.count, i.selected])).toEqual([
      ['Mazda', 6, false],
      ['Toyota', 3, true],
    ])
    expect(r.hits.map((h) => h.id)).toEqual(docs.slice(0, 3).map((d) => d.id))
  })

  it('sends the similar-cars multi-search in the spec’s shape: indexUid, facets, attributesToHighlight, limit 10, filter', async () => {
    const calls = fakeFetch((body) => ({
      results: body.queries.map(() => ({
        indexUid: 'cars-t',
        hits: docs.map(toMeiliDocument),
        estimatedTotalHits: 8,
        limit: 10,
        offset: 0,
        processingTimeMs: 1,
        query: '',
      })),
    }))
    const engine = createMeilisearchEngine({ client: client() })
    const car = docs[0]!
    const similar = await findSimilarCars(engine, car, { tenant: 't', now })
    expect(calls).toHaveLength(1)
    const queries = (calls[0]!.body as { queries: Record<string, unknown>[] }).queries
    expect(queries).toHaveLength(3)
    for (const q of queries) {
      expect(q).toMatchObject({ indexUid: 'cars-t', facets: [], attributesToHighlight: [], limit: 10, offset: 0 })
      expect(q.filter).toEqual(expect.arrayContaining(['status IN ["in_stock"]']))
    }
    expect(similar!.length).toBeLessThanOrEqual(6)
    expect(similar!.some((d) => d.id === car.id)).toBe(false)
  })

  it('returns null for similar cars when Meilisearch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('{"message":"down","code":"internal","type":"internal","link":""}', { status: 500 }),
      ),
    )
    const engine = createMeilisearchEngine({ client: client() })
    expect(await findSimilarCars(engine, docs[0]!, { tenant: 't', now })).toBeNull()
    await expect(engine.search({ tenant: 't', now })).rejects.toThrow()
  })
})
