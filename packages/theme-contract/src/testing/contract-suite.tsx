import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { CompleteTheme } from '../define-theme'
import {
  carCards,
  footerProps,
  headerProps,
  headerPropsClick,
  headerPropsSignedIn,
  vehicleCtasBarProps,
  vehicleCtasProps,
  vehicleCtasSoldProps,
  watchlistSave,
  watchlistSaved,
} from '../fixtures'
import {
  extremeCarCards,
  footerPropsEmpty,
  footerPropsEmptyGroups,
  headerPropsEmpty,
  headerPropsManyNav,
  headerPropsManyNavClick,
  vehicleCtasEmptyProps,
  vehicleCtasLongBarProps,
  vehicleCtasLongProps,
} from '../extreme-fixtures'
import { brandColours, brandFitsScheme, describeFailure, pairFailures, type BrandColours } from '../pairs'
import { SLOT_NAMES, type CarCardData, type CardWatchlist, type HeaderProps, type VehicleCtasProps } from '../slots'
import { count, elementsOf, rootOf, staticViolations, textOf } from './markup'
import { pageSlotsSuite } from './page-slots-suite'

/*
 * The shared contract suite (docs/spec-coverage.md, Theme kit: DOM contract and contract suite):
 * what every theme's test runs, so the app can rely on any installed theme. It renders every slot
 * with every fixture (the usual ones and the extremes) and checks the DOM contract the app's
 * scripts and tests select (`src/dom.tsx`), that the Header and Footer are static HTML (ADR 008),
 * and that the theme's colour tokens pass every token pair at WCAG AA, also with each demo
 * tenant's brand colours applied.
 */

export interface ContractTenant {
  readonly slug: string
  readonly brand: BrandColours
}

export interface ContractSuiteOptions {
  /**
   * The demo tenants whose brand colours the theme must carry (any dealer may pick any theme of its
   * brand's scheme, light or dark: `brandFitsScheme`). The caller reads them
   * (`tenants/<slug>/tenant.json`); this package reads no files.
   */
  readonly tenants: readonly ContractTenant[]
}

/**
 * The demo tenants from a theme test's `import.meta.glob` of every `tenants/<slug>/tenant.json`
 * (eager, default import): the slug from the folder, the brand colours from the file.
 */
export function demoTenants(files: Record<string, { brand: BrandColours }>): ContractTenant[] {
  return Object.entries(files).map(([file, json]) => ({ slug: file.split('/').at(-2)!, brand: json.brand }))
}

export const headerFixtures: Readonly<Record<string, HeaderProps>> = {
  hover: headerProps,
  click: headerPropsClick,
  'signed in': headerPropsSignedIn,
  '30 entries, hover': headerPropsManyNav,
  '30 entries, click': headerPropsManyNavClick,
  'no entries, location or tagline': headerPropsEmpty,
}

export const footerFixtures = {
  usual: footerProps,
  'no groups, stats, payments or legal links': footerPropsEmpty,
  'empty groups and a long one': footerPropsEmptyGroups,
}

export const ctaFixtures: Readonly<Record<string, VehicleCtasProps>> = {
  sidebar: vehicleCtasProps,
  bar: vehicleCtasBarProps,
  'sold, sidebar': vehicleCtasSoldProps,
  'sold, bar': { ...vehicleCtasSoldProps, placement: 'bar' },
  'every action, bar': { ...vehicleCtasProps, placement: 'bar' },
  'six long labels, sidebar': vehicleCtasLongProps,
  'six long labels, bar': vehicleCtasLongBarProps,
  'no actions': vehicleCtasEmptyProps,
}

export const cardFixtures: readonly CarCardData[] = [...carCards, ...extremeCarCards]

