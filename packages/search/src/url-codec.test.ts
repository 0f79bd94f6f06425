import { describe, expect, it } from 'vitest'
import { FILTER_FIELDS } from './fields'
import { clearedState, toggleFilterValue } from './state-links'
import { emptySearchState, LIMITS, searchStateSchema } from './search-state'
import { decodeSearchUrl, encodeSearchUrl, searchPageUrl } from './url-codec'
import { buildVocabulary } from './vocabulary'

const vocab = buildVocabulary({
  makeModels: [
    { make: 'Toyota', model: 'HiLux' },
    { make: 'Toyota', model: 'LandCruiser 300' },
    { make: 'Mazda', model: 'CX-5' },
    { make: 'Mercedes-Benz', model: 'C-Class' },
  ],
  dealerships: [{ slug: 'harbour-city-toyota', name: 'Harbour City Toyota' }],
  locations: [{ slug: 'newstead-sales', name: 'Newstead Sales' }],
})
const decode = (url: string) => {
  const u = new URL(url, 'http://x.localhost')
  return decodeSearchUrl(u.pathname, u.searchParams, vocab)
}

describe('decodeSearchUrl: the spec routes', () => {
  it.each([
    ['/search/used-cars', { car_type: ['used'] }],
    ['/search/new-cars', { car_type: ['new'] }],
    ['/search/demo-cars', { car_type: ['demo'] }],
    ['/search/new-and-demo-cars', { car_type: ['new', 'demo'] }],
    ['/search/new-used-and-demo-cars', { car_type: [] }],
    ['/search/toyota', { make: ['Toyota'] }],
    ['/search/toyota/hilux', { make: ['Toyota'], model: ['HiLux'] }],
    ['/search/toyota/landcruiser-300', { make: ['Toyota'], model: ['LandCruiser 300'] }],
    ['/search/harbour-city-toyota', { dealership_name: ['Harbour City Toyota'] }],
    ['/search/newstead-sales', { location_name: ['Newstead Sales'] }],
  ])('%s', (path, filters) => {
    const state = decode(path)
    expect(state).toMatchObject({ ...filters, currentPath: path, page: 1, sortBy: 'relevance' })
    expect(encodeSearchUrl(state!, vocab)).toBe(path)
  })

  it.each([
    '/search/ferrari',
    '/search/toyota/corolla',
    '/search/mazda/hilux',
    '/search/a/b/c',
    '/search/used-cars/toyota',
    '/cars/x',
    '/searching',
    '/search/%E0%A4%A',
    '/search/<script>',
    // Names every plain object inherits: own keys only (docs/spec-coverage.md, Hardening).
    '/search/constructor',
    '/search/CONSTRUCTOR',
    '/search/Constructor/',
    '/search/constructor/name',
  ])('404s %s', (path) => {
    expect(decodeSearchUrl(path, '', vocab)).toBeNull()
  })

  it('reads the links the tenants already use', () => {
    expect(decode('/search/used-cars?body=Ute')).toMatchObject({ car_type: ['used'], body: ['Ute'] })
    expect(decode('/search/used-cars?fuel=Electric')).toMatchObject({ fuel: ['Electric'] })
    expect(decode('/search/used-cars?sortBy=price-desc')).toMatchObject({ sortBy: 'price-desc' })
    expect(decode('/search/new-used-and-demo-cars?body=Pop%20Top')).toMatchObject({ body: ['Pop Top'] })
  })

  it('accepts /search, upper case and a trailing slash, naming the canonical path', () => {
    expect(decode('/search')).toEqual(emptySearchState())
    expect(decode('/search/Used-Cars/')).toMatchObject({ car_type: ['used'], currentPath: '/search/used-cars' })
  })
})

