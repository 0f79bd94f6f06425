/**
 * Extreme props for every slot (docs/spec-coverage.md, Theme kit: DOM contract and contract suite):
 * the edges a theme must still render (and lay out) without breaking the contract: six calls to
 * action with long labels, 40-character model names, a card with nothing optional, 30 navigation
 * entries, a footer with no or empty groups. Exported as `@dealer/theme-contract/fixtures/extreme`;
 * the contract suite renders every one of them.
 */
import { carAvailable, footerProps, headerProps, headerPropsClick } from './fixtures'
import type { CarCardData, CtaAction, FooterProps, HeaderProps, NavEntry, VehicleCtasProps } from './slots'

const longModel = 'Mercedes-Benz GLE 450 4MATIC Coupé Night'

/** A title with a 40-character model name, and a long subtitle. */
export const carLongName: CarCardData = {
  ...carAvailable,
  id: 'car-long',
  href: '/cars/2024-mercedes-benz-gle-450-coupe-u2001',
  title: `2024 ${longModel}`,
  subtitle: 'Night Edition Premium Plus Package with Panoramic Sunroof and Burmester Sound',
  priceLabel: 'Excl. Government Charges',
  location: 'Newcastle West Prestige and Commercial Centre',
}

/** A card with nothing optional: no photo, no price, no tag, no attributes, no location. */
export const carBare: CarCardData = {
  id: 'car-bare',
  href: '/cars/2009-holden-commodore-u0001',
  title: '2009 Holden Commodore',
  subtitle: null,
  price: null,
  priceLabel: null,
  wasPrice: null,
  weekly: null,
  tag: null,
  image: null,
  photoCount: 0,
  attributes: [],
  location: null,
  available: true,
  similarHref: null,
}

/** The extreme cards, for the contract suite and the previews. */
export const extremeCarCards: readonly CarCardData[] = [carLongName, carBare]

const longAction = (
  id: CtaAction['id'],
  label: string,
  emphasis: CtaAction['emphasis'],
  dialog: string | null = null,
): CtaAction => ({ id, label, href: `/cars/2024-mercedes-benz-gle-450-coupe-u2001?cta=${id}`, emphasis, dialog })

/** Six calls to action with long labels, the call's number among them. */
export const longCtaActions: readonly CtaAction[] = [
  longAction('reserve', 'Reserve This Vehicle Online With a Refundable Deposit', 'primary'),
  longAction('enquire', 'Enquire Now About Availability and Delivery', 'primary', 'enquire'),
  { ...longAction('call', 'Call Now - (02) 4961 2200', 'secondary'), href: 'tel:+61249612200' },
  longAction('test-drive', 'Book a Test Drive at Our Newcastle West Showroom', 'secondary', 'test-drive'),
  longAction('trade-in', 'Get an Instant Valuation of Your Trade-in Vehicle', 'secondary'),
  longAction('finance', 'Get Pre-Approved Finance in Under Ten Minutes Online', 'secondary', 'finance'),
]

export const vehicleCtasLongProps: VehicleCtasProps = {
  actions: longCtaActions,
  available: true,
  placement: 'sidebar',
  soldMessage: null,
}

export const vehicleCtasLongBarProps: VehicleCtasProps = { ...vehicleCtasLongProps, placement: 'bar' }

/** No actions at all (a car page that offers none still renders its region). */
export const vehicleCtasEmptyProps: VehicleCtasProps = { ...vehicleCtasLongProps, actions: [] }

const manyEntry = (n: number): NavEntry => ({
  label: n % 5 === 0 ? `Commercial Vehicles and Fleet Sales ${n}` : `Section ${n}`,
  href: `/section-${n}`,
  highlight: n === 29,
  current: n === 7 || n === 10,
  children:
    n % 5 === 0
      ? Array.from({ length: 20 }, (_, i) => ({ label: `${longModel} ${i + 1}`, href: `/section-${n}/${i + 1}` }))
      : [],
})

/** Thirty entries, every fifth a long-labelled dropdown of twenty long links. */
export const headerPropsManyNav: HeaderProps = {
  ...headerProps,
  dealerName: 'Harbourside Motors Newcastle West Prestige',
  nav: Array.from({ length: 30 }, (_, i) => manyEntry(i)),
}

export const headerPropsManyNavClick: HeaderProps = { ...headerPropsManyNav, dropdownOpen: 'click' }

/** No navigation entries, no tagline, no location. */
export const headerPropsEmpty: HeaderProps = { ...headerPropsClick, nav: [], tagline: '', location: null }

/** A footer without groups, stats or payment methods. */
export const footerPropsEmpty: FooterProps = { ...footerProps, groups: [], stats: [], paymentMethods: [], legal: [] }

/** A footer whose groups have no links, and one group with many. */
export const footerPropsEmptyGroups: FooterProps = {
  ...footerProps,
  groups: [
    { title: 'Vehicles', links: [] },
    { title: 'Models', links: [] },
    {
      title: 'Everything We Sell and Service',
      links: Array.from({ length: 30 }, (_, i) => ({ label: `${longModel} ${i}`, href: `/models/${i}` })),
    },
  ],
}
