// Creates the demo database and photos: `pnpm seed` (skips what is already there), `pnpm seed --force`.
import path from 'node:path'
import { createDatabase, migrateToLatest } from '@dealer/db'
import { renderDemoImages, seedDemo } from '@dealer/demo-data'
import { loadTenants } from '@dealer/tenant'
import { appPaths } from '../app/.server/paths'

const started = Date.now()
const paths = appPaths()
const tenants = loadTenants(paths.tenantsDir)
const database = createDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { sqlitePath: path.join(paths.dataDir, 'dealer.sqlite') },
)
try {
  await migrateToLatest(database)
  const images = await renderDemoImages(paths.imagesDir)
  const now = process.env.APP_NOW ? new Date(process.env.APP_NOW) : new Date()
  await seedDemo(database, tenants, { now, imagesDir: paths.imagesDir, force: process.argv.includes('--force') })
  console.log(`  seeded ${tenants.length} dealers, ${images} new photos, in ${((Date.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await database.destroy()
}
