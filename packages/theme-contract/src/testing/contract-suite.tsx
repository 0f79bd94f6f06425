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
import {
  SLOT_NAMES,
  type CarCardData,
  type CardWatchlist,
  type FooterProps,
  type HeaderProps,
  type VehicleCtasProps,
} from '../slots'
import { count, elementsOf, rootOf, staticViolations, textOf } from './markup'
import { pageSlotsSuite } from './page-slots-suite'
import { rule } from './rule'

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
      for (const name of SLOT_NAMES)
        expect(theme.slots[name], rule(`the ${name} slot is a component`)).toBeTypeOf('function')
      const tokens = Object.entries(theme.tokens).flatMap(([group, values]) =>
        Object.entries(values).map(([key, value]) => [`${group}.${key}`, value] as const),
      )
      expect(tokens.length, rule('a theme sets every design token (more than 20)')).toBeGreaterThan(20)
      for (const [name, value] of tokens) expect(value, rule(`the token ${name} is set, not empty`)).not.toBe('')
    })

    describe('Header', () => {
      for (const [name, props] of Object.entries(headerFixtures)) {
        it(`${name}: is static HTML with the Main navigation holding every entry`, () => {
          expect(
            staticViolations(<Header {...props} />),
            rule('the Header is static HTML: no handler, hook or class component'),
          ).toEqual([])
          expectHeader(renderToStaticMarkup(<Header {...props} />), props)
        })
      }

      it('offers Sign In when signed out, and the account links and a sign-out POST form when signed in', () => {
        const out = renderToStaticMarkup(<Header {...headerProps} />)
        const outHrefs = elementsOf(out, 'a').map((a) => a.attrs.href)
        expect(outHrefs, rule('signed out, the Header links to account.signIn')).toContain(
          headerProps.account.signIn!.href,
        )
        expect(out, rule('signed out, the Header has no sign-out form')).not.toMatch(/<form[^>]*action="\/sign-out"/)
        const signedIn = renderToStaticMarkup(<Header {...headerPropsSignedIn} />)
        const inHrefs = elementsOf(signedIn, 'a').map((a) => a.attrs.href)
        for (const link of headerPropsSignedIn.account.links) {
          expect(inHrefs, rule(`signed in, the Header links to every account link (${link.href})`)).toContain(link.href)
        }
        expect(inHrefs, rule('signed in, the Header has no Sign In link')).not.toContain(
          headerProps.account.signIn!.href,
        )
        const forms = elementsOf(signedIn, 'form')
        expect(
          forms.some((f) => f.attrs.method === 'post' && f.attrs.action === '/sign-out'),
          rule('signed in, the Header signs out with <form method="post" action="/sign-out">'),
        ).toBe(true)
        expect(
          forms.find((f) => f.attrs.action === '/sign-out')?.inner,
          rule('the sign-out form has a <button type="submit">'),
        ).toMatch(/<button type="submit"[^>]*>/)
      })
    })

    describe('Footer', () => {
      for (const [name, props] of Object.entries(footerFixtures)) {
        it(`${name}: is static HTML with every group's links, the unsubscribe and legal links`, () => {
          expect(
            staticViolations(<Footer {...props} />),
            rule('the Footer is static HTML: no handler, hook or class component'),
          ).toEqual([])
          expectFooter(renderToStaticMarkup(<Footer {...props} />), props)
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
        expect(
          renderToStaticMarkup(<CarCard car={car} position={1} headingLevel={3} />),
          rule('a card at position 1 loads its photo with loading="eager"'),
        ).toContain('loading="eager"')
        expect(
          renderToStaticMarkup(<CarCard car={car} position={9} headingLevel={3} />),
          rule('a card past the first row (position 9) loads its photo with loading="lazy"'),
        ).toContain('loading="lazy"')
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
          expect(html, rule(`a card given watchlist=${watchlist} has no form`)).not.toContain('<form')
          expect(html, rule(`a card given watchlist=${watchlist} has no aria-pressed button`)).not.toContain(
            'aria-pressed',
          )
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
        expect(
          pairFailures(colours).map((f) => describeFailure(f, { theme: theme.name })),
          rule('every token pair passes WCAG AA (the contract README, "Token pairs")'),
        ).toEqual([])
      })

      // A dark brand colour cannot be link text on a dark theme, nor a light one on a light theme.
      const tenants = options.tenants.filter((t) => brandFitsScheme(t.brand, theme.tokens.color))

      it('are checked for at least one demo tenant', () => {
        expect(
          tenants.length,
          rule('at least one demo tenant (options.tenants) has brand colours that fit the theme scheme'),
        ).toBeGreaterThan(0)
      })

      for (const tenant of tenants) {
        it(`pass with ${tenant.slug}'s brand colours applied`, () => {
          const colours = { ...theme.tokens.color, ...brandColours(tenant.brand).tokens }
          const failures = pairFailures(colours).map((f) =>
            describeFailure(f, { tenant: tenant.slug, theme: theme.name }),
          )
          expect(failures, rule(`every token pair passes WCAG AA with ${tenant.slug}'s brand colours`)).toEqual([])
        })
      }
    })
  })
}

