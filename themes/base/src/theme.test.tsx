import * as fx from '@dealer/theme-contract/fixtures'
import { count, textOf } from '@dealer/theme-contract/testing'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as card from './car-card/car-card.css'
import * as header from './header/header.css'
import theme, { barActions, ctaIcons, Icon, IconSprite, plainSummary, visuallyHidden } from './index'
import * as ctas from './vehicle-ctas/vehicle-ctas.css'

const { Header, Footer, CarCard, VehicleCtas } = theme.slots

describe('base theme', () => {
  it('is named base (the contract suite, contract.test.tsx, checks its slots and tokens)', () => {
    expect(theme.name).toBe('base')
  })
})

describe('icons', () => {
  const sprite = renderToStaticMarkup(<IconSprite />)
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1])

  it('point at their symbol in the sprite, which the server theme carries and the browser one does not', () => {
    expect(renderToStaticMarkup(<Icon name="phone" />)).toMatch(
      /^<svg [^>]*viewBox="0 0 24 24"[^>]*><use href="#icon-phone"><\/use><\/svg>$/,
    )
    expect(theme.sprite).toBe(IconSprite)
    expect(sprite).toMatch(/^<svg style="display:none" aria-hidden="true"><symbol /)
  })

  it('each have one drawn symbol: every icon of the header, footer, cards and actions', () => {
    expect(new Set(symbols).size).toBe(symbols.length)
    for (const name of Object.values(ctaIcons)) expect(symbols).toContain(`icon-${name}`)
    const html = [
      renderToStaticMarkup(<Header {...fx.headerProps} />),
      renderToStaticMarkup(<Footer {...fx.footerProps} />),
      ...fx.carCards.map((car) => renderToStaticMarkup(<CarCard car={car} position={1} headingLevel={2} />)),
      renderToStaticMarkup(<VehicleCtas {...fx.vehicleCtasBarProps} />),
    ].join('')
    const used = [...html.matchAll(/<use href="#([^"]+)">/g)].map((m) => m[1])
    expect(used.length).toBeGreaterThan(0)
    for (const id of used) expect(symbols).toContain(id)
    for (const id of symbols)
      expect(sprite).toMatch(new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><(path|circle|rect) `))
  })
})

describe('Header', () => {
  const html = renderToStaticMarkup(<Header {...fx.headerProps} />)
  const text = textOf(html)

  it('renders the spec navigation with the phone and the location', () => {
    expect(html).toMatch(/^<header/)
    for (const label of ['Home', 'New Vehicles', 'Stock', 'Offers', 'Service', 'About Us', 'Sell My Car', 'Finance']) {
      expect(text).toContain(label)
    }
    expect(text).toContain('LandCruiser 300')
    expect(html).toContain('href="tel:+61249612200"')
    expect(text).toContain('(02) 4961 2200')
    expect(text).toContain('Open today 8:30am – 5:30pm')
    expect(html).toContain('href="/trade-in"')
  })

  it('has a labelled main navigation for desktop and for the phone menu', () => {
    expect(count(html, '<nav aria-label="Main"')).toBe(2)
    expect(html).toMatch(/<details class="[^"]*" data-menu="mobile"><summary[^>]*>.*Menu<\/summary>/)
  })

  it('marks the current entry and highlights Finance', () => {
    expect(html).toMatch(/<a class="[^"]*" href="\/search\/new-used-and-demo-cars" aria-current="true"/)
    expect(html).toContain(`<a class="${header.highlight}" href="/finance">Finance</a>`)
  })

  it('opens dropdowns on hover with the parent kept as a real link', () => {
    expect(count(html, 'data-dropdown="hover"')).toBe(4)
    expect(html).not.toContain('data-dropdown="click"')
    expect(html).toMatch(/<a class="[^"]*" href="\/models">New Vehicles/)
    expect(html).toContain(header.hoverPanel)
  })

  it('gives a hover dropdown a named <details> toggle after its link, before its panel (one tab stop for the menu)', () => {
    // The link holds only its label; the chevron is the toggle, which the keyboard opens.
    expect(html).toContain(
      `<a class="${header.navLink}" href="/models">New Vehicles</a><details name="header-nav">` +
        `<summary class="${plainSummary} ${header.navLink} ${header.menuToggle}" aria-label="New Vehicles menu"><svg`,
    )
    expect(html).toMatch(/aria-label="New Vehicles menu">.*?<\/summary><\/details><ul class="[^"]*">/)
    expect(count(html, '<details name="header-nav">')).toBe(4)
  })

  it('opens dropdowns on click with <details>, adding the parent page when no child links it', () => {
    const click = renderToStaticMarkup(<Header {...fx.headerPropsClick} />)
    expect(count(click, 'data-dropdown="click"')).toBe(4)
    expect(click).not.toContain('data-dropdown="hover"')
    expect(click).toMatch(/<details class="[^"]*" name="header-nav" data-dropdown="click"><summary[^>]*>New Vehicles/)
    const withParent = renderToStaticMarkup(
      <Header
        {...fx.headerPropsClick}
        nav={[
          {
            label: 'Service',
            href: '/service',
            highlight: false,
            current: false,
            children: [{ label: 'Warranty', href: '/warranty' }],
          },
        ]}
      />,
    )
    expect(withParent).toMatch(/<a class="[^"]*" href="\/service">Service/)
  })
})

describe('Footer', () => {
  const html = renderToStaticMarkup(<Footer {...fx.footerProps} />)
  const text = textOf(html)

  it('renders the groups, the contact details and the legal links', () => {
    for (const group of fx.footerProps.groups) expect(html).toContain(`aria-label="${group.title}"`)
    expect(text).toContain('Servicing and Parts')
    expect(text).toContain('Capped Price Servicing')
    expect(html).toContain('href="mailto:sales@harbourside-motors.example"')
    expect(text).toContain('120 Hunter Street, Newcastle West NSW 2302')
    expect(html).toContain('href="/privacy-policy"')
    expect(text).toContain('© 2025 Harbourside Motors Pty Ltd.')
  })

  it('has the unsubscribe link', () => {
    expect(html).toContain('href="/pages/unsubscribe">Unsubscribe</a>')
  })

  it('shows the stats banner, value then label', () => {
    expect(text).toContain('50+ locations 40+ brands 30+ years')
  })

  it('leaves out the stats banner and the payment strip when there are none', () => {
    const bare = textOf(renderToStaticMarkup(<Footer {...fx.footerProps} stats={[]} paymentMethods={[]} />))
    expect(bare).not.toContain('We accept:')
    expect(bare).not.toContain('50+')
    expect(bare).toContain('Unsubscribe')
  })

  it("shows the 'We accept:' strip with a named logo per payment method", () => {
    expect(text).toContain('We accept:')
    for (const name of ['Visa', 'Mastercard', 'American Express', 'eftpos', 'PayPal', 'Afterpay']) {
      expect(html).toContain(`role="img" aria-label="${name}"`)
    }
  })
})

describe('CarCard', () => {
  const render = (car = fx.carAvailable, headingLevel: 2 | 3 = 3) =>
    renderToStaticMarkup(<CarCard car={car} position={1} headingLevel={headingLevel} />)

  it('draws each tag in its tone, and the price block after the chips', () => {
    expect(render(fx.carReservedNoImage)).toContain(card.tag.reserved)
    expect(render(fx.carSold)).toContain(card.tag.sold)
    const html = render()
    expect(html).toContain(card.tag.green)
    expect(html.indexOf(card.chips)).toBeLessThan(html.indexOf(card.priceBlock))
  })

  it('stretches its one link, the title, at the given heading level', () => {
    const title = `<h2 class="${card.title}"><a class="${card.titleLink}" href="${fx.carAvailable.href}">`
    expect(render(fx.carAvailable, 2)).toContain(title)
  })

  it('draws a placeholder when there is no photo', () => {
    expect(textOf(render(fx.carReservedNoImage))).toContain('Photos coming soon')
  })

  it('draws the watchlist form and its pressed button in the card’s classes', () => {
    const saved = <CarCard car={fx.carAvailable} position={1} headingLevel={2} watchlist={fx.watchlistSaved} />
    const html = renderToStaticMarkup(saved)
    expect(html).toContain(`class="${card.watchlistForm}"><input`)
    expect(html).toContain(`class="${card.watchlistButton}" aria-pressed="true" data-saved="">`)
  })
})

describe('VehicleCtas', () => {
  it('renders every action as a link, dialogs and calls marked', () => {
    const html = renderToStaticMarkup(<VehicleCtas {...fx.vehicleCtasProps} />)
    expect(html).toMatch(/<a class="[^"]*" href="tel:\+61249612200" data-cta="call"/)
    expect(html).toContain('data-cta="enquire" data-emphasis="primary" data-dialog="enquire"')
    expect(html).toMatch(/data-cta="reserve" data-emphasis="primary">/)
    expect(count(html, ctas.action.primary)).toBe(2)
    expect(html).toContain('data-placement="sidebar"')
  })

  it('shows the sold message above the actions', () => {
    const html = renderToStaticMarkup(<VehicleCtas {...fx.vehicleCtasSoldProps} />)
    const text = textOf(html)
    expect(text.indexOf("Unfortunately this vehicle recently sold. But don't worry")).toBe(0)
    expect(text.indexOf('Find Me Something Similar')).toBeGreaterThan(0)
  })

  it('renders the fixed mobile bottom bar: three actions and More', () => {
    const html = renderToStaticMarkup(<VehicleCtas {...fx.vehicleCtasBarProps} />)
    expect(html).toContain(`class="${ctas.bar}" role="group" aria-label="Vehicle actions" data-placement="bar"`)
    expect(textOf(html)).toBe('Call Now Enquire Now Test Drive More Finance')
  })
})

describe('CtaBar (the phone bar)', () => {
  const bar = (props = fx.vehicleCtasProps) => renderToStaticMarkup(<VehicleCtas {...props} placement="bar" />)
  const shownIds = (html: string) => [...html.split('<details')[0]!.matchAll(/data-cta="([\w-]+)"/g)].map((m) => m[1])
  const moreIds = (html: string) =>
    [...(html.split('<details')[1] ?? '').matchAll(/data-cta="([\w-]+)"/g)].map((m) => m[1])

  it('picks the call, then the primary actions, then the rest, at most three, in the page order', () => {
    expect(barActions(fx.ctaActions).shown.map((a) => a.id)).toEqual(['reserve', 'enquire', 'call'])
    expect(barActions(fx.ctaActions).more.map((a) => a.id)).toEqual(['test-drive', 'trade-in', 'finance', 'history'])
    const noCall = fx.ctaActions.filter((a) => a.id !== 'call' && a.id !== 'reserve')
    expect(barActions(noCall).shown.map((a) => a.id)).toEqual(['enquire', 'test-drive', 'trade-in'])
    expect(barActions(fx.ctaActions.slice(0, 3)).more).toEqual([])
  })

  it('draws at most three actions and a More disclosure holding the rest, every one a link', () => {
    const html = bar()
    expect(shownIds(html)).toEqual(['reserve', 'enquire', 'call'])
    expect(moreIds(html)).toEqual(['test-drive', 'trade-in', 'finance', 'history'])
    expect(count(html, '<details')).toBe(1)
    expect(html).toMatch(/<details class="[^"]*" data-cta-more=""><summary class="[^"]*">.*More<\/span><\/summary>/)
    expect(html).toContain('<ul class="' + ctas.morePanel + '" aria-label="More actions">')
    // The app's scripts find calls and dialog actions wherever they are.
    expect(html).toContain('data-cta="finance" data-emphasis="secondary" data-dialog="finance"')
    expect(html).toContain('data-cta="enquire" data-emphasis="primary" data-dialog="enquire"')
    for (const action of fx.ctaActions) expect(textOf(html)).toContain(action.label)
  })

  it('shows Call Now, the number kept for assistive technology so the link reads the whole label', () => {
    const html = bar()
    const call = html.match(/<a [^>]*data-cta="call"[^>]*>.*?<\/a>/)![0]
    expect(call).toContain(`Call Now<span class="${visuallyHidden}"> - (02) 4961 2200</span>`)
    expect(textOf(call)).toBe('Call Now - (02) 4961 2200')
  })

  it('has no More menu for three actions or fewer', () => {
    const html = renderToStaticMarkup(<VehicleCtas {...fx.vehicleCtasSoldProps} placement="bar" />)
    expect(html).not.toContain('<details')
    expect(shownIds(html)).toEqual(fx.vehicleCtasSoldProps.actions.map((a) => a.id))
  })
})
