import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SearchRequest } from '../engine'
import { FACET_FIELDS, FIELD_SPECS, FILTER_FIELDS, bandValue, type FilterField } from '../fields'
import { SORT_OPTIONS } from '../search-state'
import { FIXTURE_NOW, generateSearchDocs } from '../testing/fixtures'
import { referenceSearch } from '../testing/reference'
import { tokenize } from '../tokenize'
import { EmbeddedSearchEngine } from './embedded-engine'

const docs = generateSearchDocs(400, { seed: 3, tenant: 'prop' })
const engine = new EmbeddedSearchEngine()
await engine.replaceAll('prop', docs)

/** Values that occur in the stock, so random filters usually match something. */
function valuesOf(field: FilterField): string[] {
  const spec = FIELD_SPECS[field]
  if (spec.bands) return spec.bands.map(bandValue)
  if (spec.kind === 'range' || spec.kind === 'numeric')
    return ['2015-2020', '2022', '5-7', '10000-40000', '-200', '300-', '5']
  const set = new Set<string>()
  for (const d of docs) {
    const v = (d as unknown as Record<string, unknown>)[spec.column]
    for (const x of Array.isArray(v) ? v : v === null ? [] : [v]) set.add(String(x))
  }
  return [...set]
}

const words = [...new Set(docs.flatMap((d) => tokenize(`${d.make} ${d.model} ${d.badge ?? ''} ${d.colour ?? ''}`)))]
const filterSet = fc
  .uniqueArray(fc.constantFrom(...FILTER_FIELDS), { maxLength: 5 })
  .chain((fields) =>
    fc.tuple(
      ...fields.map((f) =>
        fc
          .array(fc.oneof(fc.constantFrom(...valuesOf(f)), fc.constant('zz-nothing')), { minLength: 1, maxLength: 3 })
          .map((v) => [f, v] as const),
      ),
    ),
  )
  .map((entries) => Object.fromEntries(entries))

const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom(...words),
  fc.tuple(fc.constantFrom(...words), fc.integer({ min: 1, max: 4 })).map(([w, n]) => w.slice(0, n)),
  fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `${a} ${b}`),
)

const request: fc.Arbitrary<SearchRequest> = fc.record({
  tenant: fc.constant('prop'),
  now: fc.constant(FIXTURE_NOW),
  filters: filterSet,
  search_filters: fc.oneof(fc.constant({}), filterSet),
  query,
  sort: fc.constantFrom(...SORT_OPTIONS),
  hitsPerPage: fc.integer({ min: 0, max: 40 }),
  offset: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 450 })),
  facets: fc.subarray([...FACET_FIELDS]),
  includeSoldCarsDays: fc.integer({ min: 0, max: 12 }),
  lowestPriceRequiresPrice: fc.boolean(),
})

describe('embedded engine equals the naive reference', () => {
  it('on random requests: count, page of hits in order, disjunctive facet counts', () => {
    fc.assert(
      fc.property(request, (r) => {
        const got = engine.searchSync(r)
        const want = referenceSearch(docs, r)
        expect(got.count).toBe(want.count)
        expect(got.hits.map((h) => h.id)).toEqual(want.hits.map((h) => h.id))
        expect(got.facets).toEqual(want.facets)
        expect(got.pages).toBe(want.pages)
      }),
      { numRuns: 400 },
    )
    // The naive reference is slow by design; a loaded CI machine needs more than the default 5 s.
  }, 120_000)
})
