import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { formatAustralianPhone, formatDate, localNow, stateTimeZone } from '@dealer/domain'
import { slugify } from '@dealer/search'
import type { TenantConfig } from '@dealer/tenant'
import { carCards } from './cards'
import { requireShopper } from './shopper'
import { readFavouriteIds } from './visitor-cookies'
import { stockNoun } from '~/lib/stock-noun'

/*
 * My Garage, always behind sign-in on every dealer (docs/spec-coverage.md, Signed-in shoppers):
 * the signed-in shopper's saved cars, enquiries and favourites on this dealer's site, and per
 * brand at /{brand}/my-garage for the brands the dealer lists in accounts.brandGarages.
 */

/** The make of a brand garage: the dealer's manufacturer of that slug, else the slug in words. */
function brandMake(tenant: TenantConfig, brand: string): string {
  return (
    tenant.dealer.manufacturers.find((m) => slugify(m) === brand) ??
    brand.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())
  )
}

/** A lead's date as the dealer's customers read it: their own calendar day. */
function sentOn(iso: string, tenant: TenantConfig): string {
  const primary = tenant.locations.find((l) => l.primary) ?? tenant.locations[0]
  return formatDate(localNow(new Date(iso), stateTimeZone(primary?.address.state)).date)
}

export async function garageLoader({ request, context, params }: LoaderFunctionArgs) {
  const { tenant, services } = context
  const brand = params.brand ?? null
  // A brand typed as people write it (/Toyota/my-garage) goes to its canonical, lower-case address.
  if (brand !== null && brand !== brand.toLowerCase() && tenant.accounts.brandGarages.includes(brand.toLowerCase())) {
    throw redirect(`/${brand.toLowerCase()}/my-garage${new URL(request.url).search}`, 301)
  }
  // An unknown brand is simply not a page: no sign-in asked for it.
  if (brand !== null && !tenant.accounts.brandGarages.includes(brand)) throw new Response(null, { status: 404 })
  const shopper = await requireShopper(request, context, 'my-garage')
  const make = brand ? brandMake(tenant, brand) : null
  const now = services.now()
  const favouritesOn = tenant.features.favourites
  const view = await services.accounts.garage.read(tenant.slug, shopper.phone, {
    now,
    includeSoldCarsDays: tenant.dealer.include_sold_cars_days,
    make,
    favouriteIds: favouritesOn ? await readFavouriteIds(request) : [],
  })
  return {
    dealer: tenant.dealer.name,
    noun: stockNoun(tenant.features),
    make,
    phone: formatAustralianPhone(shopper.phone),
    stockHref: make ? `/search/${slugify(make)}` : '/search/new-used-and-demo-cars',
    saved: carCards(view.savedCars, tenant, now),
    savedNoLongerListed: view.savedNoLongerListed,
    enquiries: view.enquiries.map((e) => ({
      id: e.id,
      label: e.label,
      car: e.car ? { name: e.car.name, href: e.car.slug ? `/cars/${e.car.slug}` : null } : null,
      sent: sentOn(e.sentAt, tenant),
    })),
    favourites: favouritesOn ? carCards(view.favourites, tenant, now) : null,
    // Saved searches belong to the whole site, so a brand garage lists them too.
    searches: (await services.accounts.alerts.savedSearches.list(tenant.slug, shopper.phone)).map((s) => ({
      id: s.id,
      name: s.name,
      href: s.searchUrl,
      alerting: s.alertsStoppedAt === null,
    })),
  }
}

export type GarageData = Awaited<ReturnType<typeof garageLoader>>

/** The garage differs per shopper: never from a shared cache, never kept by the browser. */
export function garageHeaders(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' }
}
