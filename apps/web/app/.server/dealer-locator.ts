import {
  byDistance,
  contactUsSlug,
  formatDistance,
  LOCATION_TYPES,
  POSTCODE_INVALID_MESSAGE,
  type LocationType,
} from '@dealer/domain'
import { INVALID_POSTCODE_ERROR, lookupPostcode } from '@dealer/geo'
import type { TenantConfig } from '@dealer/tenant'
import { siteCards, visibleLocations } from './location-sites'

export type TypeTab = 'all' | LocationType
const TAB_LABELS: Record<TypeTab, string> = {
  all: 'All',
  sales: 'Sales',
  used: 'Used',
  service: 'Service',
  parts: 'Parts',
}

const param = (url: URL, name: string, max: number) => (url.searchParams.get(name) ?? '').trim().slice(0, max)

/**
 * The locations listing (docs/spec-coverage.md, Dealer site: locations), read from its URL: tabs by
 * type (`type`), the 'Search locations...' box (`locationQuery`) and a postcode (`postcode`) that
 * puts the nearest site first with its distance. Anything odd in the URL is ignored or named
 * beside its field, never an error page.
 */
export function dealerLocator(tenant: TenantConfig, url: URL) {
  const query = param(url, 'locationQuery', 100)
  const requested = url.searchParams.get('type')
  const type: TypeTab = LOCATION_TYPES.some((t) => t === requested) ? (requested as LocationType) : 'all'
  const postcode = param(url, 'postcode', 20)
  const visible = visibleLocations(tenant)
  const needle = query.toLowerCase()
  const matches = visible.filter((l) => {
    if (type !== 'all' && l.location_type !== type) return false
    if (!needle) return true
    const a = l.address
    return [l.name, a.street, a.city, a.state, a.postcode].some((v) => v.toLowerCase().includes(needle))
  })
  const origin = postcode ? lookupPostcode(postcode) : null
  const postcodeError = !postcode
    ? null
    : !/^\d{4}$/.test(postcode)
      ? POSTCODE_INVALID_MESSAGE
      : !origin
        ? `${INVALID_POSTCODE_ERROR}: we could not find ${postcode} in Australia. Please check it and try again.`
        : null
  // Sites nearest the postcode first (haversine from its centroid), else in the dealer's own order.
  let ordered = matches
  const distances = new Map<string, string>()
  if (origin) {
    ordered = byDistance(origin, ordered, (l) => ({ lat: l.address.lat, lng: l.address.long })).map(({ item, km }) => {
      const site = contactUsSlug(item.name)
      if (km !== null && !distances.has(site)) distances.set(site, formatDistance(km))
      return item
    })
  }
  return {
    query,
    type,
    postcode: postcodeError ? postcode : origin ? postcode : '',
    postcodeError,
    near: origin ? `${origin.name} ${postcode}` : null,
    count: matches.length,
    // Only the tabs that have locations (a used-car dealer has no Parts tab).
    tabs: (['all', ...LOCATION_TYPES] as const)
      .filter((t) => t === 'all' || visible.some((l) => l.location_type === t))
      .map((t) => ({ value: t, label: TAB_LABELS[t] })),
    sites: siteCards(tenant, ordered, { distances }),
  }
}
