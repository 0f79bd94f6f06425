import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createDatabase, migrateToLatest, type Database } from '@dealer/db'
import { importFeed } from '@dealer/feeds'
import { createMemoryNotices, type Notices } from '@dealer/shared-state'
import { createTenantResolver, loadTenants } from '@dealer/tenant'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
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

/** One server process's stock feeds on the shared database: what it was told and what it forgot. */
function openFeeds(env: Record<string, string>, notices?: Notices) {
  const search = createSearchService(database, {} as unknown as NodeJS.ProcessEnv)
  const forgotten: string[] = []
  const told: string[] = []
  const feeds = createStockFeeds({
    database,
    resolver: createTenantResolver(tenants),
    search,
    imagesDir: dir,
    forget: (t) => forgotten.push(t),
    notices,
    env: env as unknown as NodeJS.ProcessEnv,
  })
  feeds.onStockChanged((t) => told.push(t))
  return { search, feeds, told, forgotten }
}

describe('createStockFeeds', () => {
  it('rebuilds the index and drops the cached pages of a dealer whose stock another process changed', async () => {
    const { search, feeds, told, forgotten } = openFeeds({ FEED_PHOTOS: 'off' })
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

  it('a feed imported by one process reaches another at once by a change notice, long before its poll', async () => {
    const notices = createMemoryNotices()
    const a = openFeeds({ FEED_PHOTOS: 'off', FEED_POLL_MS: '600000' }, notices)
    const b = openFeeds({ FEED_PHOTOS: 'off', FEED_POLL_MS: '600000' }, notices)
    await Promise.all([a.search.vocabulary(westside), b.search.vocabulary(westside)])
    // Each notes where the dealers are (the first read), then waits on its 10-minute poll.
    a.feeds.start()
    b.feeds.start()
    await vi.waitFor(async () => expect(await b.feeds.refreshChanged()).toEqual([]))
    await a.feeds.refreshChanged()
    const report = await a.feeds.import(westside, {
      body: 'StockNo,Make,Model,Year,Price\nNOTE-1,Daihatsu,Copen,2021,"$29,990"\n',
      format: 'csv',
      mode: 'delta',
    })
    expect(report.status).toBe('applied')
    const now = new Date()
    await vi.waitFor(async () =>
      expect((await b.search.engine.search({ tenant: westside.slug, query: 'copen', now })).count).toBe(1),
    )
    expect(b.told).toEqual([westside.slug])
    // The sender refreshed itself once, and its own notice did not make it rebuild again.
    expect(a.told).toEqual([westside.slug])
    await Promise.all([a.feeds.stop(), b.feeds.stop()])
  })

  it('places a car at the dealer’s first sales location unless its row names one', () => {
    const target = feedTenant(harbour)
    expect(target.locations.map((l) => l.id)).toEqual(harbour.locations.map((l) => l.id))
    expect(target.defaultLocation).not.toBeNull()
    const sales = harbour.locations.find((l) => l.id === target.defaultLocation!.id)!
    expect(['sales', '']).toContain(sales.location_type)
  })
})

describe('feedTenant', () => {
  it('gives the importer the dealer’s time zone, its primary location’s, for the day a sold date is checked against', () => {
    expect(feedTenant(westside).timeZone).toBe('Australia/Perth')
    expect(feedTenant(harbour).timeZone).toBe('Australia/Brisbane')
  })
})
