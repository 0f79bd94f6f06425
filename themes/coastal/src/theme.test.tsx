import { SLOT_NAMES } from '@dealer/theme-contract'
import {
  carAvailable,
  carNoPrice,
  carReservedNoImage,
  carSold,
  footerProps,
  headerProps,
  headerPropsClick,
  vehicleCtasBarProps,
  vehicleCtasProps,
  vehicleCtasSoldProps,
  watchlistSaved,
} from '@dealer/theme-contract/fixtures'
import { count, escape, textOf } from '@dealer/theme-contract/testing'
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
  const html = renderToStaticMarkup(<Header {...headerProps} />)
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
    const click = renderToStaticMarkup(<Header {...headerPropsClick} />)
    expect(count(click, 'data-dropdown="click"')).toBe(4)
    expect(click).not.toContain('data-dropdown="hover"')
    expect(click).toMatch(/<details class="[^"]*" name="header-nav" data-dropdown="click"><summary[^>]*>Service/)
  })
})

describe('Footer (base footer, wrapped)', () => {
  const html = renderToStaticMarkup(<Footer {...footerProps} />)
  const text = textOf(html)

  it('tops the footer with a wave in the stats band colour', () => {
    expect(html).toContain(`class="${footer.wave.stats}"`)
    expect(html).toContain('<footer')
  })

  it('colours the wave like the footer when there is no stats band', () => {
    const bare = renderToStaticMarkup(<Footer {...footerProps} stats={[]} />)
    expect(bare).toContain(`class="${footer.wave.plain}"`)
  })

  it('keeps every part of the footer', () => {
    expect(text).toContain('50+ locations 40+ brands 30+ years')
    expect(text).toContain('We accept:')
    for (const name of ['Visa', 'Mastercard', 'American Express', 'eftpos', 'PayPal', 'Afterpay']) {
      expect(html).toContain(`role="img" aria-label="${name}"`)
    }
    expect(html).toContain('href="/pages/unsubscribe">Unsubscribe</a>')
    for (const group of footerProps.groups) expect(text).toContain(group.title)
  })
})

describe('CarCard', () => {
  const render = (car = carAvailable, position = 1, headingLevel: 2 | 3 = 3) =>
    renderToStaticMarkup(<CarCard car={car} position={position} headingLevel={headingLevel} />)

  it('puts the photo first, eager in the first row and lazy after', () => {
    const html = render(carAvailable, 2)
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<h3'))
    expect(html).toContain(`srcSet="${escape(carAvailable.image?.srcSet ?? '')}"`)
    expect(html).toContain('loading="eager"')
    expect(render(carAvailable, 7)).toContain('loading="lazy"')
  })

  it('reads the price chip after the title, with was-price, label and weekly', () => {
    const html = render()
    const text = textOf(html)
    expect(text.indexOf('2021 Toyota RAV4')).toBeLessThan(text.indexOf('$41,990'))
    expect(html).toContain(card.priceChip)
    expect(html).toMatch(/<s class="[^"]*"><span[^>]*>Was <\/span>\$43,490<\/s>/)
    expect(text).toContain('Drive Away')
    expect(text).toContain('$178/wk')
    expect(text).toContain('Transmission: Automatic')
    expect(html).toContain(card.tag.green)
  })

  it('has one stretched link at the given heading level', () => {
    const html = render(carAvailable, 1, 2)
    expect(count(html, '<a ')).toBe(1)
    expect(html).toContain(`<h2 class="${card.title}"><a class="${card.titleLink}" href="${carAvailable.href}">`)
  })

  it("reads 'Price on application' without a price and draws a placeholder without a photo", () => {
    expect(textOf(render(carNoPrice))).toContain('Price on application')
    const noPhoto = render(carReservedNoImage)
    expect(noPhoto).not.toContain('<img')
    expect(noPhoto).toContain(card.placeholder)
  })

  it("offers 'Find Me Something Similar' on a sold car", () => {
    const html = render(carSold)
    expect(html).toContain(card.tag.sold)
    expect(html).toContain(`<a class="${card.similar}" href="${escape(carSold.similarHref ?? '')}">`)
  })
})

describe('CarCard save-to-watchlist button', () => {
  it('draws the form and button in the card’s classes, marked once saved', () => {
    const saved = <CarCard car={carAvailable} position={1} headingLevel={2} watchlist={watchlistSaved} />
    expect(renderToStaticMarkup(saved)).toContain(`class="${card.watchlistForm}"><input`)
    expect(renderToStaticMarkup(saved)).toContain(`class="${card.watchlistButton}" aria-pressed="true" data-saved="">`)
  })
})

describe('VehicleCtas', () => {
  it('stacks every action as a full-width link', () => {
    const html = renderToStaticMarkup(<VehicleCtas {...vehicleCtasProps} />)
    for (const action of vehicleCtasProps.actions) expect(textOf(html)).toContain(action.label)
    expect(count(html, `class="${ctas.action.primary}"`)).toBe(2)
    expect(count(html, `class="${ctas.action.secondary}"`)).toBe(5)
    expect(html).toMatch(/href="tel:\+61249612200" data-cta="call"/)
    expect(html).toContain('data-cta="test-drive" data-emphasis="secondary" data-dialog="test-drive"')
    expect(html).toContain('<ul class')
  })

  it('shows the sold message above the actions', () => {
    const text = textOf(renderToStaticMarkup(<VehicleCtas {...vehicleCtasSoldProps} />))
    expect(text.startsWith("Unfortunately this vehicle recently sold. But don't worry")).toBe(true)
    expect(text).toContain('Find Me Something Similar')
  })

  it('renders the floating mobile dock: base’s bar of three actions and More, in its own classes', () => {
    const html = renderToStaticMarkup(<VehicleCtas {...vehicleCtasBarProps} />)
    expect(html).toContain(`class="${ctas.bar}" role="group" aria-label="Vehicle actions" data-placement="bar"`)
    expect(textOf(html)).toBe('Call Now Enquire Now Test Drive More Finance')
    const full = renderToStaticMarkup(<VehicleCtas {...vehicleCtasProps} placement="bar" />)
    expect(count(full.split('<details')[0]!, 'data-cta=')).toBe(3)
    expect(full).toMatch(
      new RegExp(`<details class="${ctas.more}" data-cta-more=""><summary class="${ctas.moreSummary}">`),
    )
    expect(count(full, `class="${ctas.moreLink}"`)).toBe(4)
    expect(full).toContain('data-cta="finance" data-emphasis="secondary" data-dialog="finance"')
  })
})
