import { AVAILABLE_STATUSES, CAR_TYPES } from '@dealer/domain'
import { listModels } from '@dealer/db'
import type { TenantConfig } from '@dealer/tenant'
import type { SiteData } from '~/lib/layout-props'
import type { AppServices } from './services'
import { ttlCache } from './ttl-cache'

const cache = ttlCache<SiteData>(60_000)

/**
 * Navigation data every page needs: the new-vehicle models (SQL), and the car types and body
 * types in stock, which are the search engine's facet counts over the visible stock (so the nav
 * links and the search page can never disagree), and the number of makes for sale. Cached per tenant for a minute; nice-to-have, so
 * a failure falls back to empty lists, never a failed page.
 */
export function siteData(services: AppServices, tenant: TenantConfig): Promise<SiteData> {
  return cache
    .get(tenant.slug, () => load(services, tenant))
    .catch((err: unknown) => {
      console.error(`site data for ${tenant.slug} failed:`, err)
      return { models: [], carTypes: [], bodyTypes: [], makeCount: null }
    })
}

/** Drops a dealer's cached navigation data (its stock changed: docs/spec-coverage.md, Stock feeds). */
export function forgetSiteData(tenant: string): void {
  cache.forget(tenant)
}

async function load(services: AppServices, tenant: TenantConfig): Promise<SiteData> {
  // The index is built on first use; make sure this tenant's is there before asking it.
  await services.search.vocabulary(tenant)
  const visible = {
    tenant: tenant.slug,
    now: services.now(),
    includeSoldCarsDays: tenant.dealer.include_sold_cars_days,
  }
  const [models, stock, forSale] = await Promise.all([
    listModels(services.database.db, tenant.slug),
    services.search.engine.search({ ...visible, hitsPerPage: 0, facets: ['car_type', 'body'] }),
    // The footer's 'N makes in stock' counts the cars for sale, as the brands page's 'N in stock'
    // does, not the sold cars still shown for a few days.
    services.search.engine.search({
      ...visible,
      search_filters: { status: [...AVAILABLE_STATUSES] },
      hitsPerPage: 0,
      facets: ['make'],
    }),
  ])
  const inStock = (items: readonly { value: string; count: number }[] | undefined) =>
    new Map((items ?? []).filter((i) => i.count > 0).map((i) => [i.value, i.count]))
  const types = inStock(stock.facets.car_type)
  const bodies = inStock(stock.facets.body)
  return {
    models: models.map((m) => ({ name: m.name, slug: m.slug, make: m.make })),
    carTypes: CAR_TYPES.filter((t) => types.has(t)),
    // Most stocked first; ties by name so the order is stable.
    bodyTypes: [...bodies.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([b]) => b),
    makeCount: inStock(forSale.facets.make).size,
  }
}
