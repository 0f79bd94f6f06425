import { baseSlots } from '@dealer/theme-base/source'
import { pairFailures, SLOT_NAMES } from '@dealer/theme-contract'
import {
  carAvailable,
  carCards,
  carNoPrice,
  carReservedNoImage,
  carSold,
  headerProps,
  headerPropsClick,
  headerPropsSignedIn,
  vehicleCtasBarProps,
  vehicleCtasProps,
  vehicleCtasSoldProps,
  watchlistSaved,
} from '@dealer/theme-contract/fixtures'
import { count, textOf } from '@dealer/theme-contract/testing'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as card from './car-card/car-card.css'
import * as header from './header/header.css'
import theme from './index'
import * as ctas from './vehicle-ctas/vehicle-ctas.css'

// docs/spec-coverage.md, Theme kit: third theme.
const { Header, CarCard, VehicleCtas } = theme.slots

describe('outback theme', () => {
  it('fills every slot, keeping base’s Footer through withBaseSlots', () => {
    expect(theme.name).toBe('outback')
    for (const name of SLOT_NAMES) expect(theme.slots[name], name).toBeTypeOf('function')
    expect(theme.slots.Footer).toBe(baseSlots.Footer)
    expect(theme.slots.Header).not.toBe(baseSlots.Header)
  })

  it('is dark, and every token pair passes AA', () => {
    expect(theme.tokens.color.surface).toBe('#14110e')
    expect(theme.tokens.font.headingTransform).toBe('uppercase')
    expect(pairFailures(theme.tokens.color)).toEqual([])
  })
})

describe('Header', () => {
  const html = renderToStaticMarkup(<Header {...headerProps} />)

  it('has the labelled main navigation twice (the row and the drawer) and a drawer that needs no JavaScript', () => {
    expect(html).toMatch(/^<header/)
    expect(count(html, '<nav aria-label="Main"')).toBe(2)
    expect(html).toMatch(/<details class="[^"]*" data-menu="mobile"><summary[^>]*>.*>Menu<\/span><\/summary>/)
    for (const label of ['Home', 'New Vehicles', 'Stock', 'Offers', 'Service', 'About Us', 'Sell My Car', 'Finance']) {
      expect(count(textOf(html), label)).toBeGreaterThanOrEqual(2)
    }
    expect(html).toContain('href="tel:+61249612200"')
    expect(textOf(html)).toContain('Open today 8:30am – 5:30pm')
  })

  it('marks the current section, highlights Finance, and opens dropdowns on hover or on click', () => {
    expect(html).toMatch(/href="\/search\/new-used-and-demo-cars" aria-current="true"/)
    expect(count(html, `<a class="${header.highlight}" href="/finance">Finance</a>`)).toBe(2)
    expect(count(html, 'data-dropdown="hover"')).toBe(4)
    const click = renderToStaticMarkup(<Header {...headerPropsClick} />)
    expect(count(click, 'data-dropdown="click"')).toBe(4)
    // The desktop row's click dropdowns are base's <details> disclosures in this theme's classes.
    expect(count(click, `<details class="${header.dropdown}">`)).toBe(4)
  })

  it('puts the account in the drawer: Sign In, or the garage and a sign-out form', () => {
    expect(html).toContain('href="/sign-in?type=my-garage"')
    const signedIn = renderToStaticMarkup(<Header {...headerPropsSignedIn} />)
    expect(signedIn).toContain('href="/my-garage"')
    expect(signedIn).toMatch(/<form method="post" action="\/sign-out"><button type="submit"[^>]*>Sign Out/)
  })
})

describe('CarCard', () => {
  const render = (car = carAvailable, position = 1) =>
    renderToStaticMarkup(<CarCard car={car} position={position} headingLevel={3} />)

  it('is one article with one link, photo first, price read after the title', () => {
    for (const car of carCards) {
      const html = render(car)
      expect(count(html, '<article')).toBe(1)
      expect(count(html, '<a ')).toBe(car.similarHref && !car.available ? 2 : 1)
      expect(textOf(html)).toContain(car.title)
    }
    const html = render()
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<h3'))
    const text = textOf(html)
    expect(text.indexOf('2021 Toyota RAV4')).toBeLessThan(text.indexOf('$41,990'))
    expect(html).toContain(card.priceBand)
    expect(text).toContain('Was $43,490')
    expect(text).toContain('$178/wk')
  })

  it('reads Price on application, draws a placeholder, greys and offers similar on a sold car', () => {
    expect(textOf(render(carNoPrice))).toContain('Price on application')
    expect(render(carReservedNoImage)).toContain(card.placeholder)
    const sold = render(carSold)
    expect(sold).toContain(card.card.unavailable)
    expect(sold).toContain(card.similar)
  })

  it('draws the save button as its own POST form', () => {
    const html = renderToStaticMarkup(
      <CarCard car={carAvailable} position={1} headingLevel={2} watchlist={watchlistSaved} />,
    )
    expect(html).toContain(`<form method="post" action="/api/watchlist/remove-car" class="${card.watchlistForm}">`)
    expect(html).toContain('aria-pressed="true"')
  })
})

describe('VehicleCtas', () => {
  it('draws every action as a link carrying the DOM contract', () => {
    const html = renderToStaticMarkup(<VehicleCtas {...vehicleCtasProps} />)
    expect(html).toContain('data-placement="sidebar"')
    expect(count(html, 'data-cta=')).toBe(vehicleCtasProps.actions.length)
    expect(count(html, `class="${ctas.action.primary}"`)).toBe(2)
    expect(html).toMatch(/href="tel:\+61249612200" data-cta="call" data-emphasis="[a-z]+"/)
    expect(html).toContain('data-cta="test-drive" data-emphasis="secondary" data-dialog="test-drive"')
    expect(textOf(renderToStaticMarkup(<VehicleCtas {...vehicleCtasSoldProps} />))).toMatch(/^Unfortunately/)
  })

  it('draws base’s phone bar in its own classes: three actions and More', () => {
    const html = renderToStaticMarkup(<VehicleCtas {...vehicleCtasBarProps} />)
    expect(html).toContain(`class="${ctas.bar}" role="group" aria-label="Vehicle actions" data-placement="bar"`)
    expect(textOf(html)).toBe('Call Now Enquire Now Test Drive More Finance')
  })
})
