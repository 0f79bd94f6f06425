import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createDatabase, migrateToLatest, replaceModels, upsertCars, type Database } from '@dealer/db'
import { makeCar, makeModel } from '@dealer/db/testing'
import { loadTenants, type TenantConfig } from '@dealer/tenant'
import type { AppLoadContext } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentStore } from './content'
import { appPaths, repoRoot } from './paths'
import { createSearchService } from './search'
import { childSitemap, sitemapIndex } from './sitemap'

const now = new Date('2026-11-20T00:00:00.000Z')
const HARBOUR = 'http://harbour-city-motor-group.localhost:3000'
const WESTSIDE = 'http://westside-car-co.localhost:3000'
let database: Database
let contexts: Record<string, AppLoadContext>

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sitemap-'))
  database = createDatabase({ sqlitePath: path.join(dir, 'db.sqlite') })
  await migrateToLatest(database)
  const tenants = loadTenants(path.join(repoRoot(), 'tenants'))
  const bySlug = (slug: string) => tenants.find((t) => t.slug === slug)!
  // The same slug at both dealers: each sitemap lists its own.
  await upsertCars(database.db, 'westside-car-co', [
    makeCar({ id: 'w1', slug: 'shared-slug', make: 'Toyota', model: 'HiLux', created_at: '2026-11-01T10:00:00+08:00' }),
    makeCar({ id: 'w2', slug: 'w-mazda', make: 'Mazda', model: 'CX-5', created_at: '2026-10-01T00:00:00Z' }),
    makeCar({
      id: 'w3',
      slug: 'w-sold',
      status: 'sold',
      sold_date: '2026-11-18T09:30:00Z',
      location_id: 'westside-bentley',
    }),
    makeCar({ id: 'w4', slug: 'w-sold-long-ago', status: 'sold', sold_date: '2026-11-01T00:00:00Z' }),
    makeCar({ id: 'w5', slug: 'w-hidden', show_on_dealer_website: false }),
    makeCar({ id: 'w6', slug: 'w-odd-date', created_at: 'last Tuesday' }),
  ])
  await upsertCars(database.db, 'harbour-city-motor-group', [
    makeCar({ id: 'h1', slug: 'shared-slug', car_type: 'new', make: 'Kia', model: 'Seltos' }),
    makeCar({ id: 'h2', slug: 'h-demo', car_type: 'demo', make: 'Kia', model: 'Seltos' }),
  ])
  await replaceModels(database.db, 'harbour-city-motor-group', [
    makeModel({ id: 'm1', make: 'Kia', name: 'Seltos', body: 'SUV' }),
    makeModel({ id: 'm2', make: 'Kia', name: 'Carnival', body: 'People Mover' }),
  ])
  const search = createSearchService(database, {} as NodeJS.ProcessEnv)
  const paths = appPaths()
  const content = createContentStore({ tenantsDir: paths.tenantsDir, defaultsDir: paths.contentDir })
  const contextOf = (tenant: TenantConfig) =>
    ({ tenant, services: { database, search, content, now: () => now } }) as unknown as AppLoadContext
  contexts = Object.fromEntries(tenants.map((t) => [t.slug, contextOf(bySlug(t.slug))]))
}, 60_000)

afterAll(() => database?.destroy())

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!)
const entry = (xml: string, loc: string) =>
  new RegExp(`<url><loc>${loc.replace(/[.?]/g, '\\$&')}</loc>(?:<lastmod>([^<]*)</lastmod>)?</url>`).exec(xml)
const child = async (slug: string, origin: string, file: string, pageSize?: number) =>
  (await childSitemap(contexts[slug]!, origin, file, { pageSize }))!