/** Runs the contract suite for a theme inside the caller's test file. */
export function themeContractSuite(theme: CompleteTheme, options: ContractSuiteOptions): void {
  const { Header, Footer, CarCard, VehicleCtas } = theme.slots

  describe(`theme contract: ${theme.name}`, () => {
    it('fills every slot and every token', () => {
      for (const name of SLOT_NAMES) expect(theme.slots[name], name).toBeTypeOf('function')
      const leaves = Object.values(theme.tokens).flatMap((group) => Object.values(group))
      expect(leaves.length).toBeGreaterThan(20)
      for (const value of leaves) expect(value).not.toBe('')
    })

    describe('Header', () => {
      for (const [name, props] of Object.entries(headerFixtures)) {
        it(`${name}: is static HTML with the Main navigation holding every entry`, () => {
          expect(staticViolations(<Header {...props} />)).toEqual([])
          const html = renderToStaticMarkup(<Header {...props} />)
          expect(rootOf(html).tag).toBe('header')
          const mains = elementsOf(html, 'nav').filter((nav) => nav.attrs['aria-label'] === 'Main')
          expect(mains.length, 'nav aria-label="Main"').toBeGreaterThan(0)
          const inMain = mains.map((nav) => nav.inner).join('')
          for (const entry of props.nav) {
            expect(textOf(inMain), entry.label).toContain(entry.label)
            const hrefs = elementsOf(inMain, 'a').map((a) => a.attrs.href)
            for (const child of entry.children) expect(hrefs, child.href).toContain(child.href)
            if (entry.children.length === 0) expect(hrefs, entry.href).toContain(entry.href)
            if (entry.current) expect(inMain).toMatch(/aria-current="(page|true)"/)
          }
          const links = elementsOf(html, 'a')
          expect(links.map((a) => a.attrs.href)).toContain(props.phone.href)
          expect(links.map((a) => a.attrs.href)).toContain(props.homeHref)
          // The location and today's hours when the dealer has them, nothing in their place when not.
          const text = textOf(html)
          if (props.location) {
            expect(links.map((a) => a.attrs.href)).toContain(props.location.href)
            if (props.location.hoursToday) expect(text).toContain(props.location.hoursToday)
          } else expect(text).not.toContain(headerProps.location!.name)
          if (props.tagline) expect(text).toContain(props.tagline)
        })
      }

      it('offers Sign In when signed out, and the account links and a sign-out POST form when signed in', () => {
        const out = renderToStaticMarkup(<Header {...headerProps} />)
        const outHrefs = elementsOf(out, 'a').map((a) => a.attrs.href)
        expect(outHrefs).toContain(headerProps.account.signIn!.href)
        expect(out).not.toMatch(/<form[^>]*action="\/sign-out"/)
        const signedIn = renderToStaticMarkup(<Header {...headerPropsSignedIn} />)
        const inHrefs = elementsOf(signedIn, 'a').map((a) => a.attrs.href)
        for (const link of headerPropsSignedIn.account.links) expect(inHrefs).toContain(link.href)
        expect(inHrefs).not.toContain(headerProps.account.signIn!.href)
        const forms = elementsOf(signedIn, 'form')
        expect(forms.some((f) => f.attrs.method === 'post' && f.attrs.action === '/sign-out')).toBe(true)
        expect(forms.find((f) => f.attrs.action === '/sign-out')?.inner).toMatch(/<button type="submit"[^>]*>/)
      })
    })

    describe('Footer', () => {
      for (const [name, props] of Object.entries(footerFixtures)) {
        it(`${name}: is static HTML with every group's links, the unsubscribe and legal links`, () => {
          expect(staticViolations(<Footer {...props} />)).toEqual([])
          const html = renderToStaticMarkup(<Footer {...props} />)
          const hrefs = elementsOf(html, 'a').map((a) => a.attrs.href)
          const text = textOf(html)
          for (const group of props.groups) {
            if (group.links.length > 0) expect(text).toContain(group.title)
            for (const link of group.links) expect(hrefs, link.href).toContain(link.href)
          }
          for (const link of [props.unsubscribe, ...props.legal]) expect(hrefs, link.href).toContain(link.href)
          expect(hrefs).toContain(props.phone.href)
          expect(hrefs).toContain(`mailto:${props.email}`)
          expect(text).toContain(props.copyright)
          expect(text).toContain(props.address)
          for (const stat of props.stats) expect(text).toContain(`${stat.value} ${stat.label}`)
          // Each payment method is a named picture.
          expect(count(html, /role="img" aria-label="[^"]+"/g)).toBeGreaterThanOrEqual(props.paymentMethods.length)
        })
      }
    })

    describe('CarCard', () => {
      for (const car of cardFixtures) {
        for (const headingLevel of [2, 3] as const) {
          it(`${car.id} (h${headingLevel}): one article, its one link to the car in the heading`, () => {
            const html = renderToStaticMarkup(<CarCard car={car} position={1} headingLevel={headingLevel} />)
            expectCard(html, car, headingLevel)
          })
        }
      }

      it('draws the first row eagerly and the rest lazily', () => {
        const car = cardFixtures.find((c) => c.image)!
        expect(renderToStaticMarkup(<CarCard car={car} position={1} headingLevel={3} />)).toContain('loading="eager"')
        expect(renderToStaticMarkup(<CarCard car={car} position={9} headingLevel={3} />)).toContain('loading="lazy"')
      })

      for (const watchlist of [watchlistSave, watchlistSaved]) {
        it(`${watchlist.saved ? 'saved' : 'not saved'}: the watchlist button is a POST form outside the link`, () => {
          const car = carCards[0]!
          const html = renderToStaticMarkup(<CarCard car={car} position={1} headingLevel={2} watchlist={watchlist} />)
          expectCard(html, car, 2)
          expectWatchlist(html, car, watchlist)
        })
      }

      it('has no watchlist form when the page gives none', () => {
        for (const watchlist of [null, undefined]) {
          const html = renderToStaticMarkup(
            <CarCard car={carCards[0]!} position={1} headingLevel={2} watchlist={watchlist} />,
          )
          expect(html).not.toContain('<form')
          expect(html).not.toContain('aria-pressed')
        }
      })
    })

    describe('VehicleCtas', () => {
      for (const [name, props] of Object.entries(ctaFixtures)) {
        it(`${name}: every action once, as a link the app can find, named by its whole label`, () => {
          expectCtas(renderToStaticMarkup(<VehicleCtas {...props} />), props)
        })
      }
    })

    pageSlotsSuite(theme)

    describe('token pairs (WCAG AA)', () => {
      it("pass on the theme's own colours", () => {
        const colours = theme.tokens.color
        expect(pairFailures(colours).map((f) => describeFailure(f, { theme: theme.name }))).toEqual([])
      })

      // A dark brand colour cannot be link text on a dark theme, nor a light one on a light theme.
      const tenants = options.tenants.filter((t) => brandFitsScheme(t.brand, theme.tokens.color))

      it('are checked for at least one demo tenant', () => {
        expect(tenants.length).toBeGreaterThan(0)
      })

      for (const tenant of tenants) {
        it(`pass with ${tenant.slug}'s brand colours applied`, () => {
          const colours = { ...theme.tokens.color, ...brandColours(tenant.brand).tokens }
          const failures = pairFailures(colours).map((f) =>
            describeFailure(f, { tenant: tenant.slug, theme: theme.name }),
          )
          expect(failures).toEqual([])
        })
      }
    })
  })
}

/** One article for the car; its first link, in the heading, goes to the car and is named by its title. */
export function expectCard(html: string, car: CarCardData, headingLevel: 2 | 3) {
  const root = rootOf(html)
  expect(root.tag).toBe('article')
  expect(root.attrs['data-car-id']).toBe(car.id)
  expect(elementsOf(html, 'article')).toHaveLength(1)
  const links = elementsOf(html, 'a')
  const toCar = links.filter((a) => a.attrs.href === car.href)
  expect(toCar, 'links to the car').toHaveLength(1)
  expect(links[0]!.attrs.href, 'the first link goes to the car').toBe(car.href)
  expect(links[0]!.text).toBe(car.title)
  const heading = elementsOf(html, `h${headingLevel}`)
  expect(heading, `one h${headingLevel}`).toHaveLength(1)
  expect(heading[0]!.inner).toMatch(new RegExp(`<a [^>]*href="${escapeRegExp(car.href)}"`))
  // Any other link leads elsewhere: 'Find Me Something Similar' on a car that is not available.
  const others = links.filter((a) => a.attrs.href !== car.href).map((a) => a.attrs.href)
  expect(others).toEqual(!car.available && car.similarHref ? [car.similarHref] : [])
  // Every display-ready value the card is given is shown, read with its label where it has one.
  const text = textOf(html)
  expect(text).toContain(car.price ?? 'Price on application')
  for (const value of [car.subtitle, car.priceLabel, car.weekly, car.location, car.tag?.label]) {
    if (value) expect(text).toContain(value)
  }
  for (const a of car.attributes) expect(text).toContain(`${a.label}: ${a.value}`)
  if (car.wasPrice) expect(html).toMatch(new RegExp(`<s[ >].*Was .*${escapeRegExp(car.wasPrice)}.*</s>`))
  if (car.photoCount > 0) expect(text).toContain(`${car.photoCount} photos`)
  if (!car.available && car.similarHref) expect(text).toContain('Find Me Something Similar')
  // The photo comes first, with its responsive attributes; a drawn placeholder without one.
  if (car.image) {
    const img = html.indexOf('<img')
    expect(img).toBeGreaterThan(-1)
    expect(img).toBeLessThan(html.indexOf(`<h${headingLevel}`))
    const attrs = rootOf(html.slice(img)).attrs
    expect(attrs).toMatchObject({ src: car.image.src, srcSet: car.image.srcSet, sizes: car.image.sizes })
    expect(attrs).toMatchObject({ alt: car.image.alt, width: String(car.image.width) })
  } else expect(html).not.toContain('<img')
}

export function expectWatchlist(html: string, car: CarCardData, watchlist: CardWatchlist) {
  const forms = elementsOf(html, 'form')
  expect(forms).toHaveLength(1)
  const form = forms[0]!
  expect(form.attrs).toMatchObject({ method: 'post', action: watchlist.action })
  for (const field of watchlist.fields) {
    expect(form.inner).toContain(`<input type="hidden" name="${field.name}" value="${field.value}"/>`)
  }
  expect(form.inner).toMatch(new RegExp(`<button type="submit"[^>]* aria-pressed="${watchlist.saved}"`))
  expect(form.text).toContain(watchlist.label)
  expect(form.text).toContain(car.title)
  expect(form.at, 'after the link to the car').toBeGreaterThan(html.indexOf(`href="${car.href}"`))
  expect(elementsOf(form.inner, 'a')).toHaveLength(0)
}

export function expectCtas(html: string, props: VehicleCtasProps) {
  const root = rootOf(html)
  expect(root.attrs['data-placement']).toBe(props.placement)
  if (props.soldMessage) expect(textOf(html).startsWith(props.soldMessage)).toBe(true)
  const links = elementsOf(html, 'a').filter((a) => a.attrs['data-cta'] !== undefined)
  expect(links.map((a) => a.attrs['data-cta'])).toEqual(expect.arrayContaining(props.actions.map((a) => a.id)))
  expect(links).toHaveLength(props.actions.length)
  for (const action of props.actions) {
    const link = links.find((a) => a.attrs['data-cta'] === action.id)!
    expect(link.attrs.href).toBe(action.href)
    expect(link.attrs['data-emphasis']).toBe(action.emphasis)
    expect(link.attrs['data-dialog']).toBe(action.dialog ?? undefined)
    // The link's name is the whole label ('Call Now - (02) 4961 2200', however little of it shows).
    expect(link.text).toBe(action.label)
  }
  if (props.placement === 'bar' && props.actions.length > 3) {
    expect(elementsOf(html, 'details').some((d) => d.attrs['data-cta-more'] !== undefined)).toBe(true)
  }
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
