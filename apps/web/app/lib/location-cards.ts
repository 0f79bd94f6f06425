import { openingHoursTable } from '@dealer/domain'
import { telHref, type TenantConfig } from '@dealer/tenant'

type Location = TenantConfig['locations'][number]

/** A location as its card shows it (home, /dealer-locator, content pages). */
export function locationCard(l: Location) {
  const address = `${l.address.street}, ${l.address.city} ${l.address.state} ${l.address.postcode}`
  return {
    id: l.id,
    name: l.name,
    slug: l.slug,
    type: l.location_type,
    city: l.address.city,
    address,
    directions: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`,
    phone: l.phone,
    phoneHref: telHref(l.phone),
    licence: l.dealer_license_number,
    hours: openingHoursTable(l.opening_hours),
  }
}
export type LocationCardData = ReturnType<typeof locationCard>

/** The tenant's visible locations as cards, optionally only some types. */
export function locationCards(tenant: TenantConfig, types?: readonly Location['location_type'][]): LocationCardData[] {
  return tenant.locations.filter((l) => l.visible && (!types || types.includes(l.location_type))).map(locationCard)
}
