// Creates the demo database, photos, walkaround videos and history reports: `pnpm seed` (skips what is already there), `pnpm seed --force`.
import { seedDemo } from '@dealer/demo-data'
import { operatorTenants } from './operator-tenants'
import { openAppDatabase } from '../app/.server/app-database'
import { appClock } from '../app/.server/clock'
import { appPaths } from '../app/.server/paths'

const started = Date.now()
const paths = appPaths()
const tenants = operatorTenants(paths.tenantsDir)
const database = openAppDatabase(paths)
try {
  const now = appClock()()
  const result = await seedDemo(database, tenants, {
    now,
    imagesDir: paths.imagesDir,
    documentsDir: paths.documentsDir,
    videosDir: paths.videosDir,
    force: process.argv.includes('--force'),
    log: (m) => console.log(`  ${m}`),
  })
  const seeded = result.tenants.filter((t) => !t.skipped)
  console.log(
    `  ${seeded.length} dealers seeded (${seeded.reduce((n, t) => n + t.cars, 0)} cars), ${result.tenants.length - seeded.length} already there, ` +
      `${result.images} new photos, ${result.videos} new videos, ` +
      `${result.tenants.reduce((n, t) => n + t.documents, 0)} history reports written, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
} finally {
  await database.destroy()
}
