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

  it('collapses sold runs over the whole ordered list of a mixed result, then fetches the page by id', async () => {
    // In order: a1, s1, s2, s3, a2, s4. Collapsed: a1, s1, a2, s4; page 1 of 2 at 2 a page.
    const order = [
      { ...docs[0]!, id: 'a1', available: true },
      { ...docs[1]!, id: 's1', available: false },
      { ...docs[2]!, id: 's2', available: false },
      { ...docs[3]!, id: 's3', available: false },
      { ...docs[4]!, id: 'a2', available: true },
      { ...docs[5]!, id: 's4', available: false },
    ]
    const answer = (hits: unknown[], extra: Record<string, unknown> = {}) => ({
      indexUid: 'cars-t',
      hits,
      processingTimeMs: 1,
      query: '',
      ...extra,
    })
    let call = 0
    const calls = fakeFetch(() => {
      call++
      if (call === 1)
        return {
          results: [
            answer(order.slice(2, 4).map(toMeiliDocument), {
              totalHits: 6,
              hitsPerPage: 2,
              page: 2,
              totalPages: 3,
              facetDistribution: { available: { true: 2, false: 4 } },
            }),
          ],
        }
      if (call === 2) return { results: [answer(order.map((d) => ({ id: d.id, available: d.available })))] }
      // Answered out of order: the adapter puts the page back in list order.
      return { results: [answer([order[5]!, order[4]!].map(toMeiliDocument))] }
    })
    const engine = createMeilisearchEngine({ client: client() })
    const r = await engine.search({ tenant: 't', now, hitsPerPage: 2, offset: 2 })
    expect(calls).toHaveLength(3)
    expect((calls[0]!.body as { queries: { facets: string[] }[] }).queries[0]!.facets).toContain('available')
    expect((calls[1]!.body as { queries: unknown[] }).queries[0]).toMatchObject({
      attributesToRetrieve: ['id', 'available'],
      offset: 0,
      limit: 20_000,
    })
    expect((calls[2]!.body as { queries: unknown[] }).queries[0]).toMatchObject({ filter: ['id IN ["a2", "s4"]'] })
    expect(r.hits.map((h) => h.id)).toEqual(['a2', 's4'])
    expect(r.count).toBe(4)
    expect(r.pages).toBe(2)
  })

  it('makes one call when the result is not mixed (no sold car, or only sold cars)', async () => {
    const calls = fakeFetch((body) => ({
      results: body.queries.map(() => ({
        indexUid: 'cars-t',
        hits: docs.slice(0, 2).map(toMeiliDocument),
        totalHits: 2,
        hitsPerPage: 21,
        page: 1,
        totalPages: 1,
        processingTimeMs: 1,
        query: '',
        facetDistribution: { available: { true: 2 } },
      })),
    }))
    const r = await createMeilisearchEngine({ client: client() }).search({ tenant: 't', now })
    expect(calls).toHaveLength(1)
    expect(r.count).toBe(2)
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
