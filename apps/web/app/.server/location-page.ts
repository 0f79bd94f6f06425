import { contactUsSlug, siteDepartments, siteName, specialHoursRows } from '@dealer/domain'
import type { TenantConfig } from '@dealer/tenant'
import { LOCATION_TYPE_LABELS } from '~/lib/location-cards'
import { locationCard, visibleLocations } from './location-sites'
import { locationMap } from './location-map'

type Location = TenantConfig['locations'][number]

/** A visible location of the tenant by slug, or a 404. */
export function visibleLocation(tenant: TenantConfig, slug: string | undefined): Location {
  const location = tenant.locations.find((l) => l.slug === slug && l.visible)
  if (!location) throw new Response(null, { status: 404 })
  return location
}

/**
 * A location page's facts (docs/spec-coverage.md, Dealer site: locations): its card, a map, rating,
 * holiday hours in 12-hour form, and the departments of its site (by site name, not street
 * address) for the Sales / Service / Parts switch.
 */
export function locationPage(tenant: TenantConfig, location: Location) {
  const card = locationCard(tenant, location)
  return {
    ...card,
    site: siteName(location.name),
    rating: location.average_rating,
    reviews: location.review_count,
    map: locationMap(location.address.lat, location.address.long),
    image: location.image_url,
    special: specialHoursRows(location.special_hours),
    departments: siteDepartments(visibleLocations(tenant), location).map((l) => ({
      slug: l.slug,
      label: LOCATION_TYPE_LABELS[l.location_type],
    })),
  }
}

/**
 * /our-location/{slug}: a location's slug, or its site's (the name without a Sales, Service or
 * Parts suffix, as /contact-us spells it, reaching the site's first department); null when neither.
 */
export function ourLocationTarget(tenant: TenantConfig, slug: string | undefined): string | null {
  const direct = tenant.locations.find((l) => l.slug === slug && l.visible)
  if (direct) return direct.slug
  const site = visibleLocations(tenant).find((l) => slug !== undefined && contactUsSlug(l.name) === slug)
  return site ? siteDepartments(visibleLocations(tenant), site)[0]!.slug : null
}
