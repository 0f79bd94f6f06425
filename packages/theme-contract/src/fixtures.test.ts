import type { CardTag } from '@dealer/domain'
import { describe, expect, it } from 'vitest'
import * as fixtures from './fixtures'
import type { CarCardData, CtaAction, CtaId, FooterProps, HeaderProps, NavEntry, VehicleCtasProps } from './slots'

/*
 * Every theme's test and preview renders these, so they must be what the app really sends: the
 * exact shape of each props type (no missing or stray fields hidden by a spread or a cast) and
 * display-ready values (formatted prices, built links), one card for each case a card draws.
 * The key lists are typed `Record<keyof T, true>`, so a field added to a props type fails to
 * compile here until the list, and then the fixtures, have it too.
 */
const keysOf = (shape: Record<string, true>) => Object.keys(shape).sort()
const carKeys = keysOf({
  id: true,
  href: true,
  title: true,
  subtitle: true,
  price: true,
  priceLabel: true,
  wasPrice: true,
  weekly: true,
  tag: true,
  image: true,
  photoCount: true,
  attributes: true,
  location: true,
  available: true,
  similarHref: true,
} satisfies Record<keyof CarCardData, true>)
const headerKeys = keysOf({
  dealerName: true,
  tagline: true,
  homeHref: true,
  phone: true,
  nav: true,
  dropdownOpen: true,
  location: true,
  account: true,
} satisfies Record<keyof HeaderProps, true>)
const navKeys = keysOf({
  label: true,
  href: true,
  highlight: true,
  children: true,
  current: true,
} satisfies Record<keyof NavEntry, true>)
const footerKeys = keysOf({
  dealerName: true,
  groups: true,
  stats: true,
  paymentMethods: true,
  unsubscribe: true,
  legal: true,
  phone: true,
  email: true,
  address: true,
  copyright: true,
} satisfies Record<keyof FooterProps, true>)
const ctasKeys = keysOf({
  actions: true,
  available: true,
  placement: true,
  soldMessage: true,
} satisfies Record<keyof VehicleCtasProps, true>)
const actionKeys = keysOf({
  id: true,
  label: true,
  href: true,
  emphasis: true,
  dialog: true,
} satisfies Record<keyof CtaAction, true>)
const CTA_IDS = keysOf({
  reserve: true,
  enquire: true,
  chat: true,
  call: true,
  'test-drive': true,
  'trade-in': true,
  finance: true,
  history: true,
  similar: true,
  request: true,
} satisfies Record<CtaId, true>)
const TAG_KINDS = keysOf({
  sold: true,
  reserved: true,
  certified: true,
  custom: true,
  coming_soon: true,
  new: true,
  fuel: true,
} satisfies Record<CardTag['kind'], true>)

const MONEY = /^\$\d{1,3}(,\d{3})*$/
const localHref = (href: string) => href.startsWith('/') && !href.startsWith('//')

