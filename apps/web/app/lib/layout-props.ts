import { formatTime12h, stateTimeZone, weekdayIn, type Location, type VehicleModel } from '@dealer/domain'
import type { FooterProps, HeaderProps, LinkData, NavEntry } from '@dealer/theme-contract'
import {
  dealerStats,
  hasOffers,
  primaryLocation,
  switchedOffFeatureOf,
  telHref,
  type TenantConfig,
} from '@dealer/tenant'
import { slugify } from '@dealer/search'
import { modelPageHref } from './model-links'

export interface SiteData {
  models: readonly Pick<VehicleModel, 'name' | 'slug' | 'make'>[]
  /** Car types with stock, in the fixed order new, demo, used. */
  carTypes: readonly ('new' | 'demo' | 'used')[]
  bodyTypes: readonly string[]
  /** Distinct makes in visible stock, for a stats banner that counts them; null when unknown. */
  makeCount: number | null
}

const STOCK_LINKS: Record<'new' | 'demo' | 'used', LinkData> = {
  new: { label: 'New Cars', href: '/search/new-cars' },
  demo: { label: 'Demo Cars', href: '/search/demo-cars' },
  used: { label: 'Used Cars', href: '/search/used-cars' },
}

function isCurrent(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/'
  return !/^https?:/.test(href) && (currentPath === href || currentPath.startsWith(`${href.split('?')[0]}/`))
}

/** The search page of a model: /search/{make}/{model}. */
export function modelHref(m: Pick<VehicleModel, 'make' | 'name'>): string {
  return `/search/${slugify(m.make)}/${slugify(m.name)}`
}

/** Header slot props from the tenant config and its data (docs/spec-coverage.md, Pages and navigation). */
export function headerProps(
  tenant: TenantConfig,
  data: SiteData,
  currentPath: string,
  now: Date,
  signedIn = false,
): HeaderProps {
  const nav: NavEntry[] = tenant.navigation.header
    .filter((item) => item.when !== 'has-offers' || hasOffers(tenant, now))
    // A dealer with no models has no New Vehicles menu: no link to an empty page.
    .filter((item) => item.source !== 'models' || item.children.length > 0 || data.models.length > 0)
    // A link to a switched-off feature's page (a 404) is left out; start-up names it (services.ts).
    .filter((item) => !switchedOffFeatureOf(tenant, item.href))
    .map((item) => {
      let children: readonly LinkData[] = item.children.filter((c) => !switchedOffFeatureOf(tenant, c.href))
      if (item.children.length === 0 && item.source === 'models') {
        children = data.models.map((m) => ({ label: `${m.make} ${m.name}`, href: modelPageHref(m) }))
      } else if (item.children.length === 0 && item.source === 'stock') {
        children = [
          ...data.carTypes.map((t) => STOCK_LINKS[t]),
          { label: 'All Stock', href: '/search/new-used-and-demo-cars' },
        ]
      }
      return {
        label: item.label,
        href: item.href,
        highlight: item.highlight,
        children,
        current: isCurrent(item.href, currentPath) || children.some((c) => isCurrent(c.href, currentPath)),
      }
    })
  const primary = primaryLocation(tenant)
  const today = primary ? openingHoursTodayText(primary, now) : null
  return {
    dealerName: tenant.dealer.name,
    tagline: tenant.dealer.tagline,
    homeHref: '/',
    phone: { display: tenant.dealer.phone, href: telHref(tenant.dealer.phone) },
    nav,
    dropdownOpen: tenant.features.dropdownOpen,
    location: primary ? { name: primary.name, hoursToday: today, href: `/locations/${primary.slug}` } : null,
    account: accountLinks(signedIn),
  }
}

function openingHoursTodayText(location: Pick<Location, 'opening_hours' | 'address'>, now: Date): string | null {
  const weekday = weekdayIn(now, stateTimeZone(location.address.state))
  const entry = location.opening_hours.find((h) => h.weekday === weekday)
  if (!entry || entry.status === 'Closed' || !entry.open || !entry.close) return 'Closed today'
  return `Open today ${formatTime12h(entry.open)} - ${formatTime12h(entry.close)}`
}

/** Footer slot props: Vehicles (body types), Models, Buyer Tools, Servicing and Parts, dealer group. */
export function footerProps(tenant: TenantConfig, data: SiteData, year: number): FooterProps {
  const groups = tenant.navigation.footer
    .map((g) => {
      let links: readonly LinkData[] = g.links.filter((l) => !switchedOffFeatureOf(tenant, l.href))
      if (g.links.length === 0 && g.source === 'body-types') {
        links = data.bodyTypes.map((b) => ({
          label: b,
          href: `/search/new-used-and-demo-cars?body=${encodeURIComponent(b)}`,
        }))
      } else if (g.links.length === 0 && g.source === 'models') {
        links = data.models.slice(0, 12).map((m) => ({ label: `${m.make} ${m.name}`, href: modelPageHref(m) }))
      }
      return { title: g.title, links }
    })
    .filter((g) => g.links.length > 0)
  return {
    dealerName: tenant.dealer.name,
    groups,
    stats: dealerStats(tenant, { makes: data.makeCount }),
    paymentMethods: tenant.lists.paymentMethods,
    unsubscribe: { label: 'Unsubscribe', href: '/pages/unsubscribe' },
    legal: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms & Conditions', href: '/terms-and-conditions' },
    ],
    phone: { display: tenant.dealer.phone, href: telHref(tenant.dealer.phone) },
    email: tenant.dealer.email,
    address: tenant.dealer.address,
    copyright: `© ${year} ${tenant.dealer.name}${tenant.dealer.abn ? ` · ABN ${tenant.dealer.abn}` : ''}. All rights reserved.`,
  }
}

/**
 * Stands for the page's own address (URL-encoded) in the header's Sign In link, sign-in's Back
 * target, and in its Sign Out form's action, where signing out comes back to: the header HTML is
 * shared by every page of a section (.server/layout-html.ts), so the address is put in as the page
 * is served (`withSignInBack`), not rendered into the cached HTML.
 */
export const SIGN_IN_BACK_MARKER = '__sign_in_back__'

/** The header's account links; the same for every shopper in one state, so the header stays shared. */
export function accountLinks(signedIn: boolean): HeaderProps['account'] {
  return signedIn
    ? {
        signedIn: true,
        signIn: null,
        links: [
          { label: 'My Garage', href: '/my-garage' },
          { label: 'Watchlist', href: '/watchlist' },
        ],
        signOutAction: `/sign-out?back=${SIGN_IN_BACK_MARKER}`,
      }
    : {
        signedIn: false,
        signIn: { label: 'Sign In', href: `/sign-in?type=my-garage&redirect=%2Fmy-garage&back=${SIGN_IN_BACK_MARKER}` },
        links: [],
        signOutAction: null,
      }
}
