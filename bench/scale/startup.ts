/**
 * The search side of start-up alone, for profiling: every tenant's documents read from SQL and
 * indexed as the server does it (createSearchService, then each tenant's vocabulary), on a data
 * folder that bench:scale seeded. Prints the time, RSS and the live heap after a full GC.
 *
 *   pnpm exec tsx --expose-gc bench/scale/startup.ts /tmp/bench-scale/200x200000
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --expose-gc --import tsx bench/scale/startup.ts <dir>
 */
import path from 'node:path'
import { loadTenants } from '../../packages/tenant/src/index'
import { openAppDatabase } from '../../apps/web/app/.server/app-database'
import { appPaths } from '../../apps/web/app/.server/paths'
import { createSearchService } from '../../apps/web/app/.server/search'

const dataDir = path.resolve(process.argv[2] ?? '/tmp/bench-scale/200x200000')
const paths = appPaths({ DATA_DIR: dataDir, TENANTS_DIR: path.join(dataDir, 'tenants') })
const tenants = loadTenants(paths.tenantsDir)
const database = openAppDatabase(paths)
const gc = (globalThis as { gc?: () => void }).gc
const mb = (n: number) => `${(n / 2 ** 20).toFixed(0)} MB`
let peak = 0
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
const started = performance.now()
const search = createSearchService(database)
for (const t of tenants) await search.vocabulary(t) // as services.ts does at start-up
const loaded = performance.now() - started
// The first query of each tenant builds its columnar index.
const { engine } = search
const built = performance.now()
for (const t of tenants) await engine.search({ tenant: t.slug, hitsPerPage: 1, now: new Date() })
const indexMs = performance.now() - built
clearInterval(sampler)
const rss = process.memoryUsage().rss
gc?.()
const heap = process.memoryUsage().heapUsed
console.log(
  `${tenants.length} tenants: loaded in ${(loaded / 1000).toFixed(1)} s, indexes built in ${(indexMs / 1000).toFixed(1)} s; ` +
    `RSS ${mb(rss)} (peak ${mb(Math.max(peak, rss))}), live heap after GC ${gc ? mb(heap) : '(run with --expose-gc)'}`,
)
await database.destroy()
