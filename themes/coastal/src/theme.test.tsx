import { SLOT_NAMES } from '@dealer/theme-contract'
import * as fx from '@dealer/theme-contract/fixtures'
import { count, textOf } from '@dealer/theme-contract/testing'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as card from './car-card/car-card.css'
import * as footer from './footer/footer.css'
import * as header from './header/header.css'
import theme from './index'
import * as ctas from './vehicle-ctas/vehicle-ctas.css'

const { Header, Footer, CarCard, VehicleCtas } = theme.slots

describe('coastal theme', () => {
  it('fills every slot itself, so every class it renders is in its own style.css', () => {
    expect(theme.name).toBe('coastal')
    expect(Object.keys(theme.slots).sort()).toEqual([...SLOT_NAMES].sort())
  })

  it('has its own tokens, not a recolour', () => {
    expect(theme.tokens.radius.card).toBe('22px')
    expect(theme.tokens.font.headingTransform).toBe('none')
    expect(theme.tokens.font.heading).toMatch(/serif$/)
  })
})

describe('Header', () => {
  const html = renderToStaticMarkup(<Header {...fx.headerProps} />)
  const text = textOf(html)

  it('renders the centred wordmark, the spec navigation, location and phone', () => {
    expect(html).toMatch(/^<header/)
    expect(html).toContain(`<span class="${header.wordmark}">Harbourside Motors</span>`)
    for (const label of ['Home', 'New Vehicles', 'Stock', 'Offers', 'Service', 'About Us', 'Sell My Car', 'Finance']) {
      expect(text).toContain(label)
    }
    expect(text).toContain('Open today 8:30am – 5:30pm')
    expect(html).toContain('href="tel:+61249612200"')
    expect(text).toContain('(02) 4961 2200')
  })

  it('has a labelled main navigation and a phone menu that needs no JavaScript', () => {
    expect(count(html, '<nav aria-label="Main"')).toBe(2)
    expect(html).toMatch(/<details class="[^"]*" data-menu="mobile"><summary[^>]*>.*>Menu<\/span><\/summary>/)
  })

  it('marks the current entry and highlights Finance', () => {
    expect(html).toMatch(/href="\/search\/new-used-and-demo-cars" aria-current="true"/)
    expect(count(html, `<a class="${header.highlight}" href="/finance">Finance</a>`)).toBe(1)
    expect(html).toContain(`<a class="${header.sheetHighlight}" href="/finance">Finance</a>`)
  })

  it('opens dropdowns on hover with the parent kept as a link, models in two columns', () => {
    expect(count(html, 'data-dropdown="hover"')).toBe(4)
    expect(html).toMatch(/<a class="[^"]*" href="\/models">New Vehicles/)
    expect(html).toContain(`${header.panel} ${header.panelWide} ${header.hoverPanel}`)
  })

  it('opens dropdowns on click with <details>', () => {
    const click = renderToStaticMarkup(<Header {...fx.headerPropsClick} />)
    expect(count(click, 'data-dropdown="click"')).toBe(4)
    expect(click).not.toContain('data-dropdown="hover"')
    expect(click).toMatch(/<details class="[^"]*" name="header-nav" data-dropdown="click"><summary[^>]*>Service/)
  })
})

describe('Footer (base footer, wrapped)', () => {
  const html = renderToStaticMarkup(<Footer {...fx.footerProps} />)

  it('tops the footer with a wave in the stats band colour', () => {
    expect(html).toContain(`class="${footer.wave.stats}"`)
    expect(html).toContain('<footer')
  })

  it('colours the wave like the footer when there is no stats band', () => {
    const bare = renderToStaticMarkup(<Footer {...fx.footerProps} stats={[]} />)
    expect(bare).toContain(`class="${footer.wave.plain}"`)
  })
})

describe('CarCard', () => {
  const render = (car = fx.carAvailable, headingLevel: 2 | 3 = 3) =>
    renderToStaticMarkup(<CarCard car={car} position={1} headingLevel={headingLevel} />)

  it('reads the price chip after the title, and draws the tag pill in its tone', () => {
    const html = render()
    expect(html.indexOf(card.titleLink)).toBeLessThan(html.indexOf(card.priceChip))
    expect(html).toContain(card.tag.green)
    expect(render(fx.carSold)).toContain(card.tag.sold)
  })

  it('stretches its one link at the given heading level; similar and placeholder in its classes', () => {
    expect(render(fx.carAvailable, 2)).toContain(`<h2 class="${card.title}"><a class="${card.titleLink}"`)
    expect(render(fx.carSold)).toContain(`<a class="${card.similar}" href=`)
    expect(render(fx.carReservedNoImage)).toContain(card.placeholder)
    const watchlist = <CarCard car={fx.carSold} position={2} headingLevel={3} watchlist={fx.watchlistSaved} />
    expect(renderToStaticMarkup(watchlist)).toMatch(new RegExp(`class="${card.watchlistButton}" aria-pressed="true"`))
    expect(renderToStaticMarkup(watchlist)).toContain(
      `<form method="post" action="/api/watchlist/remove-car" class="${card.watchlistForm}">`,
    )
  })
})

describe('VehicleCtas', () => {
  it('stacks every action as a full-width link', () => {
    const html = renderToStaticMarkup(<VehicleCtas {...fx.vehicleCtasProps} />)
    expect(count(html, `class="${ctas.action.primary}"`)).toBe(2)
    expect(count(html, `class="${ctas.action.secondary}"`)).toBe(5)
    expect(html).toMatch(/href="tel:\+61249612200" data-cta="call"/)
    expect(html).toContain('data-cta="test-drive" data-emphasis="secondary" data-dialog="test-drive"')
    expect(html).toContain('<ul class')
  })

  it('shows the sold message above the actions', () => {
    const text = textOf(renderToStaticMarkup(<VehicleCtas {...fx.vehicleCtasSoldProps} />))
    expect(text.startsWith("Unfortunately this vehicle recently sold. But don't worry")).toBe(true)
    expect(text).toContain('Find Me Something Similar')
  })

  it('renders the floating mobile dock: base’s bar of three actions and More, in its own classes', () => {
    const html = renderToStaticMarkup(<VehicleCtas {...fx.vehicleCtasBarProps} />)
    expect(html).toContain(`class="${ctas.bar}" role="group" aria-label="Vehicle actions" data-placement="bar"`)
    expect(textOf(html)).toBe('Call Now Enquire Now Test Drive More Finance')
    const full = renderToStaticMarkup(<VehicleCtas {...fx.vehicleCtasProps} placement="bar" />)
    expect(count(full.split('<details')[0]!, 'data-cta=')).toBe(3)
    expect(full).toMatch(
      new RegExp(`<details class="${ctas.more}" data-cta-more=""><summary class="${ctas.moreSummary}">`),
    )
    expect(count(full, `class="${ctas.moreLink}"`)).toBe(4)
    expect(full).toContain('data-cta="finance" data-emphasis="secondary" data-dialog="finance"')
  })
})
