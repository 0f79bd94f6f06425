// The lead delivery worker as its own process: `LEAD_WORKER=off` on the server, then
// `pnpm --filter @dealer/web leads:worker` (same DATA_DIR / DATABASE_URL, SMTP_URL for email).
// Stops cleanly on SIGINT/SIGTERM; after a SIGKILL its leases expire and another worker resumes.
import { migrateToLatest } from '@dealer/db'
import { runWorkerUntilSignal } from '@dealer/leads'
import { createTenantResolver } from '@dealer/tenant'
import { operatorTenants } from './operator-tenants'
import { checkLeadSecrets, createLeadDelivery } from '../app/.server/leads'
import { openAppDatabase } from '../app/.server/app-database'
import { appPaths } from '../app/.server/paths'

const paths = appPaths()
const tenants = operatorTenants(paths.tenantsDir)
checkLeadSecrets(tenants)
const database = openAppDatabase(paths)
await migrateToLatest(database)
const worker = createLeadDelivery(database, createTenantResolver(tenants), { ...process.env, LEAD_WORKER: 'on' })
if (!worker) {
  console.error('No delivery channel can send: set SMTP_URL (email) or configure a webhook in a tenant.json.')
  await database.destroy()
  process.exit(2)
}
console.log(`Lead delivery worker running for ${tenants.length} dealers (Ctrl-C to stop).`)
await runWorkerUntilSignal(worker, { onStopped: () => database.destroy() })
