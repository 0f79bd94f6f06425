import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { allCars, listStockVersions } from '@dealer/db'
import { describeEachDatabase } from '@dealer/db/testing'
import { createTenantResolver, loadTenants, type TenantConfig } from '@dealer/tenant'
import type { AppLoadContext } from '@remix-run/node'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createStockFeeds, type StockFeeds } from '~/.server/feeds'
import { repoRoot } from '~/.server/paths'
import { createSearchService, type SearchService } from '~/.server/search'
import { action, loader } from './api.feeds.stock'

/*
 * POST and GET /api/feeds/stock on SQLite and PostgreSQL (docs/spec-coverage.md, Stock feeds):
 * bearer token per dealer, off (404) without one, a good feed searchable once answered, bad rows
 * reported, garbage a 4xx with a message and never a 500, and one dealer's token useless on another.
 */

const now = new Date('2026-05-04T01:00:00.000Z')
const TOKENS = { WESTSIDE_FEED_TOKEN: 'westside-token-0123456789', HARBOUR_FEED_TOKEN: 'harbour-token-9876543210' }
const saved: Record<string, string | undefined> = {}
const tenants = loadTenants(path.join(repoRoot(), 'tenants'))
const bySlug = (slug: string) => tenants.find((t) => t.slug === slug)!
const westside = bySlug('westside-car-co')
const harbour = bySlug('harbour-city-motor-group')
const sunset = bySlug('sunset-caravans')

const FEED = [
  'StockNo,Make,Model,Badge,Year,Price,Kms,BodyType,Transmission,FuelType,Colour,Images,Status',
  'FEED-1,Subaru,Forester,2.5i-S,2021,"$36,990","41,000",Wagon,Automatic,Petrol,Crystal White,,In Stock',
  'FEED-2,Isuzu,D-Max,LS-U,2022,"$52,500",22000,Dual Cab Utility,Automatic,Diesel,Cobalt Blue,,In Stock',
  'FEED-3,Holden,Commodore,SV6,19x9,14990,150000,Sedan,Automatic,Petrol,Red,,In Stock',
].join('\n')

beforeAll(() => {
  for (const [name, value] of Object.entries(TOKENS)) {
    saved[name] = process.env[name]
    process.env[name] = value
  }
})
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

