import type { OpeningHoursCell } from '@dealer/domain'
import type { LocationMap } from '~/components/car/location-types'

/** The labels of the location types on cards, tabs and the department switch. */
export const LOCATION_TYPE_LABELS = { sales: 'Sales', used: 'Used Sales', service: 'Service', parts: 'Parts' } as const

/** One department of a site as its card shows it (docs/spec-coverage.md, Dealer site: locations). */
export interface LocationCardData {
  id: string
  name: string
  slug: string
  type: keyof typeof LOCATION_TYPE_LABELS
  typeLabel: string
  /** Street, city, state and postcode on one line. */
  address: string
  phone: string
  phoneHref: string
  /** Shown after 'DL#'; null hides the line. */
  licence: string | null
  hours: OpeningHoursCell[]
  /** Where a closed day's 'Enquire Now' goes: this department's own enquiry form. */
  enquireHref: string
  directions: string
  /** The department's own website (http or https only); null hides Visit Website. */
  website: string | null
  /** Sales: /contact-us/{site}; Service and Parts: the department's own form on /locations/{slug}. */
  contactHref: string
  /** Book a Service, on service departments of dealers that switch it on. */
  bookServiceHref: string | null
  /** Parts Enquiry, on parts departments of dealers that switch it on. */
  partsEnquiryHref: string | null
}

/** A site: its departments, a picture (the location's photo, else the makes it sells) and its map. */
export interface SiteCardData {
  name: string
  slug: string
  image: string | null
  makes: string[]
  map: LocationMap | null
  /** From the postcode the shopper gave, e.g. '12 km'; null without one. */
  distance: string | null
  departments: LocationCardData[]
}
