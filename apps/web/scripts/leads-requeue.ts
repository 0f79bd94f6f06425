// Puts failed lead deliveries back in the queue, attempts reset (docs/spec-coverage.md, Hardening):
//   pnpm leads:requeue [--tenant <slug>]
// Same DATA_DIR / DATABASE_URL as the server, whose delivery worker (or `leads:worker`) then sends
// them at its next poll. Exit code 0, or 2 for bad usage.
import { migrateToLatest } from '@dealer/db'
import { requeueFailedDeliveries } from '@dealer/leads'
import { openAppDatabase } from '../app/.server/app-database'
import { appPaths } from '../app/.server/paths'
import { operatorArgs } from './operator-args'

const { tenant } = operatorArgs('pnpm leads:requeue [--tenant <slug>]', {})

const database = openAppDatabase(appPaths())
try {
  await migrateToLatest(database)
  const moved = await requeueFailedDeliveries(database.db, { tenant })
  console.log(
    `Requeued ${moved} failed lead deliver${moved === 1 ? 'y' : 'ies'} ${tenant ? `of ${tenant}` : 'of every dealer'}; the delivery worker sends them at its next poll.`,
  )
} finally {
  await database.destroy()
}
