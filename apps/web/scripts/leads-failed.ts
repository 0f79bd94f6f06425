// Lists lead deliveries that gave up for good (docs/spec-coverage.md, Hardening):
//   pnpm leads:failed [--tenant <slug>] [--limit <n>] [--json]
// Same DATA_DIR / DATABASE_URL as the server. Exit code 0 when none failed, 1 when some did (so a
// cron job can alert), 2 for bad usage. Send them again with `pnpm leads:requeue`.
import { migrateToLatest } from '@dealer/db'
import { formatFailedDeliveries, listFailedDeliveries } from '@dealer/leads'
import { openAppDatabase } from '../app/.server/app-database'
import { appPaths } from '../app/.server/paths'
import { operatorArgs } from './operator-args'

const { values: args, tenant } = operatorArgs('pnpm leads:failed [--tenant <slug>] [--limit <n>] [--json]', {
  limit: { type: 'string' },
  json: { type: 'boolean', default: false },
})
const limit = typeof args.limit === 'string' ? Number(args.limit) : 1_000
if (!Number.isInteger(limit) || limit < 1) {
  console.error('--limit must be a whole number above 0.')
  process.exit(2)
}

const database = openAppDatabase(appPaths())
try {
  await migrateToLatest(database)
  const failed = await listFailedDeliveries(database.db, { tenant, limit })
  console.log(args.json ? JSON.stringify(failed, null, 2) : formatFailedDeliveries(failed))
  process.exitCode = failed.length === 0 ? 0 : 1
} finally {
  await database.destroy()
}
