import { liveOffers, parseDollars, stateTimeZone, type FinanceSettings } from '@dealer/domain'
import type { Offer, ServiceBooking, TenantConfig } from './schema'

/** The dealer's time zone: its primary location's state's (offers end at midnight there). */
export function dealerTimeZone(tenant: Pick<TenantConfig, 'locations'>): string {
  return stateTimeZone(primaryLocation(tenant).address.state)
}

/**
 * The dealer's offers that run now, judged in its time zone: every list, the header's Offers
 * item and the sitemap use these, so an expired offer disappears everywhere at once
 * (docs/spec-coverage.md, Dealer site: offers, brands and service).
 */
export function currentOffers(tenant: Pick<TenantConfig, 'offers' | 'locations'>, now: Date): Offer[] {
  return liveOffers(tenant.offers, now, dealerTimeZone(tenant))
}

/**
 * Offers appears in navigation only when the dealer has at least one running offer
 * (docs/spec-coverage.md, Pages and navigation).
 */
export function hasOffers(tenant: Pick<TenantConfig, 'offers' | 'locations'>, now: Date): boolean {
  return currentOffers(tenant, now).length > 0
}

/**
 * Where a shopper books a service for a make: the dealer's entry for that make, else its entry for
 * any make, else its booking system (xtime_url); null when it names none
 * (docs/spec-coverage.md, Dealer site: offers, brands and service).
 */
export function serviceBookingFor(
  tenant: Pick<TenantConfig, 'service' | 'dealer'>,
  make: string | null,
): ServiceBooking | null {
  const { bookings } = tenant.service
  const wanted = make?.trim().toLowerCase()
  const exact = wanted ? bookings.find((b) => b.make?.toLowerCase() === wanted) : undefined
  const any = bookings.find((b) => b.make === null)
  if (exact ?? any) return (exact ?? any)!
  return tenant.dealer.xtime_url ? { name: 'Book a Service', make: null, url: tenant.dealer.xtime_url } : null
}

/**
 * Every booking entry the dealer lists, by make then any make; its booking system alone when it lists
 * none; nothing when it has neither.
 */
export function serviceBookings(tenant: Pick<TenantConfig, 'service' | 'dealer'>): ServiceBooking[] {
  if (tenant.service.bookings.length > 0) return tenant.service.bookings
  return tenant.dealer.xtime_url ? [{ name: 'Book a Service', make: null, url: tenant.dealer.xtime_url }] : []
}

/** The dealer's franchise brands (dealer.manufacturer and dealer.manufacturers), each once, in order. */
export function franchiseBrands(tenant: Pick<TenantConfig, 'dealer'>): string[] {
  const names = [tenant.dealer.manufacturer, ...tenant.dealer.manufacturers].filter((m): m is string => Boolean(m))
  return [...new Map(names.map((n) => [n.toLowerCase(), n] as const)).values()]
}

/** The counts a stats banner may state, worked out from the dealer's data. */
export interface StatCounts {
  /** Distinct makes in visible stock; unknown (no banner entry) when null. */
  makes: number | null
}

const COUNT_WORDS = {
  locations: ['location', 'locations'],
  brands: ['brand', 'brands'],
  makes: ['make in stock', 'makes in stock'],
} as const

/**
 * The footer's stats banner (docs/spec-coverage.md, Dealer site: offers, brands and service):
 * the dealer's stated figures as they are, and counts from its own data (its visible locations as
 * the dealer locator counts them, its franchise brands, the makes in its stock). A count of 0 or unknown
 * is left out; no config, no banner.
 */
export function dealerStats(
  tenant: Pick<TenantConfig, 'stats' | 'locations' | 'dealer'>,
  counts: StatCounts,
): { value: string; label: string }[] {
  const count = (kind: keyof typeof COUNT_WORDS): number | null => {
    if (kind === 'makes') return counts.makes
    if (kind === 'brands') return franchiseBrands(tenant).length
    // As the dealer locator counts them ('8 locations'), so the two never disagree.
    return tenant.locations.filter((l) => l.visible).length
  }
  return tenant.stats.flatMap((stat) => {
    if ('value' in stat) return [stat]
    const n = count(stat.count)
    if (!n) return []
    const [one, many] = stat.label ?? COUNT_WORDS[stat.count]
    return [{ value: n.toLocaleString('en-AU'), label: n === 1 ? one : many }]
  })
}

/** The primary location: the one flagged primary, else the first. */
export function primaryLocation(tenant: Pick<TenantConfig, 'locations'>) {
  return tenant.locations.find((l) => l.primary) ?? tenant.locations[0]!
}