/**
 * The Header: a `<header>` root, the Main navigation holding every entry (and each child's link),
 * the phone and home links, and the location, today's hours and tagline when the dealer has them.
 */
export function expectHeader(html: string, props: HeaderProps) {
  expect(rootOf(html).tag, rule("the Header's root element is <header>")).toBe('header')
  const mains = elementsOf(html, 'nav').filter((nav) => nav.attrs['aria-label'] === 'Main')
  expect(mains.length, rule('the Header has a <nav aria-label="Main"> (MainNav)')).toBeGreaterThan(0)
  const inMain = mains.map((nav) => nav.inner).join('')
  const hrefs = elementsOf(inMain, 'a').map((a) => a.attrs.href)
  for (const entry of props.nav) {
    expect(textOf(inMain), rule(`the Main nav shows every entry's label ("${entry.label}")`)).toContain(entry.label)
    for (const child of entry.children) {
      expect(hrefs, rule(`the Main nav links to every child of an entry (${child.href})`)).toContain(child.href)
    }
    if (entry.children.length === 0) {
      expect(hrefs, rule(`the Main nav links to every entry without children (${entry.href})`)).toContain(entry.href)
    }
    if (entry.current) {
      expect(inMain, rule(`the current entry ("${entry.label}") has aria-current="page" or "true"`)).toMatch(
        /aria-current="(page|true)"/,
      )
    }
  }
  const links = elementsOf(html, 'a').map((a) => a.attrs.href)
  expect(links, rule(`the Header links to the phone (${props.phone.href})`)).toContain(props.phone.href)
  expect(links, rule(`the Header links home (${props.homeHref})`)).toContain(props.homeHref)
  // The location and today's hours when the dealer has them, nothing in their place when not.
  const text = textOf(html)
  if (props.location) {
    expect(links, rule(`the Header links to the location (${props.location.href})`)).toContain(props.location.href)
    if (props.location.hoursToday) {
      expect(text, rule("the Header shows today's hours when given")).toContain(props.location.hoursToday)
    }
  } else {
    expect(text, rule('without a location the Header shows none (no placeholder)')).not.toContain(
      headerProps.location!.name,
    )
  }
  if (props.tagline) expect(text, rule('the Header shows the tagline when given')).toContain(props.tagline)
}

/**
 * The Footer: every group's title (when it has links) and links, the unsubscribe and legal links,
 * phone, email, copyright, address, each stat as "value label", and each payment method a named picture.
 */
