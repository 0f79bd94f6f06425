import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createDatabase, migrateToLatest, type Database } from '@dealer/db'
import { importFeed } from '@dealer/feeds'
import { createTenantResolver, loadTenants } from '@dealer/tenant'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStockFeeds, feedTenant } from './feeds'
import { repoRoot } from './paths'
import { createSearchService } from './search'

/*
 * The app's side of stock feeds (docs/spec-coverage.md, Stock feeds): a feed applied by another
 * process (the import command, another server) reaches this process's index and caches through
 * the dealer's stock version.
 */
const tenants = loadTenants(path.join(repoRoot(), 'tenants'))
const westside = tenants.find((t) => t.slug === 'westside-car-co')!
const harbour = tenants.find((t) => t.slug === 'harbour-city-motor-group')!
let dir: string
let database: Database

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'app-feeds-'))
  database = createDatabase({ sqlitePath: path.join(dir, 'db.sqlite') })
  await migrateToLatest(database)
})
afterAll(async () => {
  await database.destroy()
  await rm(dir, { recursive: true, force: true })
})

describe('createStockFeeds', () => {
  it('rebuilds the index and drops the cached pages of a dealer whose stock another process changed', async () => {
    const search = createSearchService(database, {} as unknown as NodeJS.ProcessEnv)
    const forgotten: string[] = []
    const told: string[] = []
    const feeds = createStockFeeds({
      database,
      resolver: createTenantResolver(tenants),
      search,
      imagesDir: dir,
      forget: (t) => forgotten.push(t),
      env: { FEED_PHOTOS: 'off' } as unknown as NodeJS.ProcessEnv,
    })
    feeds.onStockChanged((t) => told.push(t))
    await search.vocabulary(westside)
    expect(await feeds.refreshChanged()).toEqual([])

    // As the import command does it: straight into SQL, from another process.
    await importFeed({
      database,
      tenant: feedTenant(westside),
      body: 'StockNo,Make,Model,Year,Price\nCMD-1,Suzuki,Jimny,2022,"$31,990"\n',
      format: 'csv',
      mode: 'delta',
      source: 'command',
    })
    const now = new Date()
    expect((await search.engine.search({ tenant: westside.slug, query: 'jimny', now })).count).toBe(0)
    expect(await feeds.refreshChanged()).toEqual([westside.slug])
    expect((await search.engine.search({ tenant: westside.slug, query: 'jimny', now })).count).toBe(1)
    expect(forgotten).toEqual([westside.slug])
    expect(told).toEqual([westside.slug])
    expect(await feeds.refreshChanged()).toEqual([])
    expect((await search.engine.search({ tenant: harbour.slug, query: 'jimny', now })).count).toBe(0)
  })

  it('places a car at the dealer’s first sales location unless its row names one', () => {
    const target = feedTenant(harbour)
    expect(target.locations.map((l) => l.id)).toEqual(harbour.locations.map((l) => l.id))
    expect(target.defaultLocation).not.toBeNull()
    const sales = harbour.locations.find((l) => l.id === target.defaultLocation!.id)!
    expect(['sales', '']).toContain(sales.location_type)
  })
})
