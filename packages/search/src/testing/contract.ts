import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FacetItem, SearchEngine, SearchRequest, SearchResponse } from '../engine'
import { FACET_FIELDS, FIELD_SPECS, FILTER_FIELDS, type FacetField, type FilterField } from '../fields'
import type { SearchDoc } from '../search-doc'
import { SORT_OPTIONS, type FilterSet } from '../search-state'
import { findSimilarCars, similarPriceRange } from '../similar-cars'
import { parseRange, inRange } from '../range'
import { FIXTURE_NOW, generateSearchDocs } from './fixtures'
import { referenceSearch } from './reference'

const DAY = 86_400_000
export const CONTRACT_TENANTS = {
  a: 'contract-a',
  b: 'contract-b',
  updates: 'contract-u',
  sold: 'contract-s',
} as const

export interface ContractEngine {
  readonly engine: SearchEngine
  readonly cleanup?: () => Promise<void>
}

/** Fixed stock-visibility cases (docs/spec-coverage.md, Stock rules), added to tenant A's generated stock. */
function visibilityCases(base: SearchDoc): SearchDoc[] {
  const now = FIXTURE_NOW.getTime()
  const sold = (id: string, daysAgo: number, show = true): SearchDoc => ({
    ...base,
    id,
    stocknum: id.toUpperCase(),
    status: 'sold',
    available: false,
    sold_ts: now - daysAgo * DAY,
    show_on_dealer_website: show,
  })
  return [
    sold('vis-sold-1d', 1),
    sold('vis-sold-2d23h', 3 - 1 / 24),
    sold('vis-sold-3d1h', 3 + 1 / 24),
    sold('vis-sold-6d', 6),
    sold('vis-sold-hidden', 1, false),
    { ...base, id: 'vis-sold-nodate', stocknum: 'VIS-SOLD-NODATE', status: 'sold', available: false, sold_ts: null },
    { ...base, id: 'vis-soon', stocknum: 'VIS-SOON', status: 'coming_soon', available: true, sold_ts: null },
    {
      ...base,
      id: 'vis-hidden',
      stocknum: 'VIS-HIDDEN',
      status: 'in_stock',
      available: true,
      show_on_dealer_website: false,
    },
  ]
}

/**
 * A stock where a full feed has just sold most cars: in 'most relevant' order (rank descending)
 * a1, 30 sold, a2, 2 sold, a3..a12, 5 sold. Collapsed: a1, s1, a2, s31, a3..a12, s33 (15 cars).
 */
export function soldRunFixtures(base: SearchDoc): SearchDoc[] {
  const now = FIXTURE_NOW.getTime()
  const layout = [
    'a',
    ...Array<string>(30).fill('s'),
    'a',
    's',
    's',
    ...Array<string>(10).fill('a'),
    ...Array<string>(5).fill('s'),
  ]
  let sold = 0
  let available = 0
  return layout.map((kind, i) => {
    const id = kind === 'a' ? `a${++available}` : `s${++sold}`
    return {
      ...base,
      id,
      stocknum: id.toUpperCase(),
      car_type: 'used',
      car_type_order: 2,
      series_order: 0,
      rank: 1000 - i,
      show_on_dealer_website: true,
      status: kind === 'a' ? 'in_stock' : 'sold',
      available: kind === 'a',
      sold_ts: kind === 'a' ? null : now - DAY,
    }
  })
}

/** Tenant fixtures: generated stock (seeded), with fixed visibility cases in tenant A. */
export function contractFixtures(): { a: SearchDoc[]; b: SearchDoc[] } {
  const a = generateSearchDocs(700, { seed: 7, tenant: CONTRACT_TENANTS.a })
  const b = generateSearchDocs(250, { seed: 11, tenant: CONTRACT_TENANTS.b })
  return { a: [...a, ...visibilityCases(a[0]!)], b }
}

const ids = (r: Pick<SearchResponse, 'hits'>) => r.hits.map((h) => h.id)

function mostCommon(docs: readonly SearchDoc[], field: FilterField): string | null {
  const counts = new Map<string, number>()
  for (const d of docs) {
    const v = (d as unknown as Record<string, unknown>)[FIELD_SPECS[field].column]
    for (const x of Array.isArray(v) ? v : v === null || v === undefined ? [] : [v]) {
      counts.set(String(x), (counts.get(String(x)) ?? 0) + 1)
    }
  }
  return [...counts].sort((p, q) => q[1] - p[1] || (p[0] < q[0] ? -1 : 1))[0]?.[0] ?? null
}

