import { useState } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CardArticle, CardTitle, CtaLink, CtaRegion, MainNav } from '../dom'
import { vehicleCtasLongBarProps } from '../extreme-fixtures'
import { carAvailable, carSold, headerProps, vehicleCtasBarProps, vehicleCtasProps } from '../fixtures'
import type { VehicleCtasProps } from '../slots'
import { demoTenants, expectCard, expectCtas, expectHeader } from './contract-suite'
import { elementsOf, staticViolations } from './markup'

// The suite's checks must fail on a theme that breaks the contract, not only pass on base and coastal.

describe('staticViolations', () => {
  function Counter() {
    const [n] = useState(0)
    return <span>{n}</span>
  }
  const Plain = ({ label }: { label: string }) => (
    <>
      <a href="/">{label}</a>
      {[<b key="1">x</b>]}
    </>
  )

  it('passes plain components, fragments and lists', () => {
    expect(staticViolations(<Plain label="Home" />)).toEqual([])
  })

  it('names an event handler and a hook', () => {
    expect(staticViolations(<nav>{[<button key="b" type="button" onClick={() => {}} />]}</nav>)).toEqual([
      'root > nav[0] > button: event handler onClick',
    ])
    expect(staticViolations(<Counter />)[0]).toMatch(/^root > Counter: uses a hook/)
  })
})

describe('expectCtas', () => {
  const good = (props: VehicleCtasProps) =>
    renderToStaticMarkup(
      <CtaRegion placement={props.placement} className="r">
        {props.actions.map((a) => (
          <CtaLink key={a.id} action={a} className="c" shortLabelHiddenClassName="vh" />
        ))}
        <details data-cta-more="" />
      </CtaRegion>,
    )

  it('passes links drawn by the helpers', () => {
    expect(() => expectCtas(good(vehicleCtasProps), vehicleCtasProps)).not.toThrow()
    expect(() => expectCtas(good(vehicleCtasBarProps), vehicleCtasBarProps)).not.toThrow()
  })

  it('fails a dropped data-dialog, a call link named only Call Now, a missing action and a wrong placement', () => {
    const html = good(vehicleCtasProps)
    expect(() => expectCtas(html.replace(' data-dialog="enquire"', ''), vehicleCtasProps)).toThrow()
    expect(() => expectCtas(html.replace('<span class="vh"> - (02) 4961 2200</span>', ''), vehicleCtasProps)).toThrow()
    expect(() => expectCtas(html.replace('data-cta="history"', ''), vehicleCtasProps)).toThrow()
    expect(() => expectCtas(html, { ...vehicleCtasProps, placement: 'bar' })).toThrow()
  })
})

// A card drawn by the helpers, showing everything it is given.
const card = (car = carAvailable) =>
  renderToStaticMarkup(
    <CardArticle car={car} position={1} className="card">
      {car.image ? <img {...car.image} alt={car.image.alt} /> : null}
      <CardTitle car={car} headingLevel={2} className="t" linkClassName="l" />
      <p>
        {[car.subtitle, car.priceLabel, car.weekly, car.location, car.tag?.label].join(' ')}
        {car.wasPrice ? <s>Was {car.wasPrice}</s> : null}
        {car.price ?? 'Price on application'} {car.photoCount} photos
      </p>
      <ul>
        {car.attributes.map((a) => (
          <li key={a.key}>
            {a.label}: {a.value}
          </li>
        ))}
      </ul>
      {car.similarHref ? <a href={car.similarHref}>Find Me Something Similar</a> : null}
    </CardArticle>,
  )

describe('expectCard', () => {
  it('passes a card drawn by the helpers, with the sold car’s second link', () => {
    expect(() => expectCard(card(), carAvailable, 2)).not.toThrow()
    expect(() => expectCard(card(carSold), carSold, 2)).not.toThrow()
  })

  it('fails a second link to the car, a link before the title, a root that is not an article, a wrong heading', () => {
    const html = card()
    expect(() => expectCard(html.replace(carAvailable.price!, ''), carAvailable, 2), 'price dropped').toThrow()
    const photoLink = `<a href="${carAvailable.href}"><img alt=""/></a>`
    expect(() => expectCard(html.replace('</h2>', `</h2>${photoLink}`), carAvailable, 2)).toThrow()
    expect(() => expectCard(html.replace('<h2', '<a href="/x">x</a><h2'), carAvailable, 2)).toThrow()
    expect(() => expectCard(`<div>${html}</div>`, carAvailable, 2)).toThrow()
    expect(() => expectCard(html, carAvailable, 3)).toThrow()
  })
})

