import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  allCars,
  countCars,
  createDatabase,
  findCarBySlug,
  insertFeedImport,
  isSeeded,
  listLocations,
  listModels,
  listReviews,
  migrateToLatest,
  upsertCars,
  type Database,
} from '@dealer/db'
import { loadTenants } from '@dealer/tenant'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateDemoData } from './generate'
import { seedDemo } from './seed'
import { pdfText } from './testing/pdf-text'

const TENANTS_DIR = fileURLToPath(new URL('../../../tenants', import.meta.url))
const NOW = new Date('2026-11-22T01:30:00.000Z')

describe('seedDemo', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-seed-'))
  let database: Database
  const tenants = loadTenants(TENANTS_DIR)

  beforeAll(() => {
    database = createDatabase({ sqlitePath: path.join(dir, 'seed.sqlite') })
  })
  afterAll(async () => {
    await database.destroy()
    rmSync(dir, { recursive: true, force: true })
  })

  it('writes dealer, locations, models, reviews and cars per demo tenant', async () => {
    const result = await seedDemo(database, tenants, { now: NOW })
    expect(result.images).toBe(0)
    for (const t of tenants) {
      const r = result.tenants.find((x) => x.slug === t.slug)!
      expect(r.skipped).toBe(false)
      expect(await isSeeded(database.db, t.slug)).toBe(true)
      expect(await countCars(database.db, t.slug)).toBe(t.demo!.cars)
      const locations = await listLocations(database.db, t.slug)
      expect(locations.map((l) => l.id)).toEqual(t.locations.map((l) => l.id))
      expect(locations.every((l) => l.dealership_slug === t.slug)).toBe(true)
      expect((await listModels(database.db, t.slug)).length).toBe(r.models)
      expect((await listReviews(database.db, t.slug)).length).toBeGreaterThan(0)
    }
    const first = generateDemoData(tenants[0]!, { now: NOW }).cars[0]!
    expect(await findCarBySlug(database.db, tenants[0]!.slug, first.slug)).toEqual(first)
  }, 60_000)

  it('skips seeded tenants unless forced', async () => {
    const again = await seedDemo(database, tenants, { now: NOW })
    expect(again.tenants.every((t) => t.skipped)).toBe(true)
    const forced = await seedDemo(database, tenants.slice(0, 1), {
      now: new Date(NOW.getTime() + 86_400_000),
      force: true,
    })
    expect(forced.tenants[0]!.skipped).toBe(false)
    expect(await countCars(database.db, tenants[0]!.slug)).toBe(tenants[0]!.demo!.cars)
  }, 60_000)
})

/** A SQLite database in a folder of its own for the describe block that calls it, removed after it. */
function scratchDatabase(prefix: string): { database: Database } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  const scratch = { database: undefined as unknown as Database }
  beforeAll(() => {
    scratch.database = createDatabase({ sqlitePath: path.join(dir, 'seed.sqlite') })
  })
  afterAll(async () => {
    await scratch.database.destroy()
    rmSync(dir, { recursive: true, force: true })
  })
  return scratch
}

describe('seedDemo and a dealer whose stock comes from its feed', () => {
  const scratch = scratchDatabase('demo-seed-feed-')
  const tenant = loadTenants(TENANTS_DIR).find((t) => t.slug === 'westside-car-co')!
  const applied = (id: string, status: 'applied' | 'rejected') =>
    insertFeedImport(scratch.database.db, {
      ...{ id, tenant: tenant.slug, source: 'endpoint', format: 'csv', mode: 'full', status, message: null },
      ...{ rows: 1, added: 1, updated: 0, unchanged: 0, sold: 0, skipped: 0, priceChanges: 0, photosQueued: 0 },
      ...{ errorCount: 0, errors: [], notes: [], noteCount: 0, durationMs: 1 },
      ...{ receivedAt: NOW.toISOString(), finishedAt: NOW.toISOString() },
    })

  it('makes no demo stock for a dealer a feed was applied to, even forced (its folder copied with "demo")', async () => {
    const { database } = scratch
    await migrateToLatest(database)
    await applied('rejected-one', 'rejected')
    // A feed refused whole left no stock of the dealer's own: the demo is made as before.
    const first = await seedDemo(database, [tenant], { now: NOW })
    expect(first.tenants[0]!.skipped).toBe(false)
    await applied('applied-one', 'applied')
    const [car] = await allCars(database.db, tenant.slug)
    await upsertCars(database.db, tenant.slug, [{ ...car!, price: 12_345 }])
    // Was: --force made 450 demo cars and deleted every car of the dealer's feed.
    const lines: string[] = []
    const forced = await seedDemo(database, [tenant], { now: NOW, force: true, log: (l) => lines.push(l) })
    expect(forced.tenants[0]).toMatchObject({ slug: tenant.slug, skipped: true, cars: 0 })
    expect(lines).toContain(
      'westside-car-co: its stock comes from its feed, so no demo stock is made (remove "demo" from its tenant.json)',
    )
    expect((await findCarBySlug(database.db, tenant.slug, car!.slug))?.price).toBe(12_345)
  }, 60_000)
})

describe('seedDemo with a documents folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-seed-docs-'))
  const documentsDir = path.join(dir, 'documents')
  let database: Database
  const tenant = loadTenants(TENANTS_DIR).find((t) => t.slug === 'sunset-caravans')!
  const reportFile = (url: string) => path.join(documentsDir, url.replace('/documents/', ''))

  beforeAll(() => {
    database = createDatabase({ sqlitePath: path.join(dir, 'seed.sqlite') })
  })
  afterAll(async () => {
    await database.destroy()
    rmSync(dir, { recursive: true, force: true })
  })

  it('writes the history report of every car that has one, a PDF stating its VIN', async () => {
    const result = await seedDemo(database, [tenant], { now: NOW, documentsDir })
    const cars = (await allCars(database.db, tenant.slug)).filter((c) => c.file !== null)
    expect(cars.length).toBeGreaterThan(0)
    expect(result.tenants[0]!.documents).toBe(cars.length)
    for (const car of cars) {
      expect(car.file!.startsWith(`/documents/${tenant.slug}/`)).toBe(true)
      const pdf = readFileSync(reportFile(car.file!))
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      if (car.vin) expect(pdfText(pdf).join(' ')).toContain(car.vin)
    }
  }, 60_000)

  it('writes only the missing reports of a tenant already seeded', async () => {
    const car = (await allCars(database.db, tenant.slug)).find((c) => c.file !== null)!
    rmSync(reportFile(car.file!))
    const again = await seedDemo(database, [tenant], { now: NOW, documentsDir })
    expect(again.tenants[0]).toMatchObject({ skipped: true, documents: 1 })
    expect(existsSync(reportFile(car.file!))).toBe(true)
  }, 60_000)
})
