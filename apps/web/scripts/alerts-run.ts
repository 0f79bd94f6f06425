// One round of saved-search alerts, for a scheduler (cron, a systemd timer) when the server runs
// with ALERTS_JOB=off, or by hand: `pnpm --filter @dealer/web alerts:run` (same DATA_DIR /
// DATABASE_URL / MEILISEARCH_URL as the server; SMTP_URL to send). It checks every saved search
// and watchlist of every dealer, enqueues what is new, then sends what the outbox holds and is
// due, and exits. Running it beside the server, or twice at once, tells each car once (ADR 014).
import { countAlertsByStatus, migrateToLatest } from '@dealer/db'
import { createTenantResolver } from '@dealer/tenant'
import { operatorTenants } from './operator-tenants'
import { createShopperAlerts, unsubscribeSecret } from '../app/.server/alerts'
import { appClock } from '../app/.server/clock'
import { formSecret } from '../app/.server/lead-guard'
import { openAppDatabase } from '../app/.server/app-database'
import { appPaths } from '../app/.server/paths'
import { createSearchService } from '../app/.server/search'

const paths = appPaths()
const tenants = operatorTenants(paths.tenantsDir)
const database = openAppDatabase(paths)
try {
  await migrateToLatest(database)
  // The server's key for unsubscribe links, so links from either work on the site.
  const secret = unsubscribeSecret(formSecret(process.env, paths.dataDir))
  const alerts = createShopperAlerts({
    database,
    resolver: createTenantResolver(tenants),
    search: createSearchService(database),
    secret,
    now: appClock(),
  })
  const found = await alerts.runAll()
  console.log(`Alert job: ${found.alerts} email(s) enqueued for ${tenants.length} dealers, ${found.errors} error(s).`)
  if (alerts.worker) {
    for (;;) {
      const run = await alerts.worker.runOnce()
      if (run.claimed === 0) break
    }
    alerts.worker.close()
  } else {
    console.log('SMTP_URL is not set: the emails wait in the outbox for a worker that can send.')
  }
  console.log('Alert outbox:', await countAlertsByStatus(database.db))
  process.exitCode = found.errors > 0 ? 1 : 0
} finally {
  await database.destroy()
}