/** One sensible value per filter field, drawn from the stock. */
function sampleFilter(docs: readonly SearchDoc[], field: FilterField): string[] {
  const spec = FIELD_SPECS[field]
  if (spec.kind === 'banded') return [String(spec.bands![1]!.min) + '-' + String(spec.bands![1]!.max)]
  if (field === 'price_range') return ['15000-45000']
  if (field === 'weekly_price_range') return ['-150']
  if (field === 'year') return ['2018-2022']
  const v = mostCommon(docs, field)
  return v === null ? [] : [v]
}

function countsOf(items: readonly FacetItem[] | undefined): Map<string, number> {
  return new Map((items ?? []).map((i) => [i.value, i.count]))
}

export interface ContractOptions {
  /**
   * Typo-tolerant engines (Meilisearch) may rank text matches differently: compare the set of
   * matches and the count, not their order.
   */
  readonly textOrderMayDiffer?: boolean
  /** Per-test time limit for engines over the network. */
  readonly timeoutMs?: number
}

/**
 * The one suite every SearchEngine passes (ARCHITECTURE: every port has one test suite). It
 * compares the engine with a naive reference search over the same fixtures, and checks the search
 * rules directly (docs/spec-coverage.md, Search): disjunctive facets, facet counts never growing
 * when a filter is added, stock visibility, sort orders, paging edges, every filter, text, tenant
 * isolation, similar cars and updates.
 */
