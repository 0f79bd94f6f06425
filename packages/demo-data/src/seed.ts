import {
  deleteCarsNotIn,
  isSeeded,
  migrateToLatest,
  replaceLocations,
  replaceModels,
  replaceReviews,
  upsertCars,
  upsertDealer,
  type Database,
} from '@dealer/db'
import type { Location } from '@dealer/domain'
import type { TenantConfig } from '@dealer/tenant'
import { generateDemoData } from './generate'
import { renderDemoImages } from './images/render'

export interface SeedOptions {
  /** The moment the demo is generated for (car ages, sold dates, review dates). */
  now: Date
  /** Where the demo photos go (`<imagesDir>/demo/...`); omit to skip drawing them. */
  imagesDir?: string
  /** Reseed tenants that are already seeded. */
  force?: boolean
  /** Progress messages (defaults to silent). */
  log?: (message: string) => void
}

export interface SeedTenantResult {
  slug: string
  skipped: boolean
  cars: number
  models: number
  reviews: number
  locations: number
}

export interface SeedResult {
  tenants: SeedTenantResult[]
  /** Photos written this time (existing files are kept). */
  images: number
}

/** The tenant's configured locations as stored rows. */
export function tenantLocations(tenant: TenantConfig): Location[] {
  return tenant.locations.map((l) => ({ ...l, dealership_id: tenant.slug, dealership_slug: tenant.slug }))
}

/**
 * Seeds every tenant that has a `demo` block: locations, models, reviews and cars, then the
 * dealer row last (so `isSeeded` only turns true once the rest is committed). Tenants already
 * seeded are skipped unless `force`. Draws the demo photos first when `imagesDir` is given.
 */
export async function seedDemo(
  database: Database,
  tenants: readonly TenantConfig[],
  options: SeedOptions,
): Promise<SeedResult> {
  const log = options.log ?? (() => {})
  await migrateToLatest(database)
  let images = 0
  if (options.imagesDir) {
    const started = performance.now()
    images = await renderDemoImages(options.imagesDir)
    if (images > 0) log(`demo photos: wrote ${images} files in ${Math.round(performance.now() - started)} ms`)
  }
  const { db } = database
  const results: SeedTenantResult[] = []
  for (const tenant of tenants) {
    if (!tenant.demo) continue
    if (!options.force && (await isSeeded(db, tenant.slug))) {
      results.push({ slug: tenant.slug, skipped: true, cars: 0, models: 0, reviews: 0, locations: 0 })
      log(`${tenant.slug}: already seeded, skipped`)
      continue
    }
    const data = generateDemoData(tenant, { now: options.now })
    const locations = tenantLocations(tenant)
    await replaceLocations(db, tenant.slug, locations)
    await replaceModels(db, tenant.slug, data.models)
    await replaceReviews(db, tenant.slug, data.reviews)
    await upsertCars(db, tenant.slug, data.cars)
    await deleteCarsNotIn(
      db,
      tenant.slug,
      data.cars.map((c) => c.id),
    )
    await upsertDealer(db, tenant.slug, { name: tenant.dealer.name, config: tenant.dealer }, options.now)
    results.push({
      slug: tenant.slug,
      skipped: false,
      cars: data.cars.length,
      models: data.models.length,
      reviews: data.reviews.length,
      locations: locations.length,
    })
    log(
      `${tenant.slug}: ${data.cars.length} cars, ${data.models.length} models, ${data.reviews.length} reviews, ${locations.length} locations`,
    )
  }
  return { tenants: results, images }
}
