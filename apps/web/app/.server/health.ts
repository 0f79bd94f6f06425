import type { Database } from '@dealer/db'
import { outboxHealth } from '@dealer/leads'

/**
 * What `/healthz` answers (docs/spec-coverage.md, Hardening): the lead outbox's depth, failures
 * and the age of its oldest undelivered row, over all dealers and naming none. An unreachable
 * database is an error, not an exception.
 */
export type HealthReport =
  | {
      status: 'ok'
      outbox: { depth: number; failed: number; oldestUndeliveredAgeSeconds: number | null }
    }
  | { status: 'error'; error: 'database unavailable' }

export async function healthReport(database: Pick<Database, 'db'>, now: Date = new Date()): Promise<HealthReport> {
  try {
    const outbox = await outboxHealth(database.db)
    const oldest = outbox.oldestUndeliveredAt ? Date.parse(outbox.oldestUndeliveredAt) : null
    return {
      status: 'ok',
      outbox: {
        depth: outbox.depth,
        failed: outbox.failed,
        // Wall-clock age; a row stored under a frozen demo clock may read older than it is.
        oldestUndeliveredAgeSeconds: oldest === null ? null : Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
      },
    }
  } catch {
    return { status: 'error', error: 'database unavailable' }
  }
}
