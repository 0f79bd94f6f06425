import { describe, expect, it } from 'vitest'
import { compileRequest } from '../compile'
import type { SearchRequest } from '../engine'
import { toSearchDoc } from '../search-doc'
import { generateCars } from '../testing/fixtures'
import { fromMeiliHit, toMeiliDocument } from './document'
import { filterExpression, filterFor, quote, sortFor, visibilityExpression } from './filter'
import { planQueries, readResults } from './query'
import { INDEX_SETTINGS, facetAttribute } from './settings'

const now = new Date('2026-03-02T00:00:00.000Z')
const cutoff = Date.parse('2026-02-27T00:00:00.000Z')
const compile = (r: Partial<SearchRequest>) => compileRequest({ tenant: 'westside', now, ...r })

describe('Meilisearch filter strings', () => {
  it('quotes values safely', () => {
    expect(quote('Toyota')).toBe('"Toyota"')
    expect(quote('He said "hi" \\')).toBe('"He said \\"hi\\" \\\\"')
  })

  it('translates each kind of field', () => {
    const c = compile({
      filters: {
        make: ['Toyota', 'mazda'],
        filtered_features: ['Tow Bar'],
        certified: ['true'],
        price: ['-9999', '100000-'],
        km: ['10000-49999'],
        year: ['2020'],
        weekly_price_range: ['-150'],
        car_type: ['used', 'new'],
      },
    })
    expect(c.refinements.map(filterExpression)).toEqual([
      'car_type IN ["new", "used"]',
      'make IN ["Toyota", "mazda"]',
      'year 2020 TO 2020',
      'km 10000 TO 49999',
      '(price <= 9999 OR price >= 100000)',
      'weekly_price <= 150',
      'certified = true',
      'filtered_features IN ["Tow Bar"]',
    ])
  })

  it('always filters on stock visibility with the minute-rounded sold cut-off', () => {
    expect(visibilityExpression(cutoff)).toBe(
      `show_on_dealer_website = true AND (available = true OR sold_ts >= ${cutoff})`,
    )
    expect(filterFor(compile({}))).toEqual([visibilityExpression(cutoff)])
    expect(filterFor(compile({ includeSoldCarsDays: 7 }))[0]).toContain(`sold_ts >= ${cutoff - 4 * 86_400_000}`)
  })

  it('adds price > 0 only to the lowest-price sort of tenants that ask', () => {
    expect(filterFor(compile({ sort: 'price-asc', lowestPriceRequiresPrice: true }))).toContain('price > 0')
    expect(filterFor(compile({ sort: 'price-asc' }))).not.toContain('price > 0')
    expect(filterFor(compile({ sort: 'price-desc', lowestPriceRequiresPrice: true }))).not.toContain('price > 0')
  })

  it('maps sort options to sort strings', () => {
    expect(sortFor(compile({ sort: 'relevance' }))).toBeUndefined()
    expect(sortFor(compile({ sort: 'latest' }))).toEqual(['created_ts:desc'])
    expect(sortFor(compile({ sort: 'price-desc' }))).toEqual(['price:desc'])
    expect(sortFor(compile({ sort: 'price-asc' }))).toEqual(['price:asc'])
  })
})