/** The message of the assertion `check` fails, or '' when it passes. */
function failure(check: () => void): string {
  try {
    check()
  } catch (error) {
    return (error as Error).message
  }
  return ''
}

const DOCS = 'docs/themes.md, "What the contract suite checks"'

describe('failure messages name the rule broken and where the docs explain it', () => {
  const header = (root: string) =>
    renderToStaticMarkup(
      <header>
        <a href={headerProps.homeHref}>Home</a>
        <a href={headerProps.phone.href}>{headerProps.phone.display}</a>
        {headerProps.location ? <a href={headerProps.location.href}>{headerProps.location.hoursToday}</a> : null}
        <MainNav className="n">
          {headerProps.nav.map((entry) => (
            <span key={entry.label} aria-current={entry.current ? 'page' : undefined}>
              {entry.label}
              {entry.children.length === 0 ? <a href={entry.href}>{entry.label}</a> : null}
              {entry.children.map((c) => (
                <a key={c.href} href={c.href}>
                  {c.label}
                </a>
              ))}
            </span>
          ))}
        </MainNav>
        {headerProps.tagline}
      </header>,
    ).replace(/^<header>(.*)<\/header>$/s, `<${root}>$1</${root}>`)

  it('a Header whose root is a <div>, not a <header>', () => {
    expect(failure(() => expectHeader(header('header'), headerProps))).toBe('')
    const message = failure(() => expectHeader(header('div'), headerProps))
    expect(message).toContain(`the Header's root element is <header> (${DOCS})`)
    expect(message).toContain("expected 'div' to be 'header'")
  })

  it('a card without "Label: value", "Price on application", "N photos" or "Was …" in <s>', () => {
    const car = { ...carAvailable, price: null }
    const html = card(car)
    expect(failure(() => expectCard(html, car, 2))).toBe('')
    const cases: [string, string][] = [
      ['a card shows its price, or "Price on application" without one', html.replace('Price on application', 'POA')],
      ['a card shows every attribute as "Label: value"', html.replace(/Type(<!-- -->)?: /, '')],
      ['a card with photos shows "N photos"', html.replace(' photos', ' pictures')],
      ['a card shows the was price as "Was …" inside <s>', html.replace('<s>', '<span>').replace('</s>', '</span>')],
    ]
    for (const [rule, bad] of cases) expect(failure(() => expectCard(bad, car, 2))).toContain(`${rule} (${DOCS})`)
  })

  it('a phone bar of more than 3 actions without details[data-cta-more]', () => {
    const props = vehicleCtasLongBarProps
    expect(props.actions.length).toBeGreaterThan(3)
    const html = renderToStaticMarkup(
      <CtaRegion placement={props.placement} className="r">
        {props.actions.map((a) => (
          <CtaLink key={a.id} action={a} className="c" shortLabelHiddenClassName="vh" />
        ))}
        <details />
      </CtaRegion>,
    )
    expect(failure(() => expectCtas(html, props))).toBe(
      `a phone bar with more than 3 actions puts the rest in a <details data-cta-more> (${DOCS}): expected false to be true // Object.is equality`,
    )
  })
})

describe('markup readers and demo tenants', () => {
  it('read attributes decoded and text', () => {
    expect(elementsOf('<p><a href="/a?x=1&amp;y=2" data-x="">A &amp; B</a></p>', 'a')).toEqual([
      { attrs: { href: '/a?x=1&y=2', 'data-x': '' }, inner: 'A &amp; B', text: 'A & B', at: 3 },
    ])
  })

  it("take a tenant's slug from its folder", () => {
    expect(demoTenants({ '../../tenants/sunset/tenant.json': { brand: { primary: '#6b2147' } } })).toEqual([
      { slug: 'sunset', brand: { primary: '#6b2147' } },
    ])
  })
})