export function searchEngineContract(
  name: string,
  factory: () => Promise<ContractEngine> | ContractEngine,
  options: ContractOptions = {},
): void {
  const fixtures = contractFixtures()
  const now = FIXTURE_NOW
  const A = CONTRACT_TENANTS.a
  const B = CONTRACT_TENANTS.b
  let engine: SearchEngine
  let cleanup: (() => Promise<void>) | undefined
  const t = options.timeoutMs

  const req = (extra: Partial<SearchRequest> = {}): SearchRequest => ({
    tenant: A,
    now,
    facets: FACET_FIELDS,
    ...extra,
  })
  const docsOf = (tenant: string) => (tenant === A ? fixtures.a : tenant === B ? fixtures.b : [])

  /** Engine and reference agree on count, pages, facets and the page of hits. */
  const agree = async (request: SearchRequest) => {
    const got = await engine.search(request)
    const want = referenceSearch(docsOf(request.tenant), request)
    expect(got.count).toBe(want.count)
    expect(got.pages).toBe(want.pages)
    expect(got.facets).toEqual(want.facets)
    if (request.query && options.textOrderMayDiffer) expect(ids(got).sort()).toEqual(ids(want).sort())
    else expect(ids(got)).toEqual(ids(want))
    return got
  }

  describe(`SearchEngine contract: ${name}`, () => {
    beforeAll(async () => {
      ;({ engine, cleanup } = await factory())
      await engine.replaceAll(A, fixtures.a)
      await engine.replaceAll(B, fixtures.b)
    }, t ?? 60_000)
    afterAll(async () => {
      await cleanup?.()
    }, t ?? 60_000)

    it(
      'lists all visible stock with every facet',
      async () => {
        const r = await agree(req())
        expect(r.count).toBeGreaterThan(500)
        expect(r.hits.length).toBeGreaterThan(0)
      },
      t,
    )

    it.each(FILTER_FIELDS.map((f) => [f]))(
      'filters by %s like the reference',
      async (field) => {
        const values = sampleFilter(fixtures.a, field)
        expect(values.length).toBeGreaterThan(0)
        const r = await agree(req({ filters: { [field]: values } }))
        expect(r.count).toBeGreaterThan(0)
      },
      t,
    )

    it(
      'combines a text query, four filters and every facet',
      async () => {
        await agree(
          req({
            query: 'toyota',
            filters: {
              car_type: ['used', 'demo'],
              body: ['SUV', 'Ute'],
              price: ['20000-29999', '30000-39999'],
              year: ['2015-2025'],
            },
          }),
        )
      },
      t,
    )

    it(
      'counts each facet without its own filter (disjunctive)',
      async () => {
        const both = await engine.search(req({ filters: { make: ['Toyota'], body: ['SUV'] } }))
        const bodyOnly = await engine.search(req({ filters: { body: ['SUV'] } }))
        const makeOnly = await engine.search(req({ filters: { make: ['Toyota'] } }))
        expect(both.facets.make).toEqual(bodyOnly.facets.make!.map((i) => ({ ...i, selected: i.value === 'Toyota' })))
        expect(countsOf(both.facets.body)).toEqual(countsOf(makeOnly.facets.body))
        expect(both.facets.make!.find((i) => i.value === 'Mazda')!.count).toBeGreaterThan(0)
        expect(both.facets.make!.find((i) => i.value === 'Toyota')).toMatchObject({ selected: true, count: both.count })
      },
      t,
    )

    it(
      'never grows a facet count when a filter is added',
      async () => {
        const steps: FilterSet[] = [
          {},
          { car_type: ['used'] },
          { car_type: ['used'], fuel: ['Petrol', 'Hybrid'] },
          { car_type: ['used'], fuel: ['Petrol', 'Hybrid'], km: ['50000-99999'] },
          { car_type: ['used'], fuel: ['Petrol', 'Hybrid'], km: ['50000-99999'], colour: ['White'] },
        ]
        let previous: SearchResponse | null = null
        for (const filters of steps) {
          const r = await engine.search(req({ filters }))
          if (previous) {
            expect(r.count).toBeLessThanOrEqual(previous.count)
            for (const field of FACET_FIELDS) {
              const before = countsOf(previous.facets[field])
              for (const [value, count] of countsOf(r.facets[field]))
                expect(count).toBeLessThanOrEqual(before.get(value) ?? 0)
            }
          }
          previous = r
        }
      },
      t,
    )

    it(
      'applies stock visibility: sold within N days, shown on the website',
      async () => {
        const byStocknum = async (id: string, days?: number) =>
          (await engine.search(req({ query: id.toUpperCase(), includeSoldCarsDays: days, facets: [] }))).hits.some(
            (h) => h.id === id,
          )
        expect(await byStocknum('vis-sold-1d')).toBe(true)
        expect(await byStocknum('vis-sold-2d23h')).toBe(true)
        expect(await byStocknum('vis-sold-3d1h')).toBe(false)
        expect(await byStocknum('vis-sold-6d')).toBe(false)
        expect(await byStocknum('vis-sold-6d', 7)).toBe(true)
        expect(await byStocknum('vis-sold-1d', 0)).toBe(false)
        expect(await byStocknum('vis-sold-hidden')).toBe(false)
        expect(await byStocknum('vis-sold-nodate')).toBe(false)
        expect(await byStocknum('vis-soon')).toBe(true)
        expect(await byStocknum('vis-hidden')).toBe(false)
        await agree(req({ includeSoldCarsDays: 7 }))
        await agree(req({ includeSoldCarsDays: 0, filters: { status: ['sold'] } }))
      },
      t,
    )

    it.each(SORT_OPTIONS.map((s) => [s]))(
      'sorts by %s',
      async (sort) => {
        const r = await agree(req({ sort, hitsPerPage: 100, facets: [] }))
        const keys = r.hits.map((h) =>
          sort === 'latest'
            ? -h.created_ts
            : sort === 'price-desc'
              ? -h.price
              : sort === 'price-asc'
                ? h.price
                : h.car_type_order,
        )
        expect(keys).toEqual([...keys].sort((x, y) => x - y))
        await agree(req({ sort, offset: 100, hitsPerPage: 100, facets: [] }))
      },
      t,
    )

    it(
      'breaks ties by car type (new, demo, used) then series (duo, city, sport)',
      async () => {
        const r = await engine.search(req({ filters: { model: ['Corolla'] }, hitsPerPage: 100, facets: [] }))
        const pairs = r.hits.map((h) => [h.car_type_order, h.series_order] as const)
        const sorted = [...pairs].sort((x, y) => x[0] - y[0] || x[1] - y[1])
        expect(pairs).toEqual(sorted)
      },
      t,
    )

    it(
      'adds price > 0 to the lowest-price sort when the tenant asks',
      async () => {
        const plain = await agree(req({ sort: 'price-asc', facets: [] }))
        expect(plain.hits[0]!.price).toBe(0)
        const priced = await agree(req({ sort: 'price-asc', lowestPriceRequiresPrice: true, facets: [] }))
        expect(priced.hits.every((h) => h.price > 0)).toBe(true)
        expect(priced.count).toBeLessThan(plain.count)
        const desc = await engine.search(req({ sort: 'price-desc', lowestPriceRequiresPrice: true, facets: [] }))
        expect(desc.count).toBe(plain.count)
      },
      t,
    )

    it(
      'pages: first page, last page, beyond the last page',
      async () => {
        const first = await agree(req({ filters: { car_type: ['used'] }, facets: [] }))
        expect(first.pages).toBe(Math.ceil(first.count / 21))
        await agree(req({ filters: { car_type: ['used'] }, facets: [], offset: (first.pages - 1) * 21 }))
        const beyond = await agree(req({ filters: { car_type: ['used'] }, facets: [], offset: first.pages * 21 }))
        expect(beyond.hits).toEqual([])
        expect(beyond.count).toBe(first.count)
        const none = await agree(req({ filters: { make: ['No Such Make'] } }))
        expect(none.count).toBe(0)
        expect(none.pages).toBe(1)
        // Disjunctive: the make list still offers every make, plus the selection with no car.
        expect(none.facets.make).toContainEqual({
          label: 'No Such Make',
          value: 'No Such Make',
          count: 0,
          selected: true,
        })
        expect(none.facets.make!.find((i) => i.value === 'Toyota')!.count).toBeGreaterThan(0)
        expect(none.facets.body).toEqual([])
      },
      t,
    )

    it(
      'collapses runs of sold cars unless all are sold',
      async () => {
        for (const sort of SORT_OPTIONS) {
          const r = await engine.search(req({ sort, hitsPerPage: 100, facets: [], includeSoldCarsDays: 30 }))
          r.hits.forEach((h, i) => {
            if (i > 0 && !h.available) expect(r.hits[i - 1]!.available).toBe(true)
          })
        }
        const sold = await engine.search(req({ filters: { status: ['sold'] }, includeSoldCarsDays: 30, facets: [] }))
        expect(sold.hits.length).toBe(Math.min(21, sold.count))
      },
      t,
    )

    it(
      'collapses sold runs over the whole result list, then pages it: count, pages and every page agree',
      async () => {
        const S = CONTRACT_TENANTS.sold
        const docs = soldRunFixtures(fixtures.a[0]!)
        await engine.replaceAll(S, docs)
        const base = { tenant: S, now, facets: [] as FacetField[] }
        const collapsed = ['a1', 's1', 'a2', 's31', ...Array.from({ length: 10 }, (_, i) => `a${i + 3}`), 's33']
        const pages: string[][] = []
        for (let page = 0; page < 4; page++) {
          const r = await engine.search({ ...base, hitsPerPage: 4, offset: page * 4 })
          expect(referenceSearch(docs, { ...base, hitsPerPage: 4, offset: page * 4 }).hits.map((h) => h.id)).toEqual(
            ids(r),
          )
          expect(r.count).toBe(15)
          expect(r.pages).toBe(4)
          pages.push(ids(r))
        }
        // A page boundary inside the first sold run (a1, s1 | s2..s30 hidden) leaves no page short.
        expect(pages).toEqual([
          collapsed.slice(0, 4),
          collapsed.slice(4, 8),
          collapsed.slice(8, 12),
          collapsed.slice(12),
        ])
        expect((await engine.search({ ...base, hitsPerPage: 4, offset: 16 })).hits).toEqual([])
        expect((await engine.search({ ...base, hitsPerPage: 0 })).count).toBe(15)
        // All sold: every sold car is shown, and counted.
        const sold = await engine.search({ ...base, filters: { status: ['sold'] }, hitsPerPage: 21 })
        expect(sold.count).toBe(37)
        expect(sold.pages).toBe(2)
        expect(ids(sold)).toEqual(Array.from({ length: 21 }, (_, i) => `s${i + 1}`))
        // All available: nothing to collapse.
        expect((await engine.search({ ...base, filters: { status: ['in_stock'] }, hitsPerPage: 0 })).count).toBe(12)
      },
      t,
    )

    it(
      'finds cars by text: whole words, a prefix of the last word, several words',
      async () => {
        const car = fixtures.a[42]!
        const byStock = await engine.search(req({ query: car.stocknum, facets: [] }))
        expect(ids(byStock)).toEqual([car.id])
        await agree(req({ query: 'hilux' }))
        await agree(req({ query: 'toyo', facets: [] }))
        await agree(req({ query: 'Toyota HiLux SR5', facets: ['make', 'model'] }))
        const none = await agree(req({ query: 'zzzz qqqq' }))
        expect(none.count).toBe(0)
      },
      t,
    )

    it(
      'a query in any script is matched by its words; one without a word matches nothing, never all stock',
      async () => {
        for (const query of ['日本車', '!!!', '🚗', '— …', 'ñññ']) {
          const r = await agree(req({ query }))
          expect(r.count, query).toBe(0)
          expect(r.hits, query).toEqual([])
        }
        const plain = await agree(req({ query: 'hilux' }))
        const decorated = await agree(req({ query: '🚗 HiLux!!' }))
        expect(decorated.count).toBe(plain.count)
        expect(plain.count).toBeGreaterThan(0)
      },
      t,
    )

    it(
      'keeps tenants apart',
      async () => {
        const b = await agree(req({ tenant: B }))
        expect(b.hits.every((h) => h.id.startsWith(B))).toBe(true)
        const probe = fixtures.a[3]!
        const cross = await engine.search(req({ tenant: B, query: probe.stocknum }))
        expect(cross.hits.some((h) => h.id === probe.id)).toBe(false)
        const empty = await engine.search(req({ tenant: 'contract-nobody' }))
        expect(empty.count).toBe(0)
        expect(empty.hits).toEqual([])
      },
      t,
    )

    it(
      'finds similar cars: in stock, price band, same model first, unique, at most 6',
      async () => {
        for (const car of [fixtures.a[5]!, fixtures.a[77]!, fixtures.a.find((d) => d.price >= 60_000)!]) {
          const similar = await findSimilarCars(engine, car, { tenant: A, now })
          expect(similar).not.toBeNull()
          const list = similar!
          expect(list.length).toBeLessThanOrEqual(6)
          expect(new Set(list.map((d) => d.id)).size).toBe(list.length)
          const band = parseRange(similarPriceRange(car.price))!
          for (const d of list) {
            expect(d.id).not.toBe(car.id)
            expect(d.status).toBe('in_stock')
            expect(d.show_on_dealer_website).toBe(true)
            expect(inRange(d.price, band)).toBe(true)
          }
          const same = list.map((d) => d.model === car.model && d.make === car.make)
          expect(same).toEqual([...same].sort((x, y) => Number(y) - Number(x)))
          const sameModelAvailable = referenceSearch(fixtures.a, {
            tenant: A,
            now,
            search_filters: {
              status: ['in_stock'],
              price: [similarPriceRange(car.price)],
              make: [car.make],
              model: [car.model],
            },
            hitsPerPage: 100,
          }).hits.filter((d) => d.id !== car.id).length
          expect(same.filter(Boolean).length).toBe(Math.min(6, sameModelAvailable))
        }
      },
      t,
    )

    it(
      'reflects updates and removals',
      async () => {
        const U = CONTRACT_TENANTS.updates
        const docs = fixtures.b.slice(0, 30).map((d) => ({ ...d, id: d.id.replace(B, U) }))
        await engine.replaceAll(U, docs)
        const target = docs.find((d) => d.available && d.show_on_dealer_website)!
        const before = await engine.search({ tenant: U, now, query: target.stocknum, facets: ['price'] })
        expect(ids(before)).toContain(target.id)
        await engine.index(U, [{ ...target, price: 123_456 }])
        const after = await engine.search({ tenant: U, now, query: target.stocknum, facets: ['price'] })
        expect(after.hits.find((h) => h.id === target.id)?.price).toBe(123_456)
        await engine.remove(U, [target.id])
        const gone = await engine.search({ tenant: U, now, query: target.stocknum, facets: ['price'] })
        expect(ids(gone)).not.toContain(target.id)
        await engine.replaceAll(U, docs.slice(0, 5))
        const replaced = await engine.search({ tenant: U, now, hitsPerPage: 100, includeSoldCarsDays: 365 })
        expect(new Set(ids(replaced))).toEqual(
          new Set(
            docs
              .slice(0, 5)
              .filter((d) => d.show_on_dealer_website && (d.available || d.sold_ts !== null))
              .map((d) => d.id),
          ),
        )
      },
      t,
    )

    it(
      'answers a multi-search in order',
      async () => {
        const requests = [
          req({ filters: { make: ['Mazda'] }, facets: [] }),
          req({ tenant: B, facets: ['make'] }),
          req({ query: 'ranger', facets: [] }),
        ]
        const answers = await engine.multiSearch(requests)
        expect(answers.map((a) => a.count)).toEqual(requests.map((r) => referenceSearch(docsOf(r.tenant), r).count))
      },
      t,
    )

    it(
      'treats bad request values as absent, never throwing',
      async () => {
        const bad = await engine.search(
          req({ filters: { car_type: ['bogus'], year: ['abc'], price_range: ['-'] }, offset: -5, hitsPerPage: 9999 }),
        )
        const plain = await engine.search(req())
        expect(bad.count).toBe(plain.count)
        expect(bad.offset).toBe(0)
        expect(bad.hits.length).toBeLessThanOrEqual(100)
        const script = await engine.search(req({ query: '\u0000<script>alert(1)</script>' }))
        expect(script.count).toBe(0)
      },
      t,
    )
  })
}

/** Facet fields a page shows when the given filters are active (for tests of callers). */
export function facetFieldsOf(filters: FilterSet): FacetField[] {
  return FACET_FIELDS.filter((f) => (filters[f]?.length ?? 0) > 0)
}
