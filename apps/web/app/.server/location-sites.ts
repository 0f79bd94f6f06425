import { contactUsSlug, groupBySite, openingHoursRows, type LocationType } from '@dealer/domain'
import { serviceBookingFor, telHref, type TenantConfig } from '@dealer/tenant'
import { directionsUrl } from '~/lib/car-page'
import { LOCATION_TYPE_LABELS, type LocationCardData, type SiteCardData } from '~/lib/location-cards'
import { locationMap } from './location-map'

type Location = TenantConfig['locations'][number]

const httpUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null)

/** One department as its card shows it (docs/spec-coverage.md, Dealer site: locations). */
export function locationCard(tenant: TenantConfig, l: Location): LocationCardData {
  const display = tenant.locationDisplay
  const a = l.address
  return {
    id: l.id,
    name: l.name,
    slug: l.slug,
    type: l.location_type,
    typeLabel: LOCATION_TYPE_LABELS[l.location_type],
    address: `${a.street}, ${a.city} ${a.state} ${a.postcode}`,
    phone: l.phone,
    phoneHref: telHref(l.phone),
    licence: l.dealer_license_number,
    hours: openingHoursRows(l.opening_hours, display.closedDays),
    enquireHref: `/locations/${l.slug}#form-section`,
    directions: directionsUrl(a),
    website: httpUrl(l.website_url),
    // /contact-us/{site} reaches the site's sales department: a Service or Parts card's Contact
    // goes to that department's own form, as Parts Enquiry does.
    contactHref:
      l.location_type === 'service' || l.location_type === 'parts'
        ? `/locations/${l.slug}#form-section`
        : `/contact-us/${contactUsSlug(l.name)}`,
    // The dealer's booking for the one make the department services (any make when it services
    // several), else the site's service page.
    bookServiceHref:
      display.bookService && l.location_type === 'service'
        ? (httpUrl(serviceBookingFor(tenant, l.manufacturers.length === 1 ? l.manufacturers[0]! : null)?.url ?? null) ??
          '/service')
        : null,
    partsEnquiryHref: display.partsEnquiry && l.location_type === 'parts' ? `/locations/${l.slug}#form-section` : null,
  }
}

/** The dealer's visible locations, optionally of some types only. */
export function visibleLocations(tenant: TenantConfig, types?: readonly LocationType[]): Location[] {
  return tenant.locations.filter((l) => l.visible && (!types || types.includes(l.location_type)))
}

/**
 * Locations grouped by site name, each site a card with its departments, its photo or the makes
 * it sells, and a map drawn offline (docs/spec-coverage.md, Dealer site: locations). `withMap:
 * false` leaves the map out (the home page's carousel).
 */
export function siteCards(
  tenant: TenantConfig,
  locations: readonly Location[],
  options: { withMap?: boolean; distances?: ReadonlyMap<string, string> } = {},
): SiteCardData[] {
  return groupBySite(locations).map((site) => {
    const first = site.departments[0]!
    return {
      name: site.name,
      slug: site.slug,
      image: sitePath(site.departments.find((d) => d.image_url)?.image_url ?? null),
      makes: [...new Set(site.departments.flatMap((d) => d.manufacturers))],
      map: options.withMap === false ? null : locationMap(first.address.lat, first.address.long),
      distance: options.distances?.get(site.slug) ?? null,
      departments: site.departments.map((d) => locationCard(tenant, d)),
    }
  })
}

// A location photo is a path on this site: the page's policy loads images from its own origin only.
const sitePath = (url: string | null) => (url && url.startsWith('/') && !url.startsWith('//') ? url : null)