describe('sitemaps of one dealer', () => {
  it('index the cars files, paged, and each child with a URL, all on the dealer’s origin', async () => {
    const xml = await sitemapIndex(contexts['westside-car-co']!, WESTSIDE, { pageSize: 2 })
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/)
    // 4 visible cars, 2 a file; the index dates each by the stock's newest change (the sale).
    expect(locs(xml)).toEqual([
      `${WESTSIDE}/sitemaps/cars-1.xml`,
      `${WESTSIDE}/sitemaps/cars-2.xml`,
      `${WESTSIDE}/sitemaps/search.xml`,
      `${WESTSIDE}/sitemaps/locations.xml`,
      `${WESTSIDE}/sitemaps/pages.xml`,
    ])
    expect(xml).toContain(`<sitemap><loc>${WESTSIDE}/sitemaps/cars-2.xml</loc><lastmod>2026-11-18T09:30:00Z</lastmod>`)
    // Westside has no models: no models file.
    expect(xml).not.toContain('models.xml')
  })

  it('list only the visible cars, a page at a time, dated by their sale or arrival', async () => {
    const first = await child('westside-car-co', WESTSIDE, 'cars-1.xml', 2)
    const second = await child('westside-car-co', WESTSIDE, 'cars-2.xml', 2)
    expect(first).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/)
    expect([...locs(first), ...locs(second)].sort()).toEqual(
      ['shared-slug', 'w-mazda', 'w-odd-date', 'w-sold'].map((s) => `${WESTSIDE}/cars/${s}`),
    )
    const all = first + second
    // The car's own dates, to the second in UTC; none when its date is not one.
    expect(entry(all, `${WESTSIDE}/cars/shared-slug`)?.[1]).toBe('2026-11-01T02:00:00Z')
    expect(entry(all, `${WESTSIDE}/cars/w-sold`)?.[1]).toBe('2026-11-18T09:30:00Z')
    expect(entry(all, `${WESTSIDE}/cars/w-odd-date`)).not.toBeNull()
    expect(entry(all, `${WESTSIDE}/cars/w-odd-date`)?.[1]).toBeUndefined()
    expect(all).not.toMatch(/w-hidden|w-sold-long-ago/)
  })

  it('answer no file past the last, and no odd names', async () => {
    for (const bad of ['cars-3.xml', 'cars-0.xml', 'cars-01.xml', 'cars-1', 'nope.xml', '..%2Fx.xml', 'Search.xml']) {
      expect(await childSitemap(contexts['westside-car-co']!, WESTSIDE, bad, { pageSize: 2 }), bad).toBeNull()
    }
    // The first cars file exists even for a dealer without cars.
    expect(locs(await child('sunset-caravans', 'http://sunset-caravans.localhost:3000', 'cars-1.xml'))).toEqual([])
  })

  it('never list another dealer’s page, even a car with the same slug', async () => {
    for (const [slug, origin, other] of [
      ['westside-car-co', WESTSIDE, HARBOUR],
      ['harbour-city-motor-group', HARBOUR, WESTSIDE],
    ] as const) {
      const files = ['cars-1.xml', 'search.xml', 'models.xml', 'locations.xml', 'pages.xml']
      const urls = (await Promise.all(files.map((f) => child(slug, origin, f)))).flatMap(locs)
      expect(urls.length).toBeGreaterThan(10)
      for (const url of urls) expect(url.startsWith(`${origin}/`), url).toBe(true)
      expect(urls.some((u) => u.startsWith(other))).toBe(false)
    }
    const harbourCars = locs(await child('harbour-city-motor-group', HARBOUR, 'cars-1.xml'))
    expect(harbourCars.sort()).toEqual([`${HARBOUR}/cars/h-demo`, `${HARBOUR}/cars/shared-slug`])
    expect(locs(await child('harbour-city-motor-group', HARBOUR, 'locations.xml'))).not.toContain(
      `${HARBOUR}/locations/westside-car-co-bentley`,
    )
  })

  it('give the search landing pages of the stock the dealer has, dated by their newest car', async () => {
    const west = await child('westside-car-co', WESTSIDE, 'search.xml')
    expect(locs(west)).toEqual(
      expect.arrayContaining([
        `${WESTSIDE}/search/new-used-and-demo-cars`,
        `${WESTSIDE}/search/used-cars`,
        `${WESTSIDE}/search/toyota`,
        `${WESTSIDE}/search/toyota/hilux`,
        `${WESTSIDE}/search/mazda/cx-5`,
        `${WESTSIDE}/search/westside-car-co-bentley`,
      ]),
    )
    // A used-only yard has no new or demo landing page.
    for (const path of ['/search/new-cars', '/search/demo-cars', '/search/new-and-demo-cars'])
      expect(locs(west)).not.toContain(`${WESTSIDE}${path}`)
    expect(entry(west, `${WESTSIDE}/search/mazda/cx-5`)?.[1]).toBe('2026-10-01T00:00:00Z')
    expect(entry(west, `${WESTSIDE}/search/westside-car-co-bentley`)?.[1]).toBe('2026-11-18T09:30:00Z')
    const harbour = locs(await child('harbour-city-motor-group', HARBOUR, 'search.xml'))
    expect(harbour).toEqual(
      expect.arrayContaining([
        `${HARBOUR}/search/new-cars`,
        `${HARBOUR}/search/demo-cars`,
        `${HARBOUR}/search/new-and-demo-cars`,
      ]),
    )
    expect(harbour).not.toContain(`${HARBOUR}/search/used-cars`)
    // The model's page is in models.xml, not twice.
    expect(harbour).not.toContain(`${HARBOUR}/search/kia/seltos`)
  })

  it('list the models, their body tabs and range pages; locations; home, content and open journeys', async () => {
    const models = await child('harbour-city-motor-group', HARBOUR, 'models.xml')
    expect(locs(models)).toEqual([
      `${HARBOUR}/models`,
      `${HARBOUR}/models?body=People%20Mover`,
      `${HARBOUR}/models?body=SUV`,
      `${HARBOUR}/models/model-m1`,
      `${HARBOUR}/models/model-m2`,
      `${HARBOUR}/search/kia/seltos`,
      `${HARBOUR}/search/kia/carnival`,
    ])
    expect(entry(models, `${HARBOUR}/search/kia/seltos`)?.[1]).toBe('2025-01-01T00:00:00Z')
    expect(entry(models, `${HARBOUR}/models/model-m1`)?.[1]).toBe('2025-01-01T00:00:00Z')

    const locations = locs(await child('harbour-city-motor-group', HARBOUR, 'locations.xml'))
    expect(locations).toEqual(
      expect.arrayContaining([
        `${HARBOUR}/dealer-locator`,
        `${HARBOUR}/contact`,
        `${HARBOUR}/locations/harbour-city-used-cars-nerang`,
        `${HARBOUR}/contact-us/harbour-city-toyota-newstead`,
      ]),
    )

    const harbourPages = await child('harbour-city-motor-group', HARBOUR, 'pages.xml')
    expect(locs(harbourPages)).toEqual(
      expect.arrayContaining([
        `${HARBOUR}/`,
        `${HARBOUR}/about-us`,
        `${HARBOUR}/return-policy`,
        `${HARBOUR}/special-offers`,
      ]),
    )
    expect(entry(harbourPages, `${HARBOUR}/about-us`)?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // Unsubscribe is marked noindex; no offers at Westside; Sunset gates finance and trade-in.
    expect(harbourPages).not.toContain('unsubscribe')
    const westPages = locs(await child('westside-car-co', WESTSIDE, 'pages.xml'))
    expect(westPages).toContain(`${WESTSIDE}/finance`)
    expect(westPages).not.toContain(`${WESTSIDE}/special-offers`)
    expect(westPages).not.toContain(`${WESTSIDE}/return-policy`)
    const sunset = locs(await child('sunset-caravans', 'http://sunset-caravans.localhost:3000', 'pages.xml'))
    expect(sunset.filter((u) => /finance|trade-in|sell-my-car/.test(u))).toEqual([])
  })
})
