// Pushes each tenant's stock and index settings to Meilisearch: `MEILISEARCH_URL=... pnpm --filter @dealer/web sync-search`.
import { allCars, migrateToLatest } from '@dealer/db'
import { syncSearch, toSearchDoc } from '@dealer/search'
import { operatorTenants } from './operator-tenants'
import { Meilisearch } from 'meilisearch'
import { openAppDatabase } from '../app/.server/app-database'
import { appPaths } from '../app/.server/paths'
import { docContext } from '../app/.server/search'

const url = process.env.MEILISEARCH_URL
if (!url) {
  console.error('MEILISEARCH_URL is not set: nothing to sync (the embedded engine needs no sync).')
  process.exit(2)
}
const paths = appPaths()
const client = new Meilisearch({ host: url, apiKey: process.env.MEILISEARCH_KEY })
const database = openAppDatabase(paths)
try {
  // A first deployment runs this before any server has created the tables (deploy/compose.yaml).
  await migrateToLatest(database)
  for (const tenant of operatorTenants(paths.tenantsDir)) {
    const started = Date.now()
    const cars = await allCars(database.db, tenant.slug)
    const ctx = docContext(tenant)
    const docs = cars.map((c) => toSearchDoc(c, ctx))
    await syncSearch(client, tenant.slug, docs)
    console.log(`  ${tenant.slug}: ${docs.length} documents in ${Date.now() - started} ms`)
  }
} finally {
  await database.destroy()
}
