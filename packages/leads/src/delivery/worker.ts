import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import {
  claimDueDeliveries,
  markDeliveryFailed,
  markDeliverySent,
  scheduleDeliveryRetry,
  type ClaimedDelivery,
  type Database,
} from '@dealer/db'
import { retryDelayMs, type BackoffOptions } from './backoff'
import { PermanentDeliveryError, TransientDeliveryError, type DeliveryChannel } from './channel'
import { createPollLoop } from './poll-loop'
import { loadStoredLead } from './stored-lead'

export interface DeliveryWorkerOptions {
  database: Pick<Database, 'db' | 'dialect'>
  /** The channels this worker sends on; it only claims rows of these channels. */
  channels: readonly DeliveryChannel[]
  /** Unique per worker instance; default host:pid:random. */
  workerId?: string
  now?: () => Date
  random?: () => number
  /** How long a claim is exclusive; default 60 s. A crashed worker's rows wait this long. */
  leaseMs?: number
  /** Limit on one send; default 20 s. Must be shorter than the lease. */
  sendTimeoutMs?: number
  /** Rows claimed (and sent in parallel) per run; default 10. */
  batchSize?: number
  /** Attempts before a delivery is marked failed; default 12 (1 to 2 hours with the default backoff). */
  maxAttempts?: number
  backoff?: BackoffOptions
  /** Pause between polls when idle; default 1 s. `wake()` cuts it short. */
  pollIntervalMs?: number
  onEvent?: (event: DeliveryEvent) => void
}

/** What happened to a delivery, for logs and metrics. */
export type DeliveryEvent =
  | { type: 'sent'; delivery: ClaimedDelivery; durationMs: number }
  | { type: 'retry'; delivery: ClaimedDelivery; error: string; nextAttemptAt: string }
  | { type: 'failed'; delivery: ClaimedDelivery; error: string }
  /** The lease ran out and another worker took the row; it may send again (receivers dedupe). */
  | { type: 'lease-lost'; delivery: ClaimedDelivery }
  | { type: 'error'; error: unknown; delivery?: ClaimedDelivery }

/** Counts of one run. */
export interface RunSummary {
  claimed: number
  sent: number
  retried: number
  failed: number
  leaseLost: number
  errors: number
}

export interface DeliveryWorker {
  readonly workerId: string
  /** Claims due deliveries once, sends them, records the outcome. */
  runOnce(): Promise<RunSummary>
  /** Polls in the background until stop(). */
  start(): void
  /** Ends polling after the sends in flight finish and are recorded. */
  stop(): Promise<void>
  /** Polls now (after a lead was stored) instead of at the next interval. */
  wake(): void
}