describe('the multi-search body of one search', () => {
  const c = compile({
    query: 'hilux',
    search_filters: { item_type: ['car'] },
    filters: { make: ['Toyota'], body: ['Ute'], price_range: ['5000-30000'] },
    facets: ['make', 'body', 'fuel', 'price'],
    sort: 'price-asc',
    offset: 42,
  })
  const plan = planQueries(c, 'cars-westside')
  const vis = visibilityExpression(cutoff)

  it('is one hits query plus one count query per refined facet, each without its own filter', () => {
    expect(plan.queries).toEqual([
      {
        indexUid: 'cars-westside',
        q: 'hilux',
        matchingStrategy: 'all',
        attributesToHighlight: [],
        filter: [vis, 'item_type IN ["car"]', 'make IN ["Toyota"]', 'body IN ["Ute"]', 'price 5000 TO 30000'],
        facets: ['fuel', 'price_band', 'available'],
        sort: ['price:asc'],
        page: 3,
        hitsPerPage: 21,
      },
      {
        indexUid: 'cars-westside',
        q: 'hilux',
        matchingStrategy: 'all',
        attributesToHighlight: [],
        filter: [vis, 'item_type IN ["car"]', 'body IN ["Ute"]', 'price 5000 TO 30000'],
        facets: ['make'],
        limit: 0,
      },
      {
        indexUid: 'cars-westside',
        q: 'hilux',
        matchingStrategy: 'all',
        attributesToHighlight: [],
        filter: [vis, 'item_type IN ["car"]', 'make IN ["Toyota"]', 'price 5000 TO 30000'],
        facets: ['body'],
        limit: 0,
      },
    ])
    expect([...plan.facetSource]).toEqual([
      ['fuel', 0],
      ['price', 0],
      ['make', 1],
      ['body', 2],
    ])
  })

  it('reads counts for each facet from its own query', () => {
    const docs = generateCars(3, { now }).map((car) => toMeiliDocument(toSearchDoc(car)))
    const result = (over: object) => ({
      indexUid: 'cars-westside',
      hits: [],
      processingTimeMs: 1,
      query: 'hilux',
      ...over,
    })
    const response = readResults(
      c,
      plan,
      [
        result({
          hits: docs,
          totalHits: 45,
          facetDistribution: { fuel: { Diesel: 40, Petrol: 5 }, price_band: { '20000-29999': 45 } },
        }),
        result({ facetDistribution: { make: { Toyota: 45, Ford: 12 } } }),
        result({ facetDistribution: { body: { Ute: 45, SUV: 30 } } }),
      ],
      7,
    )
    expect(response.count).toBe(45)
    expect(response.pages).toBe(3)
    expect(response.ms).toBe(7)
    expect(response.facets.make).toEqual([
      { label: 'Ford', value: 'Ford', count: 12, selected: false },
      { label: 'Toyota', value: 'Toyota', count: 45, selected: true },
    ])
    expect(response.facets.price).toEqual([
      { label: '$20,000 - $30,000', value: '20000-29999', count: 45, selected: false },
    ])
    expect(response.facets.body!.map((i) => i.value)).toEqual(['SUV', 'Ute'])
    expect(response.hits[0]).not.toHaveProperty('price_band')
  })

  it('uses offset and limit where no exact count is needed or the offset is not a page boundary', () => {
    expect(planQueries(compile({ offset: 10, hitsPerPage: 21 }), 'i').queries[0]).toMatchObject({
      offset: 10,
      limit: 21,
    })
    expect(planQueries(compile({ exhaustiveCount: false, hitsPerPage: 10 }), 'i').queries[0]).toMatchObject({
      offset: 0,
      limit: 10,
    })
    expect(planQueries(compile({ hitsPerPage: 0 }), 'i').queries[0]).toMatchObject({ page: 1, hitsPerPage: 0 })
  })
})

describe('documents and settings', () => {
  it('adds bands to documents and removes them from hits', () => {
    const doc = toSearchDoc(generateCars(1, { now })[0]!)
    const stored = toMeiliDocument({ ...doc, price: 15_000, km: 200_000, subscription_price: null })
    expect(stored).toMatchObject({ price_band: '10000-19999', km_band: '150000-', subscription_price_band: null })
    expect(fromMeiliHit({ ...stored, _formatted: {} })).toEqual({
      ...doc,
      price: 15_000,
      km: 200_000,
      subscription_price: null,
    })
  })

  it('declares every filter, band and visibility attribute, and the descending custom rank', () => {
    expect(INDEX_SETTINGS.filterableAttributes).toEqual(
      expect.arrayContaining([
        'make',
        'price',
        'price_band',
        'km_band',
        'sold_ts',
        'available',
        'show_on_dealer_website',
        'filtered_features',
      ]),
    )
    expect(INDEX_SETTINGS.rankingRules).toEqual([
      'sort',
      'words',
      'typo',
      'proximity',
      'attribute',
      'exactness',
      'car_type_order:asc',
      'series_order:asc',
      'rank:desc',
    ])
    expect(INDEX_SETTINGS.sortableAttributes).toEqual(['price', 'created_ts'])
    expect(facetAttribute('subscription_price')).toBe('subscription_price_band')
  })
})

describe('Meilisearch text queries (docs/spec-coverage.md, Hardening)', () => {
  it('sends the words the embedded engine matches, in any script', () => {
    expect(planQueries(compile({ query: '🚗 HiLux!! SR5' }), 'cars').queries[0]!.q).toBe('hilux sr5')
    expect(planQueries(compile({ query: '日本車' }), 'cars').queries[0]!.q).toBe('日本車')
  })

  it('answers a query without a word with no hits and empty facets, without asking Meilisearch', async () => {
    const calls: unknown[] = []
    const client = {
      multiSearch: async (body: unknown) => {
        calls.push(body)
        return { results: [] }
      },
    }
    const { createMeilisearchEngine } = await import('./adapter')
    const engine = createMeilisearchEngine({ client: client as never })
    const r = await engine.search({
      tenant: 'westside',
      now,
      query: '!!!',
      facets: ['make'],
      filters: { make: ['Kia'] },
    })
    expect(calls).toEqual([])
    expect(r.count).toBe(0)
    expect(r.hits).toEqual([])
    expect(r.pages).toBe(1)
    expect(r.facets.make).toEqual([{ value: 'Kia', label: 'Kia', count: 0, selected: true }])
  })
})
