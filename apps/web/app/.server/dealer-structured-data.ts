import { dealerStructuredData, type DealerStructuredDataInput, type JsonLd } from '@dealer/domain'
import { primaryLocation, type TenantConfig } from '@dealer/tenant'

type Location = TenantConfig['locations'][number]

/*
 * The dealer as schema.org AutoDealer, with opening hours from its locations' own hours
 * (docs/spec-coverage.md, Search engines): the home page's (the dealer at its primary site, its
 * other sites and departments beside it) and each location page's.
 */

function locationInput(location: Location, origin: string): DealerStructuredDataInput {
  return {
    name: location.name,
    url: `${origin}/locations/${encodeURIComponent(location.slug)}`,
    telephone: location.phone || null,
    email: location.email,
    image: location.image_url,
    address: location.address,
    geo: location.address,
    openingHours: location.opening_hours,
    specialHours: location.special_hours,
  }
}

/** The home page's AutoDealer per tenant config and origin: it depends on nothing else (no clock, no stock). */
const homeJsonLd = new WeakMap<TenantConfig, Map<string, JsonLd>>()

/** The home page's AutoDealer: the dealer, its primary site's address and hours, the rest as departments. */
export function homeDealerJsonLd(tenant: TenantConfig, origin: string): JsonLd {
  let byOrigin = homeJsonLd.get(tenant)
  if (!byOrigin) homeJsonLd.set(tenant, (byOrigin = new Map()))
  let jsonLd = byOrigin.get(origin)
  if (jsonLd === undefined) {
    jsonLd = buildHomeDealerJsonLd(tenant, origin)
    if (byOrigin.size >= 20) byOrigin.delete(byOrigin.keys().next().value!)
    byOrigin.set(origin, jsonLd)
  }
  return jsonLd
}

function buildHomeDealerJsonLd(tenant: TenantConfig, origin: string): JsonLd {
  const primary = primaryLocation(tenant)
  const others = tenant.locations.filter((l) => l.visible && l.id !== primary.id)
  return dealerStructuredData({
    ...locationInput(primary, origin),
    name: tenant.dealer.name,
    url: `${origin}/`,
    telephone: tenant.dealer.phone || primary.phone || null,
    email: tenant.dealer.email || primary.email,
    departments: others.map((l) => locationInput(l, origin)),
  })
}

/** A location page's AutoDealer: that site or department, its address and hours. */
export function locationJsonLd(location: Location, origin: string): JsonLd {
  return dealerStructuredData(locationInput(location, origin))
}