describe('encodeSearchUrl', () => {
  const state = (extra: object) => searchStateSchema.parse(extra)

  it('puts make and model in the path and everything else in the query, in a fixed order', () => {
    const url = encodeSearchUrl(
      state({
        make: ['toyota'],
        model: ['hilux'],
        car_type: ['used'],
        body: ['Ute'],
        query: 'sr5',
        sortBy: 'price-asc',
        page: 3,
      }),
      vocab,
    )
    expect(url).toBe('/search/toyota/hilux?query=sr5&car_type=used&body=Ute&sortBy=price-asc&page=3')
  })

  it('gives equal URLs for equal states, whatever the order or case of values', () => {
    const a = encodeSearchUrl(state({ make: ['Mazda', 'Toyota'], colour: ['Red', 'white'] }), vocab)
    const b = encodeSearchUrl(state({ make: ['toyota', 'MAZDA', 'Toyota'], colour: ['white', 'Red'] }), vocab)
    expect(a).toBe(b)
    expect(a).toBe('/search/new-used-and-demo-cars?make=Mazda&make=Toyota&colour=Red&colour=white')
  })

  it('carries a page parameter only after the first page', () => {
    expect(encodeSearchUrl(state({ car_type: ['used'], page: 1 }), vocab)).toBe('/search/used-cars')
    expect(encodeSearchUrl(state({ car_type: ['used'], page: 2 }), vocab)).toBe('/search/used-cars?page=2')
  })

  it('uses the all-stock route with car types in the query when no route lists them', () => {
    expect(encodeSearchUrl(state({ car_type: ['demo', 'used'] }), vocab)).toBe(
      '/search/new-used-and-demo-cars?car_type=demo&car_type=used',
    )
    expect(encodeSearchUrl(state({ car_type: ['used', 'new', 'demo'] }), vocab)).toBe('/search/new-used-and-demo-cars')
  })

  it('writes ranges canonically', () => {
    const url = encodeSearchUrl(
      state({ price_range: ['$30,000-5000'], year: ['2020-2020'], km: ['50000-'], isMaxRange: true }),
      vocab,
    )
    expect(url).toBe('/search/new-used-and-demo-cars?year=2020&km=50000-&price_range=5000-30000&isMaxRange=true')
  })

  it('keeps a dealership or location in the path only when it is the one path filter', () => {
    expect(encodeSearchUrl(state({ dealership_name: ['harbour city toyota'], car_type: ['new'] }), vocab)).toBe(
      '/search/harbour-city-toyota?car_type=new',
    )
    expect(encodeSearchUrl(state({ make: ['Toyota'], location_name: ['Newstead Sales'] }), vocab)).toBe(
      '/search/toyota?location_name=Newstead+Sales',
    )
  })
})

describe('decodeSearchUrl: bad input gives a normal state, never a throw', () => {
  it('page=-1, page=abc and page=0 mean page 1; page=99999 is clamped', () => {
    for (const p of ['-1', 'abc', '0', '1.5', '']) expect(decode(`/search/used-cars?page=${p}`)!.page).toBe(1)
    expect(decode('/search/used-cars?page=99999')!.page).toBe(LIMITS.maxPage)
  })

  it('an unknown sort means most relevant', () => {
    expect(decode('/search/used-cars?sortBy=%3Cscript%3Ealert(1)%3C/script%3E')!.sortBy).toBe('relevance')
  })

  it('drops 10 KB values and cuts a 10 KB query to 100 characters', () => {
    const big = 'x'.repeat(10_000)
    const s = decode(`/search/used-cars?make=${big}&query=${big}&body=SUV`)!
    expect(s.make).toEqual([])
    expect(s.query).toHaveLength(LIMITS.queryLength)
    expect(s.body).toEqual(['SUV'])
  })

  it('repeated parameters: lists collect values, single values take the first', () => {
    const s = decode('/search/used-cars?make=Toyota&make=Mazda&make=Toyota&page=2&page=5&query=a&query=b')!
    expect(s).toMatchObject({ make: ['Mazda', 'Toyota'], page: 2, query: 'a' })
  })

  it('unknown makes in the query stay (no results) while unknown parameters are ignored', () => {
    const s = decode('/search/used-cars?make=Ferrari&utm_source=mail&car_type=spaceship&certified=maybe&year=old')!
    expect(s).toMatchObject({ make: ['Ferrari'], car_type: ['used'], certified: [], year: [] })
    expect(encodeSearchUrl(s, vocab)).toBe('/search/used-cars?make=Ferrari')
  })

  it('strips control characters and blank values', () => {
    const s = decode('/search/used-cars?colour=%00%01Red%0A&colour=%20%20&query=%00hi%00')!
    expect(s).toMatchObject({ colour: ['Red'], query: 'hi' })
  })
})

