import type { AppLoadContext } from '@remix-run/node'
import { AVAILABLE_STATUSES, brandMark, brandSection, type BrandMark, type BrandSection } from '@dealer/domain'
import { slugify } from '@dealer/search'
import { franchiseBrands, serviceBookingFor } from '@dealer/tenant'
import type { SiteCardData } from '~/lib/location-cards'
import { siteCards } from './location-sites'
import { modelPageHref } from '~/lib/model-links'
import { offerCards, type OfferCard } from '~/lib/offer-cards'
import { dealerModels } from './models'
import { stockNoun } from '~/lib/stock-noun'

/*
 * The brands grid and each franchise brand's overview page (docs/spec-coverage.md, Dealer site:
 * offers, brands and service). A franchise brand is one the dealer's config names
 * (dealer.manufacturer, dealer.manufacturers); other makes appear because they are in stock.
 */

/** A brand as the grid shows it. */
export interface BrandTile {
  name: string
  slug: string
  section: BrandSection
  franchise: boolean
  /** Cars of the brand for sale (sold cars still shown are not counted). */
  inStock: number
  /** The overview page for a franchise brand, else its stock search. */
  href: string
  mark: BrandMark
}

/** Cars for sale per make label (the search engine's facet counts over the visible stock for sale). */
async function stockByMake({ tenant, services }: AppLoadContext): Promise<Map<string, number>> {
  await services.search.vocabulary(tenant)
  const res = await services.search.engine.search({
    tenant: tenant.slug,
    now: services.now(),
    includeSoldCarsDays: tenant.dealer.include_sold_cars_days,
    // 'N in stock' counts the cars for sale, not the sold cars still shown for a few days.
    search_filters: { status: [...AVAILABLE_STATUSES] },
    hitsPerPage: 0,
    facets: ['make'],
  })
  return new Map((res.facets.make ?? []).filter((f) => f.count > 0).map((f) => [f.value.toLowerCase(), f.count]))
}

/** Every brand of the dealer: its franchise brands first, then the other makes in stock, by name. */
export async function dealerBrands(context: AppLoadContext): Promise<BrandTile[]> {
  const { tenant } = context
  const stock = await stockByMake(context)
  const vocabulary = await context.services.search.vocabulary(tenant)
  const franchise = franchiseBrands(tenant)
  const franchiseKeys = new Set(franchise.map((n) => n.toLowerCase()))
  const names = [
    ...franchise,
    ...vocabulary.makes.map((m) => m.label).filter((l) => !franchiseKeys.has(l.toLowerCase())),
  ]
  const fallback: BrandSection = tenant.features.caravans ? 'caravan' : 'car'
  return names
    .map((name) => {
      const slug = slugify(name)
      const isFranchise = franchiseKeys.has(name.toLowerCase())
      const configured = tenant.brands.find((b) => b.name.toLowerCase() === name.toLowerCase())?.section
      return {
        name,
        slug,
        section: brandSection(name, configured, fallback),
        franchise: isFranchise,
        inStock: stock.get(name.toLowerCase()) ?? 0,
        href: isFranchise ? `/${slug}/overview` : `/search/${slug}`,
        mark: brandMark(name),
      }
    })
    .filter((b) => b.franchise || b.inStock > 0)
    .sort((a, b) => Number(b.franchise) - Number(a.franchise) || a.name.localeCompare(b.name))
}

/** A franchise brand's overview: null for a slug that names none of the dealer's franchise brands. */
export async function brandOverview(context: AppLoadContext, slug: string) {
  const { tenant, services } = context
  const name = franchiseBrands(tenant).find((n) => slugify(n) === slug)
  if (!name) return null
  const key = name.toLowerCase()
  const [stock, models] = await Promise.all([stockByMake(context), dealerModels(context)])
  const inStock = stock.get(key) ?? 0
  const booking = serviceBookingFor(tenant, name)
  // The brand's sites, grouped like the locations listing (docs/spec-coverage.md, Dealer site: locations).
  const locations: SiteCardData[] = siteCards(
    tenant,
    tenant.locations.filter((l) => l.visible && l.manufacturers.some((m) => m.toLowerCase() === key)),
  )
  const offers: OfferCard[] = offerCards(tenant, services.now(), name)
  return {
    name,
    slug,
    mark: brandMark(name),
    dealer: tenant.dealer.name,
    noun: stockNoun(tenant.features),
    inStock,
    stockHref: inStock > 0 ? `/search/${slug}` : null,
    models: models
      .filter((m) => m.make.toLowerCase() === key)
      .map((m) => ({
        name: m.name,
        href: modelPageHref(m),
        image: m.image_url,
        comingSoon: m.status === 'coming_soon',
      })),
    offers,
    booking: booking ? { label: booking.name, href: booking.url, external: /^https?:\/\//.test(booking.url) } : null,
    locations,
  }
}
