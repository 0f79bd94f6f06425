import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { allCars, createDatabase, listMarketComparables, type Database } from '@dealer/db'
import { comparableCriteria, hasPrice, isAvailable, isVisible, marketComparison } from '@dealer/domain'
import { loadTenants } from '@dealer/tenant'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from './seed'

/*
 * The car page's market comparison needs comparable listings in the car's state
 * (docs/decisions/017-market-comparison.md). Each demo dealer is alone in its state, so its own
 * stock must hold enough same make/model clusters for the gauge to show on a fair share of its
 * cars, and few enough that it is hidden on others.
 */

const TENANTS_DIR = fileURLToPath(new URL('../../../tenants', import.meta.url))
const NOW = new Date('2026-11-20T02:00:00.000Z')

describe('the demo network has comparables for the auto gauge', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-market-'))
  const tenants = loadTenants(TENANTS_DIR)
  let database: Database

  beforeAll(async () => {
    database = createDatabase({ sqlitePath: path.join(dir, 'market.sqlite') })
    await seedDemo(database, tenants, { now: NOW })
  }, 60_000)
  afterAll(async () => {
    await database.destroy()
    rmSync(dir, { recursive: true, force: true })
  })

  it.each([
    ['harbour-city-motor-group', 0.5],
    ['westside-car-co', 0.2],
    ['sunset-caravans', 0.5],
  ])(
    '%s: shown on at least %s of its cars for sale, hidden on some',
    async (slug, least) => {
      const tenant = tenants.find((t) => t.slug === slug)!
      const forSale = (await allCars(database.db, slug)).filter(
        (c) => isVisible(c, NOW, tenant.dealer.include_sold_cars_days) && isAvailable(c) && hasPrice(c.price),
      )
      let shown = 0
      for (const car of forSale) {
        const listings = await listMarketComparables(database.db, comparableCriteria(car)!, {
          tenant: slug,
          id: car.id,
        })
        const gauge = marketComparison(car, listings)
        if (gauge) {
          shown++
          expect(gauge.description).toMatch(tenant.features.caravans ? / caravans \(/ : / cars \(/)
        }
      }
      const share = shown / forSale.length
      expect(share).toBeGreaterThanOrEqual(least)
      expect(share).toBeLessThan(0.9)
    },
    60_000,
  )
})