describe('a closed vocabulary (the app’s): unknown text values are dropped (docs/spec-coverage.md, Hardening)', () => {
  const closed = buildVocabulary({
    makeModels: [
      { make: 'Toyota', model: 'HiLux' },
      { make: 'Mazda', model: 'CX-5' },
    ],
    dealerships: [{ slug: 'westside', name: 'Westside Car Co' }],
    locations: [{ slug: 'bentley', name: 'Bentley' }],
    termSources: [
      { make: 'Toyota', model: 'HiLux', body: 'Ute', fuel: 'Diesel', colour: 'White', filtered_features: ['Tow Bar'] },
      { make: 'Mazda', model: 'CX-5', body: 'SUV', fuel: 'Petrol', colour: null, filtered_features: [] },
    ],
  })
  const decodeClosed = (url: string) => {
    const u = new URL(url, 'http://x.localhost')
    return decodeSearchUrl(u.pathname, u.searchParams, closed)
  }

  it('drops makes, models, bodies, fuels, colours, features, dealerships and locations the dealer has none of', () => {
    const s = decodeClosed(
      '/search/used-cars?make=Lamborghini&make=toyota&model=Countach&body=Spaceship&body=ute&fuel=Plutonium' +
        '&colour=%3Cscript%3E&filtered_features=tow%20bar&filtered_features=Jetpack&dealership_name=Evil%20Motors' +
        '&location_name=Nowhere&badge=GT&tag=Anything&city=Atlantis',
    )!
    expect(s).toMatchObject({
      make: ['Toyota'],
      model: [],
      body: ['Ute'],
      fuel: [],
      colour: [],
      filtered_features: ['Tow Bar'],
      dealership_name: [],
      location_name: [],
      badge: [],
      tag: [],
      city: [],
    })
    expect(encodeSearchUrl(s, closed)).toBe('/search/toyota?car_type=used&body=Ute&filtered_features=Tow+Bar')
  })

  it('a search of only unknown values is the plain car-type search', () => {
    expect(encodeSearchUrl(decodeClosed('/search/used-cars?make=Lamborghini')!, closed)).toBe('/search/used-cars')
  })

  it('an open vocabulary keeps them as written (saved searches)', async () => {
    const { openVocabulary } = await import('./vocabulary')
    const u = new URL('http://x.localhost/search/used-cars?make=Lamborghini')
    expect(decodeSearchUrl(u.pathname, u.searchParams, openVocabulary(closed))!.make).toEqual(['Lamborghini'])
  })
})

describe('searchPageUrl', () => {
  it("is the search's URL with the page appended, for every page and every kind of search", () => {
    for (const url of [
      '/search/used-cars',
      '/search/toyota/hilux?body=SUV&sortBy=price-asc',
      '/search/new-used-and-demo-cars?query=tow%20bar&price_range=10000-20000&isMaxRange=true',
      '/search/new-used-and-demo-cars?page=3',
    ]) {
      const state = decode(url)!
      for (const page of [1, 2, 7, 0, -1, 1.5, LIMITS.maxPage + 10]) {
        expect(searchPageUrl(state, page, vocab)).toBe(encodeSearchUrl({ ...state, page }, vocab))
      }
      // Another tenant's vocabulary is another URL, not the first one's kept.
      expect(searchPageUrl(state, 2)).toBe(encodeSearchUrl({ ...state, page: 2 }))
    }
  })
})

describe('encoding a state the codec made', () => {
  it('gives the URL a fresh normalisation gives, and a changed copy is normalised again', () => {
    const state = decode('/search/toyota?body=SUV&sortBy=price-asc&page=2')!
    const fresh = encodeSearchUrl(JSON.parse(JSON.stringify(state)), vocab)
    expect(encodeSearchUrl(state, vocab)).toBe(fresh)
    expect(encodeSearchUrl(state, vocab)).toBe('/search/toyota?body=SUV&sortBy=price-asc&page=2')
    // A copy with a filter added is not the state the codec made: its path is worked out again.
    expect(encodeSearchUrl({ ...state, model: ['HiLux'] }, vocab)).toBe(
      '/search/toyota/hilux?body=SUV&sortBy=price-asc&page=2',
    )
    // Nor with another vocabulary (another tenant's).
    expect(encodeSearchUrl(state)).toBe(encodeSearchUrl(JSON.parse(JSON.stringify(state))))
  })
})

describe('states narrowed from one the codec made', () => {
  it('a value taken away or all cleared encodes as a fresh normalisation does', () => {
    for (const url of [
      '/search/toyota/hilux?body=SUV&sortBy=price-asc&page=2',
      '/search/new-cars?make=Mazda&make=Toyota&query=tow%20bar',
      '/search/harbour-city-toyota?fuel=Diesel&price_range=10000-20000&isMaxRange=true',
    ]) {
      const state = decode(url)!
      const fresh = (s: object) => encodeSearchUrl(JSON.parse(JSON.stringify(s)), vocab)
      for (const field of FILTER_FIELDS)
        for (const value of state[field]) {
          const narrowed = toggleFilterValue(state, field, value, false)
          expect(encodeSearchUrl(narrowed, vocab)).toBe(fresh(narrowed))
        }
      const cleared = clearedState(state)
      expect(encodeSearchUrl(cleared, vocab)).toBe(fresh(cleared))
      expect(cleared.currentPath).toBe('/search/new-used-and-demo-cars')
    }
  })
})
