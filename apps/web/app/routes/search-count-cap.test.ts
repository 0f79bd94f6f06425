import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { allCars, createDatabase, type Database } from '@dealer/db'
import { seedDemo } from '@dealer/demo-data'
import { toSearchDoc } from '@dealer/search'
import { loadTenants, type TenantConfig } from '@dealer/tenant'
import type { AppLoadContext } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '~/.server/paths'
import { createSearchService, docContext } from '~/.server/search'
import { loader as countLoader } from './search-count'
import { loader as pageLoader } from './search.$'

// The displayed result count caps at 1999. The demo dealers hold fewer cars, so this
// dealer's stock is indexed six times over (2,700 cars) in the real embedded engine (docs/spec-coverage.md, Search).
let database: Database
let context: AppLoadContext
let tenant: TenantConfig
let visible = 0

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'search-cap-'))
  database = createDatabase({ sqlitePath: path.join(dir, 'db.sqlite') })
  tenant = loadTenants(path.join(repoRoot(), 'tenants')).find((t) => t.slug === 'westside-car-co')!
  const now = new Date('2026-11-20T00:00:00Z')
  await seedDemo(database, [tenant], { now })
  const search = createSearchService(database, {} as NodeJS.ProcessEnv)
  await search.vocabulary(tenant)
  const ctx = docContext(tenant)
  const docs = (await allCars(database.db, tenant.slug)).map((c) => toSearchDoc(c, ctx))
  for (let copy = 1; copy <= 5; copy++)
    await search.engine.index(
      tenant.slug,
      docs.map((d) => ({ ...d, id: `${d.id}-copy${copy}` })),
    )
  context = { tenant, services: { search, database, now: () => now } } as unknown as AppLoadContext
  const all = await search.engine.search({
    tenant: tenant.slug,
    now,
    includeSoldCarsDays: tenant.dealer.include_sold_cars_days,
    hitsPerPage: 0,
  })
  visible = all.count
}, 60_000)

afterAll(() => database?.destroy())

describe('the displayed count caps at 1999', () => {
  it('on the Show Me count and the page, while the true count is larger', async () => {
    expect(visible).toBeGreaterThan(1999)
    const res = await countLoader({
      request: new Request('http://x/search-count?sortBy=relevance'),
      context,
      params: {},
    })
    expect(await res.json()).toEqual({ count: 1999, href: '/search/new-used-and-demo-cars' })
    const page = await pageLoader({
      request: new Request('http://x/search/new-used-and-demo-cars'),
      context,
      params: {},
    })
    expect(page.count).toBe(visible)
    expect(page.shownCount).toBe(1999)
  })

  it('below the cap, the count is the true count', async () => {
    const res = await countLoader({ request: new Request('http://x/search-count?make=Ford'), context, params: {} })
    const { count, href } = (await res.json()) as { count: number; href: string }
    const page = await pageLoader({ request: new Request(`http://x${href}`), context, params: {} })
    expect(count).toBeLessThan(1999)
    expect(count).toBe(page.count)
    expect(page.shownCount).toBe(page.count)
  })
})