/**
 * The outbox worker. Each run claims due rows under a lease (see claimDueDeliveries), sends
 * each on its channel within the lease, and marks it sent, or schedules a retry with
 * exponential backoff and jitter, or after `maxAttempts` marks it failed, keeping it for
 * listFailedDeliveries. Any number of workers, in one process or many, can run against one
 * database: a row is held by one worker at a time, and a crashed worker's rows come back when
 * its lease expires.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { database } = options
  const { db } = database
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  const clock = options.now ?? (() => new Date())
  const random = options.random ?? Math.random
  const leaseMs = options.leaseMs ?? 60_000
  const sendTimeoutMs = options.sendTimeoutMs ?? Math.min(20_000, Math.floor(leaseMs / 2))
  const batchSize = options.batchSize ?? 10
  const maxAttempts = options.maxAttempts ?? 12
  const pollIntervalMs = options.pollIntervalMs ?? 1_000
  const emit = options.onEvent ?? logEvent
  if (sendTimeoutMs >= leaseMs) throw new RangeError('createDeliveryWorker: sendTimeoutMs must be shorter than leaseMs')
  const channels = new Map(options.channels.map((c) => [c.name, c]))
  // A send must end this long before the lease does, so marking it sent still holds the lease.
  const margin = Math.min(5_000, Math.floor(leaseMs / 10))

  async function runOnce(): Promise<RunSummary> {
    const summary: RunSummary = { claimed: 0, sent: 0, retried: 0, failed: 0, leaseLost: 0, errors: 0 }
    const claimed = await claimDueDeliveries(database, {
      workerId,
      now: clock(),
      leaseMs,
      limit: batchSize,
      channels: [...channels.keys()],
    })
    summary.claimed = claimed.length
    await Promise.all(claimed.map((d) => deliver(d, summary)))
    return summary
  }

  async function deliver(d: ClaimedDelivery, summary: RunSummary): Promise<void> {
    const started = Date.now()
    try {
      try {
        // Over the limit on claim means the last attempt never finished (a crash mid-send).
        if (d.attempts > maxAttempts)
          throw new PermanentDeliveryError(`gave up: attempt ${d.attempts - 1} did not finish`)
        const lead = await loadStoredLead(db, d.tenant, d.leadId)
        if (!lead) throw new PermanentDeliveryError(`lead ${d.leadId} not found`)
        const channel = channels.get(d.channel)!
        const remaining = Date.parse(d.leaseExpiresAt) - clock().getTime() - margin
        const signal = AbortSignal.timeout(Math.max(1, Math.min(sendTimeoutMs, remaining)))
        await channel.send({ deliveryId: d.id, tenant: d.tenant, attempt: d.attempts, lead }, signal)
      } catch (error) {
        await settleFailure(d, error, summary)
        return
      }
      if (await markDeliverySent(db, { id: d.id, workerId, now: clock() })) {
        summary.sent++
        emit({ type: 'sent', delivery: d, durationMs: Date.now() - started })
      } else {
        summary.leaseLost++
        emit({ type: 'lease-lost', delivery: d })
      }
    } catch (error) {
      // Recording the outcome failed (database down). The row stays leased; when the lease
      // expires it is tried again, and the receiver drops the repeat by lead id.
      summary.errors++
      emit({ type: 'error', error, delivery: d })
    }
  }

  async function settleFailure(d: ClaimedDelivery, error: unknown, summary: RunSummary): Promise<void> {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    const now = clock()
    if (error instanceof PermanentDeliveryError || d.attempts >= maxAttempts) {
      const held = await markDeliveryFailed(db, { id: d.id, workerId, now, error: message })
      if (held) {
        summary.failed++
        emit({ type: 'failed', delivery: d, error: message })
      } else {
        summary.leaseLost++
        emit({ type: 'lease-lost', delivery: d })
      }
      return
    }
    const backoff = retryDelayMs(d.attempts, options.backoff, random)
    const asked = error instanceof TransientDeliveryError ? error.retryAfterMs : undefined
    const delay =
      asked === undefined ? backoff : Math.max(backoff, Math.min(asked, options.backoff?.maxMs ?? 30 * 60_000))
    const nextAttemptAt = new Date(now.getTime() + delay)
    if (await scheduleDeliveryRetry(db, { id: d.id, workerId, now, nextAttemptAt, error: message })) {
      summary.retried++
      emit({ type: 'retry', delivery: d, error: message, nextAttemptAt: nextAttemptAt.toISOString() })
    } else {
      summary.leaseLost++
      emit({ type: 'lease-lost', delivery: d })
    }
  }

  const loop = createPollLoop(
    async () => ({ more: (await runOnce()).claimed === batchSize }),
    pollIntervalMs,
    (error) => emit({ type: 'error', error }),
  )
  return { workerId, runOnce, ...loop }
}

function logEvent(event: DeliveryEvent): void {
  const where =
    'delivery' in event && event.delivery
      ? ` ${event.delivery.channel} lead ${event.delivery.leadId} (${event.delivery.tenant})`
      : ''
  if (event.type === 'failed') console.error(`[leads] delivery failed for good${where}: ${event.error}`)
  else if (event.type === 'error') console.error(`[leads] delivery worker error${where}:`, event.error)
  else if (event.type === 'retry')
    console.warn(`[leads] delivery will retry${where} at ${event.nextAttemptAt}: ${event.error}`)
  else if (event.type === 'lease-lost') console.warn(`[leads] delivery lease lost${where}; another worker has it`)
}
