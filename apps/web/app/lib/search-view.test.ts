import { buildVocabulary, emptySearchState, type FacetItem } from '@dealer/search'
import { describe, expect, it } from 'vitest'
import {
  activeFilters,
  countNoun,
  viewAllLabel,
  emptyAction,
  filterWidgets,
  optionLabel,
  pageWindow,
  searchDataUrl,
  savedSearchName,
  searchHeading,
  withPromos,
} from './search-view'

const vocab = buildVocabulary({ makeModels: [{ make: 'Toyota', model: 'RAV4' }] })
const item = (value: string, count: number): FacetItem => ({ label: value, value, count, selected: false })

describe('search page helpers', () => {
  it('counts one car or caravan in the singular, any other number in the plural', () => {
    expect(countNoun(1, 'Cars')).toBe('Car')
    expect(countNoun(1, 'Caravans')).toBe('Caravan')
    expect(countNoun(0, 'Cars')).toBe('Cars')
    expect(countNoun(2, 'Caravans')).toBe('Caravans')
    expect(countNoun(1_001, 'Cars')).toBe('Cars')
  })

  it('labels the link to all stock in the plural but for one car', () => {
    expect(viewAllLabel(1, 'cars')).toBe('View the 1 car')
    expect(viewAllLabel(1, 'caravans')).toBe('View the 1 caravan')
    expect(viewAllLabel(3, 'cars')).toBe('View all 3 cars')
    expect(viewAllLabel(1234, 'cars')).toBe('View all 1,234 cars')
  })

  it('groups popular makes when there are more than 20', () => {
    const makes = Array.from({ length: 25 }, (_, i) => item(`Make${i}`, 100 - i))
    const [w] = filterWidgets(['make'], emptySearchState(), { make: makes })
    expect(w!.groups.map((g) => g.heading)).toEqual(['Popular Makes', 'All Makes'])
    expect(w!.groups[0]!.items).toHaveLength(20)
    expect(w!.groups[1]!.items).toHaveLength(25)
  })
  it('sends each option as [value, count], with its label only where it differs, once for both make groups', () => {
    const makes = Array.from({ length: 25 }, (_, i) => item(`Make${i}`, 100 - i))
    const [m] = filterWidgets(['make'], emptySearchState(), { make: makes })
    expect(m!.groups[0]!.items[0]).toEqual(['Make0', 100])
    expect(m!.groups[1]!.items).toContain(m!.groups[0]!.items[0])
    const used = { label: 'Used', value: 'used', count: 4, selected: true }
    const [t] = filterWidgets(['car_type'], emptySearchState(), { car_type: [used] })
    expect(t!.groups[0]!.items).toEqual([['used', 4, 'Used']])
    expect(t!.groups[0]!.items.map(optionLabel)).toEqual(['Used'])
  })
  it('shows models only once one make is chosen', () => {
    const facets = { model: [item('RAV4', 3), item('Camry', 2)] }
    expect(filterWidgets(['model'], emptySearchState(), facets)).toHaveLength(0)
    expect(filterWidgets(['model'], { ...emptySearchState(), make: ['Toyota'] }, facets)).toHaveLength(1)
  })
  it('links each active filter to the state without it', () => {
    const state = { ...emptySearchState(), make: ['Toyota'], body: ['SUV'], page: 3 }
    const chips = activeFilters(state, vocab)
    expect(chips.map((c) => c.removeHref)).toEqual(['/search/new-used-and-demo-cars?body=SUV', '/search/toyota'])
  })
  it('words a price range on its chip as a shopper would say it', () => {
    // Was 'Price: 5000-30000', the URL's form.
    const labels = (state: Partial<ReturnType<typeof emptySearchState>>) =>
      activeFilters({ ...emptySearchState(), ...state }, vocab).map((c) => c.label)
    expect(labels({ price_range: ['5000-30000'] })).toEqual(['Price: $5,000 to $30,000'])
    expect(labels({ price_range: ['-30000'] })).toEqual(['Price: up to $30,000'])
    expect(labels({ price_range: ['40000-'] })).toEqual(['Price: from $40,000'])
    expect(labels({ weekly_price_range: ['-200'] })).toEqual(['Price: up to $200 a week'])
    // A banded filter keeps its band's label; a range typed into the URL that is no band is put in words.
    expect(labels({ price: ['20000-29999'] })).toEqual(['Price: $20,000 - $30,000'])
    expect(labels({ price: ['-1'] })).toEqual(['Price: up to $1'])
    expect(labels({ km: ['5000-8000'] })).toEqual(['Kilometres: 5,000 km to 8,000 km'])
    // An open range from 0 (it threw: a 500 on ?km=0-) says it does not narrow anything.
    expect(labels({ km: ['0-'], price_range: ['0-'] })).toEqual(['Kilometres: any', 'Price: any'])
  })
  it('windows page links', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
  })
  it('names the location a search of one location shows, not all cars', () => {
    const at = { ...emptySearchState(), location_name: ['Harbour City Mazda Southport Sales'] }
    expect(searchHeading(at, 'Cars')).toBe('Cars for sale at Harbour City Mazda Southport Sales')
    expect(searchHeading({ ...at, car_type: ['used'] }, 'Cars')).toBe(
      'Used Cars for sale at Harbour City Mazda Southport Sales',
    )
    expect(searchHeading({ ...at, make: ['Mazda'] }, 'Cars')).toBe(
      'Mazda cars for sale at Harbour City Mazda Southport Sales',
    )
    expect(
      searchHeading({ ...at, location_name: [...at.location_name, 'Harbour City Used Cars Nerang'] }, 'Cars'),
    ).toBe('All cars for sale')
    // One dealership of a group (/search/{dealership slug}) is named as a location is.
    const dealership = { ...emptySearchState(), dealership_name: ['Harbour City Motor Group'] }
    expect(searchHeading(dealership, 'Cars')).toBe('Cars for sale at Harbour City Motor Group')
    expect(searchHeading({ ...dealership, car_type: ['new'] }, 'Cars')).toBe(
      'New Cars for sale at Harbour City Motor Group',
    )
    // A saved search says the location or dealership once, with the other refinements.
    expect(savedSearchName(at, 'Cars')).toBe('All cars, at Harbour City Mazda Southport Sales')
    expect(savedSearchName(dealership, 'Cars')).toBe('All cars, at Harbour City Motor Group')
  })
  it('names the page and the empty-state button as the spec says', () => {
    expect(searchHeading({ ...emptySearchState(), car_type: ['used'] }, 'Cars')).toBe('Used Cars for sale')
    expect(searchHeading({ ...emptySearchState(), make: ['Toyota'], model: ['RAV4'] }, 'Cars')).toBe(
      'Toyota RAV4 cars for sale',
    )
    expect(emptyAction({ ...emptySearchState(), car_type: ['demo'] }, vocab, '/special-offers').label).toBe(
      'Find Me Something Similar',
    )
    expect(emptyAction({ ...emptySearchState(), body: ['SUV'] }, vocab, '/special-offers')).toEqual({
      label: 'Clear Filters',
      href: '/special-offers',
    })
  })
  it('names a saved search after the page heading', () => {
    const state = emptySearchState()
    expect(savedSearchName({ ...state, car_type: ['used'], make: ['Toyota'], model: ['RAV4'] }, 'Cars')).toBe(
      'Used Toyota RAV4',
    )
    expect(savedSearchName({ ...state, make: ['Toyota'] }, 'Cars')).toBe('Toyota')
    expect(savedSearchName({ ...state, car_type: ['used'] }, 'Cars')).toBe('Used Cars')
    expect(savedSearchName(state, 'Caravans')).toBe('All caravans')
    expect(savedSearchName({ ...state, query: '  red   ute ' }, 'Cars')).toBe("All cars matching 'red ute'")
  })
  it('puts the refinements the heading leaves out into a saved search name: price, body, fuel ...', () => {
    const state = emptySearchState()
    expect(savedSearchName({ ...state, make: ['Toyota'], price_range: ['-30000'] }, 'Cars')).toBe(
      'Toyota, up to $30,000',
    )
    expect(savedSearchName({ ...state, make: ['Toyota'], price_range: ['0-30000'] }, 'Cars')).toBe(
      'Toyota, up to $30,000',
    )
    expect(
      savedSearchName(
        { ...state, car_type: ['used'], make: ['Toyota'], model: ['RAV4'], body: ['SUV'], price: ['20000-29999'] },
        'Cars',
      ),
    ).toBe('Used Toyota RAV4, SUV, $20,000 - $30,000')
    expect(
      savedSearchName(
        { ...state, make: ['Mazda', 'Kia'], fuel: ['Diesel'], price_range: ['5000-'], year: ['2020-2023'] },
        'Cars',
      ),
    ).toBe('All cars, Mazda or Kia, Diesel, year 2020 to 2023, from $5,000')
    expect(
      savedSearchName(
        { ...state, seats: ['7'], location_name: ['Harbour City Used Cars Nerang'], km: ['-9999'], query: 'tow bar' },
        'Cars',
      ),
    ).toBe("All cars, 7 seats, Under 10,000 km, at Harbour City Used Cars Nerang matching 'tow bar'")
    const long = savedSearchName({ ...state, colour: Array.from({ length: 40 }, (_, i) => `Colour ${i}`) }, 'Cars')
    expect(long).toHaveLength(150)
    expect(long.endsWith('…')).toBe(true)
  })
  it('puts promo cards at their positions in the list, counting earlier promos', () => {
    const cars = Array.from({ length: 21 }, (_, i) => `c${i + 1}`)
    const items = withPromos(cars, [
      { position: 10, offer: 'B' },
      { position: 5, offer: 'A' },
    ])
    expect(items).toHaveLength(23)
    expect(items[4]).toEqual({ kind: 'promo', offer: 'A', position: 5 })
    expect(items[9]).toEqual({ kind: 'promo', offer: 'B', position: 10 })
    expect(
      items.filter((i) => i.kind === 'car').map((i) => (i.kind === 'car' ? `${i.car}@${i.position}` : '')),
    ).toEqual(cars.map((c, i) => `${c}@${i + 1}`))
    // Short lists: a promo needs something after it (or to close the list), never a gap.
    expect(withPromos(['a', 'b', 'c'], [{ position: 5, offer: 'A' }]).map((i) => i.kind)).toEqual(['car', 'car', 'car'])
    expect(withPromos(['a', 'b', 'c', 'd'], [{ position: 5, offer: 'A' }]).map((i) => i.kind)).toEqual([
      'car',
      'car',
      'car',
      'car',
    ])
    expect(withPromos([], [{ position: 5, offer: 'A' }])).toEqual([])
  })
  it("names the search route's data request the way Remix's single fetch does", () => {
    expect(searchDataUrl('/search/toyota')).toBe('/search/toyota.data?_routes=routes%2Fsearch.%24')
    expect(searchDataUrl('/search/toyota?body=SUV&sortBy=price-asc')).toBe(
      '/search/toyota.data?body=SUV&sortBy=price-asc&_routes=routes%2Fsearch.%24',
    )
  })
})