/** "(07) 3000 1234" → "tel:+61730001234" */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `tel:${digits}`
  if (digits.startsWith('0')) return `tel:+61${digits.slice(1)}`
  return `tel:${digits}`
}

/**
 * The checkout journey's deposit in cents: payments.depositCents, else the reserve deposit text
 * read as dollars (the schema makes sure one of them is there when the journey is on).
 */
export function checkoutDepositCents(tenant: Pick<TenantConfig, 'payments' | 'leads'>): number | null {
  return tenant.payments.depositCents ?? parseDollars(tenant.leads.reserveDepositText)
}

/**
 * The dealer's finance settings as the finance basis reads them: its `finance` block with the
 * makes it never shows an estimate for (docs/spec-coverage.md, Car page).
 */
export function financeSettings(tenant: Pick<TenantConfig, 'finance' | 'lists'>): FinanceSettings {
  const { calculator, interestRate, establishmentFee, otherFees, lenders } = tenant.finance
  return {
    calculator,
    interestRate,
    establishmentFee,
    otherFees,
    lenders,
    excludedMakes: tenant.lists.excludedFinanceMakes,
  }
}

/**
 * The pages a feature switch owns: with the switch off the page answers 404, so the header and
 * footer leave out any link to it (docs/spec-coverage.md, Pages and navigation).
 */
export const FEATURE_PAGES = {
  favourites: ['/favourites'],
  compare: ['/compare'],
  checkoutJourney: ['/checkout-journey'],
} as const satisfies Partial<Record<keyof TenantConfig['features'], readonly string[]>>

export type PageFeature = keyof typeof FEATURE_PAGES

/**
 * The pages that answer 404 when a part of the config is missing rather than switched off: spin to
 * win without a `spinToWin` campaign.
 */
export const CONFIGURED_PAGES = {
  spinToWin: ['/spin-to-win'],
} as const satisfies Partial<Record<keyof TenantConfig, readonly string[]>>

/** Why a page is off: a feature switched off, or a config part the page needs and the dealer left out. */
export type PageOff = PageFeature | keyof typeof CONFIGURED_PAGES

/**
 * The switched-off feature (or the missing config part) whose page `href` leads to, or null: a path
 * on the dealer's site (or a full URL on one of its host names) equal to that page or under it,
 * query and hash aside.
 */
export function switchedOffFeatureOf(
  tenant: Pick<TenantConfig, 'features' | 'hostnames' | 'spinToWin'>,
  href: string,
): PageOff | null {
  let pathname = href
  if (/^https?:\/\//i.test(href)) {
    let url: URL
    try {
      url = new URL(href)
    } catch {
      return null
    }
    if (!tenant.hostnames.some((h) => h.toLowerCase() === url.hostname.toLowerCase())) return null
    pathname = url.pathname
  }
  if (!pathname.startsWith('/')) return null
  const path = pathname.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase()
  const under = (pages: readonly string[]) => pages.some((page) => path === page || path.startsWith(`${page}/`))
  for (const feature of Object.keys(FEATURE_PAGES) as PageFeature[]) {
    if (!tenant.features[feature] && under(FEATURE_PAGES[feature])) return feature
  }
  if (!tenant.spinToWin && under(CONFIGURED_PAGES.spinToWin)) return 'spinToWin'
  return null
}

/**
 * One line per header or footer link of the tenant file that leads to a switched-off feature's
 * page, or to spin to win without a campaign (left out of every page): start-up prints them, so the dealer can tidy the file.
 */
export function switchedOffNavLinks(
  tenant: Pick<TenantConfig, 'slug' | 'features' | 'hostnames' | 'navigation' | 'spinToWin'>,
): string[] {
  const why = (off: PageOff) =>
    Object.hasOwn(CONFIGURED_PAGES, off) ? `it has no ${off} campaign` : `features.${off} is false`
  const line = (where: string, href: string, off: PageOff) =>
    `${tenant.slug}: ${where} (${href}) is left out: ${why(off)}, so that page is a 404`
  const lines: string[] = []
  for (const item of tenant.navigation.header) {
    const off = switchedOffFeatureOf(tenant, item.href)
    if (off) lines.push(line(`header '${item.label}'`, item.href, off))
    for (const child of item.children) {
      const childOff = switchedOffFeatureOf(tenant, child.href)
      if (childOff) lines.push(line(`header '${item.label} → ${child.label}'`, child.href, childOff))
    }
  }
  for (const group of tenant.navigation.footer) {
    for (const link of group.links) {
      const off = switchedOffFeatureOf(tenant, link.href)
      if (off) lines.push(line(`footer '${group.title} → ${link.label}'`, link.href, off))
    }
  }
  return lines
}
