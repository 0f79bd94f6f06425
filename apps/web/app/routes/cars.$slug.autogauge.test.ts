import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { allCars, createDatabase, upsertCars, type Database } from '@dealer/db'
import { isAvailable, isVisible, type Car } from '@dealer/domain'
import { seedDemo } from '@dealer/demo-data'
import { loadTenants, type TenantConfig } from '@dealer/tenant'
import type { AppLoadContext } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { carAutoGauge } from '~/.server/auto-gauge'
import { repoRoot } from '~/.server/paths'
import { loader } from './cars.$slug.autogauge'

/*
 * GET /cars/{slug}/autogauge on the seeded demo network (docs/spec-coverage.md, Car page): the
 * spec's six fields from real comparable listings, nulls when hidden, 404 for a car this host
 * does not show.
 */

const now = new Date('2026-11-20T02:00:00.000Z')
const FIELDS = ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence', 'description']
let dir: string
let database: Database
let tenants: TenantConfig[]
let harbour: TenantConfig
let harbourCars: Car[]

const contextFor = (tenant: TenantConfig, db: Database = database) =>
  ({ tenant, services: { database: db, now: () => now } }) as unknown as AppLoadContext

async function get(tenant: TenantConfig, slug: string): Promise<Response> {
  try {
    return await loader({
      request: new Request(`http://${tenant.slug}.localhost/cars/${slug}/autogauge`),
      context: contextFor(tenant),
      params: { slug },
    })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

/** The first of the dealer's cars (in slug order) for which the gauge is shown, or hidden. */
async function firstCar(shown: boolean): Promise<Car> {
  for (const car of harbourCars) {
    if (!isVisible(car, now) || !isAvailable(car)) continue
    if (((await carAutoGauge(contextFor(harbour), car)) !== null) === shown) return car
  }
  throw new Error(`no harbour car with the gauge ${shown ? 'shown' : 'hidden'}`)
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'autogauge-'))
  database = createDatabase({ sqlitePath: path.join(dir, 'db.sqlite') })
  tenants = loadTenants(path.join(repoRoot(), 'tenants'))
  harbour = tenants.find((t) => t.slug === 'harbour-city-motor-group')!
  await seedDemo(database, tenants, { now })
  harbourCars = (await allCars(database.db, harbour.slug)).sort((a, b) => a.slug.localeCompare(b.slug))
}, 60_000)

afterAll(async () => {
  await database?.destroy()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('GET /cars/{slug}/autogauge', () => {
  it('answers the spec’s six fields from comparable listings, naming no dealer', async () => {
    const car = await firstCar(true)
    const res = await get(harbour, car.slug)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('Cache-Control')).toBe('private, max-age=30')
    const body = (await res.json()) as Record<string, unknown>
    expect(Object.keys(body)).toEqual(FIELDS)
    expect(body.listing_price).toBe(car.price)
    expect(body.confidence).toBeGreaterThan(0.2)
    expect(body.market_range_max).toBeGreaterThanOrEqual(car.price)
    expect(body.description).toMatch(
      new RegExp(`^Based on \\d+ similar ${car.make} ${car.model} cars \\(.+\\) listed for sale in QLD\\.$`),
    )
    for (const t of tenants) {
      expect(body.description).not.toContain(t.dealer.name)
      for (const l of t.locations) expect(body.description).not.toContain(l.name)
    }
  })

  it('counts other dealers’ cars in the same state, and not in another state', async () => {
    const car = await firstCar(true)
    const before = Number(/Based on (\d+)/.exec(String((await (await get(harbour, car.slug)).json()).description))![1])
    const copies = (state: string) =>
      [1, 2, 3].map((i) => ({ ...car, id: `copy-${state}-${i}`, slug: `copy-${state}-${i}`, state, location_id: null }))
    await upsertCars(database.db, 'another-qld-dealer', copies('QLD'))
    await upsertCars(database.db, 'a-nsw-dealer', copies('NSW'))
    const after = (await (await get(harbour, car.slug)).json()) as { description: string }
    expect(after.description).toMatch(new RegExp(`^Based on ${before + 3} similar`))
  })

  it('answers nulls when the panel is hidden', async () => {
    const car = await firstCar(false)
    const res = await get(harbour, car.slug)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(Object.fromEntries(FIELDS.map((f) => [f, null])))
  })

  it('answers nulls for a sold car still on show', async () => {
    const sold = harbourCars.find((c) => c.status === 'sold' && isVisible(c, now))!
    expect(await (await get(harbour, sold.slug)).json()).toMatchObject({ fill: null, description: null })
  })

  it('is a 404 for another dealer’s car, a hidden car, an unknown or a garbage slug', async () => {
    const westside = tenants.find((t) => t.slug === 'westside-car-co')!
    const theirs = (await allCars(database.db, westside.slug)).find((c) => isVisible(c, now))!
    expect((await get(westside, theirs.slug)).status).toBe(200)
    expect((await get(harbour, theirs.slug)).status).toBe(404)
    const hidden = harbourCars.find((c) => !c.show_on_dealer_website)!
    expect((await get(harbour, hidden.slug)).status).toBe(404)
    for (const slug of ['no-such-car', '../../etc/passwd', 'X'.repeat(300), '%00', ''])
      expect((await get(harbour, slug)).status).toBe(404)
  })

  it('logs a failing database and hides the panel instead of failing', async () => {
    const car = await firstCar(true)
    const broken = {
      db: {
        selectFrom() {
          throw new Error('database down')
        },
      },
    } as unknown as Database
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await carAutoGauge(contextFor(harbour, broken), car)).toBeNull()
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(car.slug), expect.any(Error))
    } finally {
      logged.mockRestore()
    }
  })
})
