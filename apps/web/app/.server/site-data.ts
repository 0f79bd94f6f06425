import { CAR_TYPES } from '@dealer/domain'
import { listCars, listModels } from '@dealer/db'
import type { TenantConfig } from '@dealer/tenant'
import type { SiteData } from '~/lib/layout-props'
import type { AppServices } from './services'
import { ttlCache } from './ttl-cache'

const cache = ttlCache<SiteData>(60_000)

/**
 * Navigation data every page needs (models, car types and body types in stock). Cached per
 * tenant for a minute; nice-to-have, so a failure falls back to empty lists, never a failed page.
 */
export function siteData(services: AppServices, tenant: TenantConfig): Promise<SiteData> {
  return cache.get(tenant.slug, () => load(services, tenant)).catch((err: unknown) => {
    console.error(`site data for ${tenant.slug} failed:`, err)
    return { models: [], carTypes: [], bodyTypes: [] }
  })
}

async function load(services: AppServices, tenant: TenantConfig): Promise<SiteData> {
  const { db } = services.database
  const visibleAt = { now: services.now(), includeSoldCarsDays: tenant.dealer.include_sold_cars_days }
  const [models, ...typeTotals] = await Promise.all([
    listModels(db, tenant.slug),
    ...CAR_TYPES.map((t) => listCars(db, tenant.slug, { visibleAt, carTypes: [t], limit: 1, offset: 0 })),
  ])
  const { cars } = await listCars(db, tenant.slug, { visibleAt, limit: 5000, offset: 0 })
  const bodyCounts = new Map<string, number>()
  for (const c of cars) if (c.simple_body) bodyCounts.set(c.simple_body, (bodyCounts.get(c.simple_body) ?? 0) + 1)
  return {
    models: models.map((m) => ({ name: m.name, slug: m.slug, make: m.make })),
    carTypes: CAR_TYPES.filter((_, i) => (typeTotals[i]?.total ?? 0) > 0),
    bodyTypes: [...bodyCounts.entries()].sort((a, b) => b[1] - a[1]).map(([b]) => b),
  }
}