export function expectFooter(html: string, props: FooterProps) {
  const hrefs = elementsOf(html, 'a').map((a) => a.attrs.href)
  const text = textOf(html)
  for (const group of props.groups) {
    if (group.links.length > 0) {
      expect(text, rule(`the Footer shows the title of every group with links ("${group.title}")`)).toContain(
        group.title,
      )
    }
    for (const link of group.links) {
      expect(hrefs, rule(`the Footer links to every group's links (${link.href})`)).toContain(link.href)
    }
  }
  for (const link of [props.unsubscribe, ...props.legal]) {
    expect(hrefs, rule(`the Footer links to the unsubscribe and every legal link (${link.href})`)).toContain(link.href)
  }
  expect(hrefs, rule(`the Footer links to the phone (${props.phone.href})`)).toContain(props.phone.href)
  expect(hrefs, rule('the Footer links to mailto:<email>')).toContain(`mailto:${props.email}`)
  expect(text, rule('the Footer shows the copyright')).toContain(props.copyright)
  expect(text, rule('the Footer shows the address')).toContain(props.address)
  for (const stat of props.stats) {
    expect(text, rule('the Footer shows each stat as "value label"')).toContain(`${stat.value} ${stat.label}`)
  }
  // Each payment method is a named picture.
  expect(
    count(html, /role="img" aria-label="[^"]+"/g),
    rule('the Footer draws each payment method as role="img" with an aria-label'),
  ).toBeGreaterThanOrEqual(props.paymentMethods.length)
}

/** One article for the car; its first link, in the heading, goes to the car and is named by its title. */
export function expectCard(html: string, car: CarCardData, headingLevel: 2 | 3) {
  const root = rootOf(html)
  expect(root.tag, rule("a card's root element is <article> (CardArticle)")).toBe('article')
  expect(root.attrs['data-car-id'], rule("a card's article has data-car-id (CardArticle)")).toBe(car.id)
  expect(elementsOf(html, 'article'), rule('a card is one <article>')).toHaveLength(1)
  const links = elementsOf(html, 'a')
  const toCar = links.filter((a) => a.attrs.href === car.href)
  expect(toCar, rule('a card has exactly one link to the car')).toHaveLength(1)
  expect(links[0]!.attrs.href, rule("a card's first link goes to the car")).toBe(car.href)
  expect(links[0]!.text, rule("the link to the car is named by the car's title only")).toBe(car.title)
  const heading = elementsOf(html, `h${headingLevel}`)
  expect(heading, rule(`a card has one heading at the level it is given (h${headingLevel}, CardTitle)`)).toHaveLength(1)
  expect(heading[0]!.inner, rule("the card's heading holds its link to the car (CardTitle)")).toMatch(
    new RegExp(`<a [^>]*href="${escapeRegExp(car.href)}"`),
  )
  // Any other link leads elsewhere: 'Find Me Something Similar' on a car that is not available.
  const others = links.filter((a) => a.attrs.href !== car.href).map((a) => a.attrs.href)
  expect(others, rule("a card's only other link is similarHref, on a car that is not available")).toEqual(
    !car.available && car.similarHref ? [car.similarHref] : [],
  )
  // Every display-ready value the card is given is shown, read with its label where it has one.
  const text = textOf(html)
  expect(text, rule('a card shows its price, or "Price on application" without one')).toContain(
    car.price ?? 'Price on application',
  )
  for (const value of [car.subtitle, car.priceLabel, car.weekly, car.location, car.tag?.label]) {
    if (value) {
      expect(text, rule('a card shows its subtitle, price label, weekly, location and tag when given')).toContain(value)
    }
  }
  for (const a of car.attributes) {
    expect(text, rule('a card shows every attribute as "Label: value"')).toContain(`${a.label}: ${a.value}`)
  }
  if (car.wasPrice) {
    expect(html, rule('a card shows the was price as "Was …" inside <s>')).toMatch(
      new RegExp(`<s[ >].*Was .*${escapeRegExp(car.wasPrice)}.*</s>`),
    )
  }
  if (car.photoCount > 0) {
    expect(text, rule('a card with photos shows "N photos"')).toContain(`${car.photoCount} photos`)
  }
  if (!car.available && car.similarHref) {
    expect(text, rule('a car that is not available offers "Find Me Something Similar"')).toContain(
      'Find Me Something Similar',
    )
  }
  // The photo comes first, with its responsive attributes; a drawn placeholder without one.
  if (car.image) {
    const img = html.indexOf('<img')
    expect(img, rule('a card with an image draws an <img>')).toBeGreaterThan(-1)
    expect(img, rule("a card's photo comes before its heading")).toBeLessThan(html.indexOf(`<h${headingLevel}`))
    const attrs = rootOf(html.slice(img)).attrs
    expect(attrs, rule("a card's <img> keeps the image's src, srcSet and sizes")).toMatchObject({
      src: car.image.src,
      srcSet: car.image.srcSet,
      sizes: car.image.sizes,
    })
    expect(attrs, rule("a card's <img> keeps the image's alt and width")).toMatchObject({
      alt: car.image.alt,
      width: String(car.image.width),
    })
  } else expect(html, rule('a card without an image has no <img> (draw a placeholder)')).not.toContain('<img')
}

