import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FIELD_SPECS, FILTER_FIELDS, bandValue, type FilterField } from './fields'
import { normalizeSearchState } from './normalize-state'
import { LIMITS, SORT_OPTIONS, searchStateSchema, type SearchState } from './search-state'
import { decodeSearchUrl, encodeSearchUrl } from './url-codec'
import { buildVocabulary } from './vocabulary'

const vocab = buildVocabulary({
  makeModels: [
    { make: 'Toyota', model: 'HiLux' },
    { make: 'Toyota', model: 'Corolla' },
    { make: 'Mazda', model: 'CX-5' },
    { make: 'Land Rover', model: 'Defender' },
    // A make whose slug clashes with a car-type route: it must fall back to the query.
    { make: 'Used Cars', model: 'Thing' },
  ],
  dealerships: [
    { slug: 'westside', name: 'Westside Car Co' },
    { slug: 'toyota', name: 'Toyota Dealer' },
  ],
  locations: [{ slug: 'bentley', name: 'Bentley Sales' }],
})

function decodeUrl(url: string): SearchState | null {
  const q = url.indexOf('?')
  return q === -1 ? decodeSearchUrl(url, '', vocab) : decodeSearchUrl(url.slice(0, q), url.slice(q + 1), vocab)
}

const text = fc.string({ unit: 'binary', maxLength: 20 })
const range = fc.oneof(
  fc.tuple(fc.option(fc.nat(300_000)), fc.option(fc.nat(300_000))).map(([a, b]) => `${a ?? ''}-${b ?? ''}`),
  fc.nat(3000).map(String),
)
const valueFor = (field: FilterField): fc.Arbitrary<string> => {
  const spec = FIELD_SPECS[field]
  if (spec.values) return fc.oneof(fc.constantFrom(...spec.values), text)
  if (spec.bands) return fc.oneof(fc.constantFrom(...spec.bands.map(bandValue)), range, text)
  if (spec.kind === 'numeric' || spec.kind === 'range') return fc.oneof(range, text)
  const known =
    field === 'make'
      ? ['Toyota', 'mazda', 'LAND ROVER', 'Used Cars']
      : field === 'model'
        ? ['HiLux', 'corolla', 'CX-5', 'Defender']
        : field === 'dealership_name'
          ? ['Westside Car Co', 'Toyota Dealer']
          : field === 'location_name'
            ? ['Bentley Sales']
            : ['SUV', 'Red', 'a b']
  return fc.oneof(fc.constantFrom(...known), text)
}

const stateArb = fc.record({
  query: text,
  page: fc.oneof(fc.integer({ min: -5, max: 10 }), fc.integer({ min: 1, max: 10_000 })),
  sortBy: fc.oneof(fc.constantFrom(...SORT_OPTIONS), text),
  isMinRange: fc.boolean(),
  isMaxRange: fc.boolean(),
  ...Object.fromEntries(FILTER_FIELDS.map((f) => [f, fc.array(valueFor(f), { maxLength: 4 })])),
}) as fc.Arbitrary<Record<string, unknown>>

describe('URL codec properties', () => {
  it('round-trips: decode(encode(s)) equals the normalised state', () => {
    fc.assert(
      fc.property(stateArb, (raw) => {
        const state = normalizeSearchState(raw as SearchState, vocab)
        const url = encodeSearchUrl(state, vocab)
        expect(decodeUrl(url)).toEqual(state)
        expect(encodeSearchUrl(decodeUrl(url)!, vocab)).toBe(url)
        expect(normalizeSearchState(state, vocab)).toEqual(state)
      }),
      { numRuns: 500 },
    )
  })

  const segment = fc.oneof(
    fc.constantFrom(
      'used-cars',
      'new-cars',
      'toyota',
      'hilux',
      'westside',
      'bentley',
      'used-cars',
      'Toyota',
      '..',
      '%',
      '%2F',
      '%E0%A4%A',
    ),
    fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent),
    fc.string({ unit: 'binary', maxLength: 12 }),
  )
  const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/search/${parts.join('/')}`)
  const key = fc.oneof(
    fc.constantFrom(...FILTER_FIELDS, 'query', 'page', 'sortBy', 'isMinRange', 'isMaxRange', 'utm'),
    text,
  )
  const value = fc.oneof(
    text,
    fc.constantFrom('-1', 'abc', '99999', '<script>alert(1)</script>', '%', '%%', 'true', '5000-30000', '-', ''),
    fc.constant('x'.repeat(10_000)),
  )
  const query = fc.oneof(
    fc.array(fc.tuple(key, value), { maxLength: 12 }).map((pairs) => new URLSearchParams(pairs).toString()),
    fc.string({ unit: 'binary', maxLength: 200 }),
  )

  it('any path and query give a valid canonical state or null, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(path, fc.webPath(), fc.string({ maxLength: 30 })), query, (p, q) => {
        const state = decodeSearchUrl(p, q, vocab)
        if (state === null) return
        expect(searchStateSchema.safeParse(state).success).toBe(true)
        expect(state.page).toBeGreaterThanOrEqual(1)
        expect(state.page).toBeLessThanOrEqual(LIMITS.maxPage)
        expect(state.query.length).toBeLessThanOrEqual(LIMITS.queryLength)
        expect(decodeUrl(encodeSearchUrl(state, vocab))).toEqual(state)
      }),
      { numRuns: 1000 },
    )
  })
})