describe('car card fixtures', () => {
  const cars = fixtures.carCards

  it.each(cars.map((c) => [c.id, c] as const))('%s has exactly the CarCardData fields', (_id, car) => {
    expect(Object.keys(car).sort()).toEqual(carKeys)
  })

  it('are distinct cars with links to their own pages', () => {
    expect(new Set(cars.map((c) => c.id)).size).toBe(cars.length)
    expect(new Set(cars.map((c) => c.href)).size).toBe(cars.length)
    for (const car of cars) expect(car.href, car.id).toMatch(/^\/cars\/[a-z0-9-]+$/)
  })

  it('carry prices formatted for display, or no price and no label (spec §5)', () => {
    for (const car of cars) {
      if (car.price === null) {
        expect(car.priceLabel, car.id).toBeNull()
        expect(car.wasPrice, car.id).toBeNull()
      } else expect(car.price, car.id).toMatch(MONEY)
      if (car.wasPrice !== null) expect(car.wasPrice, car.id).toMatch(MONEY)
      if (car.weekly !== null) expect(car.weekly, car.id).toMatch(/^\$[\d,]+\/wk$/)
    }
  })

  it('link a similar search exactly when the car is no longer available (spec §4)', () => {
    for (const car of cars) {
      if (car.available) expect(car.similarHref, car.id).toBeNull()
      else expect(car.similarHref !== null && localHref(car.similarHref), car.id).toBe(true)
    }
  })

  it('describe their photo fully, or have none and count none', () => {
    for (const car of cars) {
      if (car.image === null) {
        expect(car.photoCount, car.id).toBe(0)
        continue
      }
      expect(car.photoCount, car.id).toBeGreaterThan(0)
      expect(car.image.alt, car.id).not.toBe('')
      expect(car.image.width, car.id).toBeGreaterThan(0)
      expect(car.image.height, car.id).toBeGreaterThan(0)
      expect(
        car.image.srcSet.split(', ').every((s) => /^\/\S+ \d+w$/.test(s)),
        car.id,
      ).toBe(true)
    }
  })

  it('cover every tag kind, a card with no image, one with no price and a sold one', () => {
    expect([...new Set(cars.map((c) => c.tag?.kind))].sort()).toEqual(TAG_KINDS)
    expect(cars.some((c) => c.image === null)).toBe(true)
    expect(cars.some((c) => c.price === null)).toBe(true)
    expect(cars.some((c) => !c.available)).toBe(true)
  })
})

describe('header and footer fixtures', () => {
  it('have exactly the props of their slots', () => {
    for (const header of [fixtures.headerProps, fixtures.headerPropsClick]) {
      expect(Object.keys(header).sort()).toEqual(headerKeys)
      for (const entry of header.nav) expect(Object.keys(entry).sort(), entry.label).toEqual(navKeys)
    }
    expect(Object.keys(fixtures.footerProps).sort()).toEqual(footerKeys)
  })

  it('cover both dropdown modes and differ only there', () => {
    expect(fixtures.headerProps.dropdownOpen).toBe('hover')
    expect({ ...fixtures.headerPropsClick, dropdownOpen: 'hover' }).toEqual(fixtures.headerProps)
  })

  it('link within the site, with Finance the one highlighted entry', () => {
    const nav = fixtures.headerProps.nav
    for (const entry of nav) {
      expect(localHref(entry.href), entry.label).toBe(true)
      for (const child of entry.children) expect(localHref(child.href), child.label).toBe(true)
    }
    expect(nav.filter((e) => e.highlight).map((e) => e.label)).toEqual(['Finance'])
    for (const group of fixtures.footerProps.groups)
      for (const link of group.links) expect(localHref(link.href), link.label).toBe(true)
    expect(fixtures.headerProps.phone.href).toMatch(/^tel:\+61\d{9}$/)
  })
})

describe('vehicle CTA fixtures', () => {
  const all = [fixtures.vehicleCtasProps, fixtures.vehicleCtasBarProps, fixtures.vehicleCtasSoldProps]

  it('have exactly the VehicleCtas props, and each action the CtaAction fields with a known id', () => {
    for (const props of all) {
      expect(Object.keys(props).sort()).toEqual(ctasKeys)
      for (const action of props.actions) {
        expect(Object.keys(action).sort(), action.id).toEqual(actionKeys)
        expect(CTA_IDS).toContain(action.id)
        expect(['primary', 'secondary']).toContain(action.emphasis)
      }
    }
  })

  it('cover the sidebar, the mobile bar and a sold car with its message', () => {
    expect(all.map((p) => [p.placement, p.available])).toEqual([
      ['sidebar', true],
      ['bar', true],
      ['sidebar', false],
    ])
    expect(fixtures.vehicleCtasProps.soldMessage).toBeNull()
    expect(fixtures.vehicleCtasSoldProps.soldMessage).toMatch(/sold/i)
    expect(fixtures.vehicleCtasSoldProps.actions[0]?.id).toBe('similar')
  })
})
