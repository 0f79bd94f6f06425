import { contactUsSlug, siteName, LOCATION_TYPES, type LocationType } from './location'

/** What grouping needs of a location: its name (which names its site) and its type. */
export interface SiteMember {
  name: string
  location_type: LocationType
}

/** One site: the departments (sales, used, service, parts) that share a name but for the suffix. */
export interface SiteGroup<L extends SiteMember> {
  /** The site's name: the location name without its Sales, Service or Parts suffix. */
  name: string
  /** The site's slug, as /contact-us/{slug} spells it. */
  slug: string
  /** Its departments, sales first, then used, service and parts. */
  departments: L[]
}

const typeOrder = (l: SiteMember) => LOCATION_TYPES.indexOf(l.location_type)

/**
 * Groups locations by site name, not by street address: a site's sales yard and its service
 * centre often sit on different streets (docs/spec-coverage.md, Dealer site: locations). Sites keep
 * the order their first location has; departments go sales, used, service, parts.
 */
export function groupBySite<L extends SiteMember>(locations: readonly L[]): SiteGroup<L>[] {
  const groups = new Map<string, SiteGroup<L>>()
  for (const l of locations) {
    const slug = contactUsSlug(l.name)
    const group = groups.get(slug) ?? { name: siteName(l.name), slug, departments: [] }
    group.departments.push(l)
    groups.set(slug, group)
  }
  for (const g of groups.values()) g.departments.sort((a, b) => typeOrder(a) - typeOrder(b))
  return [...groups.values()]
}

/** The departments of the site a location belongs to, itself included, sales first. */
export function siteDepartments<L extends SiteMember>(locations: readonly L[], location: SiteMember): L[] {
  const slug = contactUsSlug(location.name)
  return groupBySite(locations).find((g) => g.slug === slug)?.departments ?? []
}
