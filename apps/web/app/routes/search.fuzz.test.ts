import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createDatabase, type Database } from '@dealer/db'
import { seedDemo } from '@dealer/demo-data'
import { loadTenants, type TenantConfig } from '@dealer/tenant'
import type { AppLoadContext } from '@remix-run/node'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSearchService } from '~/.server/search'
import { repoRoot } from '~/.server/paths'
import { loader } from './search.$'

let database: Database
let context: AppLoadContext
let tenant: TenantConfig

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'search-fuzz-'))
  database = createDatabase({ sqlitePath: path.join(dir, 'db.sqlite') })
  tenant = loadTenants(path.join(repoRoot(), 'tenants')).find((t) => t.slug === 'westside-car-co')!
  const now = new Date('2026-11-20T00:00:00Z')
  await seedDemo(database, [tenant], { now })
  const search = createSearchService(database, {} as NodeJS.ProcessEnv)
  context = { tenant, services: { search, database, now: () => now } } as unknown as AppLoadContext
}, 60_000)

afterAll(() => database?.destroy())

async function run(url: string): Promise<number> {
  try {
    const result = await loader({ request: new Request(url), context, params: {} })
    return result ? 200 : 500
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}

const segment = fc.oneof(
  fc.constantFrom('used-cars', 'new-cars', 'demo-cars', 'toyota', 'ford', 'ranger', 'westside-car-co', '..', '%2e', ''),
  fc.string({ maxLength: 20 }),
)
const key = fc.oneof(
  fc.constantFrom(
    'page',
    'sortBy',
    'make',
    'model',
    'body',
    'price',
    'price_range',
    'year',
    'km',
    'query',
    'isMinRange',
    'car_type',
  ),
  fc.string({ maxLength: 10 }),
)
const value = fc.oneof(
  fc.constantFrom('-1', 'abc', '99999', '<script>', '0', '0-', '-0', '5000-', '5000-30000', 'Toyota', 'true', ''),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
)

describe('search loader under garbage', () => {
  it('answers 200, a redirect or 404 — never a 500 — for any URL', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 3 }),
        fc.array(fc.tuple(key, value), { maxLength: 6 }),
        async (segs, pairs) => {
          const qs = new URLSearchParams(pairs)
          const url = `http://westside-car-co.localhost/search/${segs.map(encodeURIComponent).join('/')}?${qs}`
          const status = await run(url)
          expect([200, 302, 404]).toContain(status)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('handles a 10 KB query and many repeated parameters', async () => {
    expect([200, 302]).toContain(await run(`http://x/search/used-cars?query=${'a'.repeat(10_000)}`))
    expect([200, 302]).toContain(await run(`http://x/search/used-cars?${'make=Ford&'.repeat(500)}`))
  })

  it('redirects to the canonical URL, which then answers 200', async () => {
    expect(await run('http://x/search?make=Ford&body=Ute')).toBe(302)
    expect(await run('http://x/search/ford?body=Ute')).toBe(200)
  })
})
