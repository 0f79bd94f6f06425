import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ThemeProvider, type CompleteTheme, type HeroProps, type SearchFiltersProps } from '@dealer/theme-contract'
import { heroProps as heroFixture } from '@dealer/theme-contract/fixtures'
import { carGridAttributes } from '~/lib/car-grid'
import { heroProps } from '~/lib/hero-props'
import { carAvailable, carNew } from '@dealer/theme-contract/fixtures'
import { CarCardList } from './car-card-list'
import { HomeHero } from './home-hero'
import { ArrangedFilters, DefaultSearchFilters, filterGroups } from './search/filter-panel'

/*
 * The app draws a theme's optional page slots and applies its layout tokens (docs/spec-coverage.md,
 * Theme kit: page slots and partner blocks), and its own markup when the theme has none.
 */

const required = { Header: () => null, Footer: () => null, CarCard: () => null, VehicleCtas: () => null }
const plain: CompleteTheme = { name: 'plain', label: 'Plain', tokens: {} as CompleteTheme['tokens'], slots: required }

function TestHero(p: HeroProps) {
  return (
    <section data-by="test-theme">
      <h1>{p.title}</h1>
      <form action={p.search.action}>
        <input name={p.search.input.name} />
      </form>
      {p.background ? <img src={p.background.src} alt={p.background.alt} /> : null}
    </section>
  )
}
function TestFilters(p: SearchFiltersProps) {
  // Sort first, then the rest two to a row: arranging, not writing fields.
  const sort = p.groups.filter((g) => g.kind === 'sort')
  const rest = p.groups.filter((g) => g.kind !== 'sort')
  return (
    <div data-by="test-theme">
      {[...sort, ...rest].map((g) => (
        <fieldset key={g.field} data-field={g.field}>
          {g.control}
        </fieldset>
      ))}
      {p.actions}
    </div>
  )
}
const themed: CompleteTheme = {
  ...plain,
  name: 'test',
  slots: { ...required, Hero: TestHero, SearchFilters: TestFilters },
  layout: { carSidebar: 'left', carSidebarWidth: '320px', carGallery: 'top' },
}

const render = (theme: CompleteTheme, node: JSX.Element) =>
  renderToStaticMarkup(<ThemeProvider value={theme}>{node}</ThemeProvider>)

describe('the home hero', () => {
  const props = heroProps({
    dealer: { name: 'Westside Car Co', tagline: '' },
    total: 1234,
    isCaravan: false,
    carTypes: ['used'],
    bodyTypes: ['SUV'],
    heroImage: '/images/hero.jpg',
  })

  it('has today’s words, the fixed search form and the tenant’s picture', () => {
    expect(props).toEqual({
      ...heroFixture,
      dealerName: 'Westside Car Co',
      title: 'Find your next car at Westside Car Co',
      quickLinks: [
        { label: 'Used cars', href: '/search/used-cars' },
        { label: 'SUV', href: '/search/new-used-and-demo-cars?body=SUV' },
      ],
      background: { src: '/images/hero.jpg', alt: '' },
    })
  })

  it('is the theme’s Hero slot when the theme has one', () => {
    const html = render(themed, <HomeHero {...props} />)
    expect(html).toBe(
      '<section data-by="test-theme"><h1>Find your next car at Westside Car Co</h1>' +
        '<form action="/search/new-used-and-demo-cars"><input name="query"/></form><img src="/images/hero.jpg" alt=""/></section>',
    )
  })
})

describe('the search filters', () => {
  const groups = filterGroups(
    [
      {
        field: 'make',
        label: 'Make',
        value: 'Mazda',
        groups: [{ heading: null, items: [['Mazda', 3]] }],
      },
    ],
    { query: 'ute', sortBy: 'price-asc', price_range: [], isMinRange: false, isMaxRange: false },
  )

  it('come as groups whose controls carry the codec’s field names', () => {
    expect(groups.map((g) => [g.field, g.kind, g.selected])).toEqual([
      ['query', 'keywords', 'ute'],
      ['make', 'facet', 'Mazda'],
      ['sortBy', 'sort', 'Lowest Price'],
    ])
    for (const g of groups) expect(renderToStaticMarkup(<>{g.control}</>)).toContain(`name="${g.field}"`)
  })

  it('are arranged by the theme’s SearchFilters slot when it has one', () => {
    const html = render(
      themed,
      <ArrangedFilters groups={groups} actions={<button>Show</button>} count={3} noun="Cars" />,
    )
    expect(html).toMatch(/^<div data-by="test-theme"><fieldset data-field="sortBy">/)
    expect([...html.matchAll(/data-field="(\w+)"/g)].map((m) => m[1])).toEqual(['sortBy', 'query', 'make'])
  })

  it('are the app’s own rows without one', () => {
    const html = render(
      plain,
      <ArrangedFilters groups={groups} actions={<button>Show</button>} count={3} noun="Cars" />,
    )
    expect(html).toBe(
      renderToStaticMarkup(
        <DefaultSearchFilters groups={groups} actions={<button>Show</button>} count={3} noun="Cars" />,
      ),
    )
    expect(html).not.toContain('test-theme')
  })
})

describe('the car page grid', () => {
  it('takes the theme’s layout tokens', () => {
    const html = renderToStaticMarkup(<div {...carGridAttributes(themed.layout)} />)
    expect(html).toBe('<div data-sidebar="left" data-gallery="top" style="--car-sidebar-width:320px"></div>')
  })
  it('is today’s layout for a theme without tokens', () => {
    expect(renderToStaticMarkup(<div {...carGridAttributes(plain.layout)} />)).toBe(
      '<div data-sidebar="right" data-gallery="beside" style="--car-sidebar-width:384px"></div>',
    )
  })
})

describe('card badges', () => {
  const themedCards: CompleteTheme = {
    ...plain,
    slots: { ...required, CarCard: (p) => <article data-car-id={p.car.id}>{p.car.title}</article> },
  }
  it('sit over the cards they were drawn for, after the theme’s card, and nowhere else', () => {
    const badge =
      '<div data-partner-block="b" data-partner-type="badge"><span data-partner-badge="">Inspected</span></div>'
    const html = render(
      themedCards,
      <CarCardList cars={[carAvailable, carNew]} className="grid" badges={{ [carNew.id]: badge }} />,
    )
    const items = html.split('<li').slice(1)
    expect(items[0]).toMatch(/^>.*<\/article><\/li>/)
    expect(items[1]).toMatch(/^ class="[^"]+">.*<\/article><div data-partner-region="card-badge" class="[^"]+">/)
    expect(items[1]).toContain(badge)
  })
})
