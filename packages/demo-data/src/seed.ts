import {
  allCars,
  deleteCarsNotIn,
  hasAppliedFeed,
  isSeeded,
  migrateToLatest,
  replaceLocations,
  replaceModels,
  replaceReviews,
  upsertCars,
  upsertDealer,
  type Database,
} from '@dealer/db'
import type { Car, Location } from '@dealer/domain'
import type { TenantConfig } from '@dealer/tenant'
import { generateDemoData } from './generate'
import { renderDemoImages } from './images/render'
import { writeHistoryReports } from './media/history-report'
import { renderWalkarounds } from './media/walkaround'

export interface SeedOptions {
  /** The moment the demo is generated for (car ages, sold dates, review dates). */
  now: Date
  /** Where the demo photos go (`<imagesDir>/demo/...`); omit to skip drawing them. */
  imagesDir?: string
  /** Where the cars' history reports go (`<documentsDir>/<tenant>/...`); omit to skip writing them. */
  documentsDir?: string
  /** Where the walkaround videos go (`<videosDir>/demo/...`, encoded from the spin frames in imagesDir). */
  videosDir?: string
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
  /** History reports written this time. */
  documents: number
}

export interface SeedResult {
  tenants: SeedTenantResult[]
  /** Photos written this time (existing files are kept). */
  images: number
  /** Walkaround videos written this time (existing files are kept; none without an encoder). */
  videos: number
}

/** The tenant's configured locations as stored rows. */
export function tenantLocations(tenant: TenantConfig): Location[] {
  return tenant.locations.map((l) => ({ ...l, dealership_id: tenant.slug, dealership_slug: tenant.slug }))
}

/**
 * Seeds every tenant that has a `demo` block: locations, models, reviews and cars, then the
 * dealer row last (so `isSeeded` only turns true once the rest is committed). Tenants already
 * seeded are skipped unless `force`; a tenant a stock feed was ever applied to is skipped even then. Draws the demo photos first when `imagesDir` is given, and
 * encodes the walkaround videos from them when `videosDir` is too. With `documentsDir`, writes the
 * history report of every stored car that points at one: rewritten for a tenant seeded now, only
 * the missing ones for a tenant skipped (seeded before without them, or a file deleted since).
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
  let videos = 0
  if (options.imagesDir && options.videosDir) {
    const started = performance.now()
    const result = await renderWalkarounds(options.imagesDir, options.videosDir)
    videos = result.written
    if (!result.encoder) log('walkaround videos: no ffmpeg for this platform, so the car pages show none')
    else if (videos > 0)
      log(`walkaround videos: wrote ${videos} files in ${Math.round(performance.now() - started)} ms`)
  }
  const reports = async (tenant: TenantConfig, cars: readonly Car[], overwrite: boolean): Promise<number> => {
    if (!options.documentsDir) return 0
    const owner = { slug: tenant.slug, dealerName: tenant.dealer.name }
    return writeHistoryReports(options.documentsDir, owner, cars, { now: options.now, overwrite })
  }
  const { db } = database
  const results: SeedTenantResult[] = []
  for (const tenant of tenants) {
    if (!tenant.demo) continue
    // A dealer whose stock came from its feed keeps it: demo cars would be sold as its own, and a
    // reseed deletes every car the demo does not make (a folder copied from a demo dealer keeps `demo`).
    if (await hasAppliedFeed(db, tenant.slug)) {
      results.push({ slug: tenant.slug, skipped: true, cars: 0, models: 0, reviews: 0, locations: 0, documents: 0 })
      log(
        `${tenant.slug}: its stock comes from its feed, so no demo stock is made (remove "demo" from its tenant.json)`,
      )
      continue
    }
    if (!options.force && (await isSeeded(db, tenant.slug))) {
      const documents = await reports(tenant, await allCars(db, tenant.slug), false)
      results.push({ slug: tenant.slug, skipped: true, cars: 0, models: 0, reviews: 0, locations: 0, documents })
      log(
        `${tenant.slug}: already seeded, skipped${documents > 0 ? ` (wrote ${documents} missing history reports)` : ''}`,
      )
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
    const documents = await reports(tenant, data.cars, true)
    results.push({
      slug: tenant.slug,
      skipped: false,
      cars: data.cars.length,
      models: data.models.length,
      reviews: data.reviews.length,
      locations: locations.length,
      documents,
    })
    log(
      `${tenant.slug}: ${data.cars.length} cars, ${data.models.length} models, ${data.reviews.length} reviews, ${locations.length} locations, ${documents} history reports`,
    )
  }
  return { tenants: results, images, videos }
}