export function expectWatchlist(html: string, car: CarCardData, watchlist: CardWatchlist) {
  const forms = elementsOf(html, 'form')
  expect(forms, rule('a card given a watchlist has one <form>')).toHaveLength(1)
  const form = forms[0]!
  expect(form.attrs, rule('the watchlist form is method="post" to watchlist.action')).toMatchObject({
    method: 'post',
    action: watchlist.action,
  })
  for (const field of watchlist.fields) {
    expect(form.inner, rule(`the watchlist form carries every hidden field (${field.name})`)).toContain(
      `<input type="hidden" name="${field.name}" value="${field.value}"/>`,
    )
  }
  expect(form.inner, rule(`the watchlist button is type="submit" with aria-pressed="${watchlist.saved}"`)).toMatch(
    new RegExp(`<button type="submit"[^>]* aria-pressed="${watchlist.saved}"`),
  )
  expect(form.text, rule("the watchlist button's text holds its label")).toContain(watchlist.label)
  expect(form.text, rule("the watchlist button's text holds the car's title")).toContain(car.title)
  expect(form.at, rule('the watchlist form comes after the link to the car')).toBeGreaterThan(
    html.indexOf(`href="${car.href}"`),
  )
  expect(elementsOf(form.inner, 'a'), rule('the watchlist form holds no link')).toHaveLength(0)
}

export function expectCtas(html: string, props: VehicleCtasProps) {
  const root = rootOf(html)
  expect(root.attrs['data-placement'], rule("the actions' root has data-placement (CtaRegion)")).toBe(props.placement)
  if (props.soldMessage) {
    expect(textOf(html).startsWith(props.soldMessage), rule("a sold car's actions start with the sold message")).toBe(
      true,
    )
  }
  const links = elementsOf(html, 'a').filter((a) => a.attrs['data-cta'] !== undefined)
  expect(
    links.map((a) => a.attrs['data-cta']),
    rule('every action is a link with data-cta="<id>" (CtaLink)'),
  ).toEqual(expect.arrayContaining(props.actions.map((a) => a.id)))
  expect(links, rule('every action is drawn once, no more')).toHaveLength(props.actions.length)
  for (const action of props.actions) {
    const link = links.find((a) => a.attrs['data-cta'] === action.id)!
    expect(link.attrs.href, rule(`the ${action.id} action links to its href`)).toBe(action.href)
    expect(link.attrs['data-emphasis'], rule(`the ${action.id} action has data-emphasis (CtaLink)`)).toBe(
      action.emphasis,
    )
    expect(link.attrs['data-dialog'], rule(`the ${action.id} action has data-dialog when it opens one (CtaLink)`)).toBe(
      action.dialog ?? undefined,
    )
    // The link's name is the whole label ('Call Now - (02) 4961 2200', however little of it shows).
    expect(link.text, rule(`the ${action.id} action's link text is its whole label`)).toBe(action.label)
  }
  if (props.placement === 'bar' && props.actions.length > 3) {
    expect(
      elementsOf(html, 'details').some((d) => d.attrs['data-cta-more'] !== undefined),
      rule('a phone bar with more than 3 actions puts the rest in a <details data-cta-more>'),
    ).toBe(true)
  }
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