describeEachDatabase('/api/feeds/stock', (ctx) => {
  let search: SearchService
  let feeds: StockFeeds
  let imagesDir: string
  const changed: string[] = []

  beforeAll(async () => {
    imagesDir = await mkdtemp(path.join(os.tmpdir(), 'feed-endpoint-'))
    const { database } = ctx()
    search = createSearchService(database, {} as NodeJS.ProcessEnv)
    for (const t of tenants) await search.vocabulary(t)
    feeds = createStockFeeds({
      database,
      resolver: createTenantResolver(tenants),
      search,
      imagesDir,
      forget: (t) => changed.push(t),
      env: { FEED_PHOTOS: 'off' } as unknown as NodeJS.ProcessEnv,
      now: () => now,
    })
    feeds.onStockChanged(() => {})
  })
  afterAll(() => rm(imagesDir, { recursive: true, force: true }))

  const context = (tenant: TenantConfig) =>
    ({ tenant, services: { database: ctx().database, search, feeds, now: () => now } }) as unknown as AppLoadContext

  async function post(
    tenant: TenantConfig,
    body: BodyInit,
    options: { token?: string; type?: string; query?: string } = {},
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const headers: Record<string, string> = { 'Content-Type': options.type ?? 'text/csv' }
    if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`
    const request = new Request(`http://${tenant.slug}.localhost/api/feeds/stock${options.query ?? ''}`, {
      method: 'POST',
      body,
      headers,
    })
    const response = await action({ request, context: context(tenant), params: {} })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }

  async function get(tenant: TenantConfig, token?: string) {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
    const request = new Request(`http://${tenant.slug}.localhost/api/feeds/stock?limit=5`, { headers })
    const response = await loader({ request, context: context(tenant), params: {} })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }

  it('is off (404) for a dealer without a feed token, and asks for the token (401) on one with it', async () => {
    expect((await post(sunset, FEED, { token: 'anything' })).status).toBe(404)
    expect((await get(sunset, 'anything')).status).toBe(404)
    expect((await post(westside, FEED)).status).toBe(401)
    expect((await post(westside, FEED, { token: 'westside-token-012345678' })).status).toBe(401)
    expect((await get(westside)).status).toBe(401)
    const unset = process.env.WESTSIDE_FEED_TOKEN
    delete process.env.WESTSIDE_FEED_TOKEN
    expect((await post(westside, FEED, { token: '' })).status).toBe(404)
    process.env.WESTSIDE_FEED_TOKEN = unset
  })

  it('imports a good feed: its cars are searchable when the answer comes, bad rows reported', async () => {
    const { status, json } = await post(westside, FEED, { token: TOKENS.WESTSIDE_FEED_TOKEN, query: '?mode=delta' })
    expect(status).toBe(200)
    expect(json.report).toMatchObject({
      status: 'applied',
      mode: 'delta',
      source: 'endpoint',
      added: 2,
      skipped: 1,
      errors: [{ line: 4, field: 'Year', reason: '"19x9" is not a year from 1900 to 2028' }],
    })
    const found = await search.engine.search({ tenant: westside.slug, query: 'Forester', now })
    expect(found.hits.map((h) => h.stocknum)).toEqual(['FEED-1'])
    expect(changed).toContain(westside.slug)
    const reports = await get(westside, TOKENS.WESTSIDE_FEED_TOKEN)
    expect(reports.status).toBe(200)
    expect((reports.json.reports as { id: string }[])[0]!.id).toBe((json.report as { id: string }).id)
  })

  it('takes XML too, by its Content-Type', async () => {
    const xml = '<Stock><Vehicle StockNo="FEED-4" Make="Kia" Model="Carnival" Year="2023" Price="49990"/></Stock>'
    const { status, json } = await post(westside, xml, {
      token: TOKENS.WESTSIDE_FEED_TOKEN,
      type: 'application/xml',
      query: '?mode=delta',
    })
    expect(status).toBe(200)
    expect(json.report).toMatchObject({ format: 'xml', added: 1 })
  })

  it('answers garbage with a 4xx and a message, never a 500', async () => {
    const token = TOKENS.WESTSIDE_FEED_TOKEN
    const cases: [BodyInit, { type?: string; query?: string }, number, RegExp][] = [
      ['<Stock><Vehicle></Stock>', { type: 'application/xml' }, 400, /^Not a well-formed XML feed \(line 1\)/],
      ['\u0000\u0001\u0002garbage', {}, 400, /not text/],
      ['lorem ipsum dolor\nsit amet', {}, 400, /not a header of known columns/],
      ['StockNo,Make,Model,Year\nX1,"Kia,Rio,2020\n', {}, 400, /^Not a readable CSV feed/],
      ['{"cars": []}', { type: 'application/json' }, 415, /text\/csv or application\/xml/],
      ['', {}, 400, /empty/],
      [FEED, { query: '?mode=everything' }, 400, /mode must be full or delta/],
      ['StockNo,Make,Model,Year\n', {}, 400, /full feed with no valid cars/],
    ]
    for (const [body, options, status, message] of cases) {
      const answer = await post(westside, body, { token, ...options })
      expect(answer.status, String(body).slice(0, 30)).toBe(status)
      expect(answer.json.message).toMatch(message)
    }
    process.env.FEED_MAX_BODY_BYTES = '100'
    try {
      const big = await post(westside, FEED, { token })
      expect(big.status).toBe(413)
      expect(big.json.message).toMatch(/larger than/)
    } finally {
      delete process.env.FEED_MAX_BODY_BYTES
    }
  })

  it('answers an XML feed whose DOCTYPE declares an external entity 400, reads nothing, and keeps it as rejected', async () => {
    const token = TOKENS.WESTSIDE_FEED_TOKEN
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE s [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<Stock><Vehicle StockNo="XXE-1" Make="Kia" Model="Rio" Year="2020"><Comments>&xxe;</Comments></Vehicle></Stock>`
    const { status, json } = await post(westside, xxe, { token, type: 'application/xml', query: '?mode=delta' })
    expect(status).toBe(400)
    expect(json.message).toMatch(/external entity/)
    expect(JSON.stringify(json)).not.toMatch(/root:/)
    expect(json.report).toMatchObject({ status: 'rejected', format: 'xml', added: 0 })
    const kept = (await get(westside, token)).json.reports as { id: string; status: string }[]
    expect(kept[0]).toMatchObject({ id: (json.report as { id: string }).id, status: 'rejected' })
    expect((await allCars(ctx().db, westside.slug)).some((c) => c.stocknum === 'XXE-1')).toBe(false)
  })

  it('keeps an empty feed, or one that is not text, as rejected, as any feed it answers 400', async () => {
    const token = TOKENS.WESTSIDE_FEED_TOKEN
    for (const [body, message] of [
      ['', 'The feed is empty.'],
      ['\u0000\u0001garbage', 'The feed is not text (it holds NUL bytes).'],
    ] as const) {
      const { status, json } = await post(westside, body, { token, query: '?mode=delta' })
      expect(status).toBe(400)
      expect(json.message).toBe(message)
      expect(json.report).toMatchObject({ status: 'rejected', message, format: 'csv', mode: 'delta', rows: 0 })
      const kept = (await get(westside, token)).json.reports as { id: string }[]
      expect(kept[0]).toMatchObject({ id: (json.report as { id: string }).id, status: 'rejected', message })
    }
  })

  it('one dealer’s token cannot import into, or read, another dealer’s stock', async () => {
    const before = await allCars(ctx().db, westside.slug)
    const versions = await listStockVersions(ctx().db)
    const stolen = await post(westside, FEED.replace('Forester', 'Outback'), { token: TOKENS.HARBOUR_FEED_TOKEN })
    expect(stolen.status).toBe(401)
    expect((await get(westside, TOKENS.HARBOUR_FEED_TOKEN)).status).toBe(401)
    expect(await allCars(ctx().db, westside.slug)).toEqual(before)
    expect(await listStockVersions(ctx().db)).toEqual(versions)
    // Harbour's own feed lands in Harbour's stock only, and its reports are its own.
    const own = await post(harbour, FEED, { token: TOKENS.HARBOUR_FEED_TOKEN, query: '?mode=delta' })
    expect(own.status).toBe(200)
    expect((await allCars(ctx().db, harbour.slug)).map((c) => c.stocknum).sort()).toEqual(['FEED-1', 'FEED-2'])
    const harbourReports = (await get(harbour, TOKENS.HARBOUR_FEED_TOKEN)).json.reports as { tenant: string }[]
    expect(harbourReports.every((r) => r.tenant === harbour.slug)).toBe(true)
  })
})
