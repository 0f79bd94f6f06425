import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createDatabase, listCars, type Database } from '@dealer/db'
import { CAR_TYPES } from '@dealer/domain'
import { seedDemo } from '@dealer/demo-data'
import { loadTenants, type TenantConfig } from '@dealer/tenant'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from './paths'
import { createSearchService } from './search'
import type { AppServices } from './services'
import { forgetSiteData, siteData } from './site-data'

let database: Database
let tenants: TenantConfig[]
let services: AppServices
const now = new Date('2026-11-20T00:00:00Z')

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-data-'))
  database = createDatabase({ sqlitePath: path.join(dir, 'db.sqlite') })
  tenants = loadTenants(path.join(repoRoot(), 'tenants'))
  await seedDemo(database, tenants, { now })
  const search = createSearchService(database, {} as NodeJS.ProcessEnv)
  services = { search, database, now: () => now } as unknown as AppServices
}, 120_000)

afterAll(() => database?.destroy())

describe('site data from the search engine', () => {
  it('lists the car types and body types of the visible stock, as SQL counts them', async () => {
    for (const tenant of tenants) {
      const visibleAt = { now, includeSoldCarsDays: tenant.dealer.include_sold_cars_days }
      const { cars } = await listCars(database.db, tenant.slug, { visibleAt, limit: 10_000, offset: 0 })
      const bodies = new Map<string, number>()
      for (const c of cars) {
        const body = c.simple_body ?? c.body
        if (body) bodies.set(body, (bodies.get(body) ?? 0) + 1)
      }
      const data = await siteData(services, tenant)
      expect(data.carTypes, tenant.slug).toEqual(CAR_TYPES.filter((t) => cars.some((c) => c.car_type === t)))
      expect([...data.bodyTypes].sort(), tenant.slug).toEqual([...bodies.keys()].sort())
      // Most stocked first.
      const counts = data.bodyTypes.map((b) => bodies.get(b)!)
      expect(counts, tenant.slug).toEqual([...counts].sort((a, b) => b - a))
      expect(data.bodyTypes.length, tenant.slug).toBeGreaterThan(0)
    }
  })
})

describe("the footer's makes in stock", () => {
  it('counts the makes of the cars for sale, not a make whose visible cars have all sold', async () => {
    const tenant = tenants.find((t) => t.stats.some((s) => 'count' in s && s.count === 'makes')) ?? tenants[0]!
    const visibleAt = { now, includeSoldCarsDays: tenant.dealer.include_sold_cars_days }
    const { cars } = await listCars(database.db, tenant.slug, {
      visibleAt,
      availableOnly: true,
      limit: 10_000,
      offset: 0,
    })
    const makes = [...new Set(cars.map((c) => c.make))]
    expect(makes.length, tenant.slug).toBeGreaterThan(1)
    // Every car of one make sold yesterday: still shown for the sold days, no longer for sale.
    const soldMake = makes[0]!
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString()
    await database.db
      .updateTable('cars')
      .set({ status: 'sold', sold_date: yesterday, sold_at_utc: yesterday })
      .where('tenant', '=', tenant.slug)
      .where('make', '=', soldMake)
      .execute()
    await services.search.reindex(tenant)
    forgetSiteData(tenant.slug)
    const stillShown = await listCars(database.db, tenant.slug, { visibleAt, limit: 10_000, offset: 0 })
    expect(stillShown.cars.some((c) => c.make === soldMake)).toBe(true)
    const data = await siteData(services, tenant)
    expect(data.makeCount).toBe(makes.length - 1)
  })
})
