import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { retryDelayMs, type BackoffOptions } from './backoff'
import { PermanentDeliveryError, TransientDeliveryError } from './errors'
import { createPollLoop } from './poll-loop'

/** An outbox row a worker holds the lease on. */
export interface LeasedRow {
  readonly id: string
  /** Claims so far, including this one. */
  readonly attempts: number
  readonly leaseExpiresAt: string
}

/** How one worker finishes a row: only while it still holds the lease. */
export interface Completion {
  id: string
  workerId: string
  now: Date
}

/**
 * The SQL half of an outbox (ADR 006): claim due rows under a lease in one statement, and
 * complete a row only while holding its lease. Each returns false when the lease was lost.
 */
export interface LeaseStore<Row extends LeasedRow> {
  claim(options: { workerId: string; now: Date; leaseMs: number; limit: number }): Promise<Row[]>
  markSent(c: Completion): Promise<boolean>
  scheduleRetry(c: Completion & { nextAttemptAt: Date; error: string }): Promise<boolean>
  markFailed(c: Completion & { error: string }): Promise<boolean>
  /** Closes a row that is no longer wanted, unsent; needed when `send` can answer 'cancelled'. */
  markCancelled?(c: Completion & { reason: string }): Promise<boolean>
}

/** What happened to a row, for logs and metrics. */
export type OutboxEvent<Row> =
  | { type: 'sent'; delivery: Row; durationMs: number }
  | { type: 'retry'; delivery: Row; error: string; nextAttemptAt: string }
  | { type: 'failed'; delivery: Row; error: string }
  /** Not sent because it is no longer wanted (the shopper unsubscribed since it was stored). */
  | { type: 'cancelled'; delivery: Row; reason: string }
  /** The lease ran out and another worker took the row; it may send again (receivers dedupe). */
  | { type: 'lease-lost'; delivery: Row }
  | { type: 'error'; error: unknown; delivery?: Row }

/** Counts of one run. */
export interface RunSummary {
  claimed: number
  sent: number
  retried: number
  failed: number
  cancelled: number
  leaseLost: number
  errors: number
}

export interface OutboxWorkerOptions<Row extends LeasedRow> {
  store: LeaseStore<Row>
  /**
   * Sends one row. Resolves once the transport accepted it; throws PermanentDeliveryError when
   * retrying cannot help, anything else to retry. Must give up when `signal` aborts. Answers
   * `{ cancelled: reason }` instead of sending when the row is no longer wanted.
   */
  send(row: Row, signal: AbortSignal): Promise<void | { cancelled: string }>
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
  /** Attempts before a row is marked failed; default 12 (1 to 2 hours with the default backoff). */
  maxAttempts?: number
  backoff?: BackoffOptions
  /** Pause between polls when idle; default 1 s. `wake()` cuts it short. */
  pollIntervalMs?: number
  onEvent(event: OutboxEvent<Row>): void
}

export interface OutboxWorker {
  readonly workerId: string
  /** Claims due rows once, sends them, records the outcome. */
  runOnce(): Promise<RunSummary>
  /** Polls in the background until stop(). */
  start(): void
  /** Ends polling after the sends in flight finish and are recorded. */
  stop(): Promise<void>
  /** Polls now (after a row was stored) instead of at the next interval. */
  wake(): void
}

/**
 * The outbox worker of ADR 006, for any table with its lease columns. Each run claims due rows
 * under a lease, sends each within the lease, and marks it sent, or schedules a retry with
 * exponential backoff and jitter, or after `maxAttempts` marks it failed (kept, never deleted).
 * Any number of workers, in one process or many, can run against one database: a row is held
 * by one worker at a time, and a crashed worker's rows come back when its lease expires.
 */
export function createOutboxWorker<Row extends LeasedRow>(options: OutboxWorkerOptions<Row>): OutboxWorker {
  const { store, send } = options
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  const clock = options.now ?? (() => new Date())
  const random = options.random ?? Math.random
  const leaseMs = options.leaseMs ?? 60_000
  const sendTimeoutMs = options.sendTimeoutMs ?? Math.min(20_000, Math.floor(leaseMs / 2))
  const batchSize = options.batchSize ?? 10
  const maxAttempts = options.maxAttempts ?? 12
  const pollIntervalMs = options.pollIntervalMs ?? 1_000
  const emit = options.onEvent
  if (sendTimeoutMs >= leaseMs) throw new RangeError('createOutboxWorker: sendTimeoutMs must be shorter than leaseMs')
  // A send must end this long before the lease does, so marking it sent still holds the lease.
  const margin = Math.min(5_000, Math.floor(leaseMs / 10))

  async function runOnce(): Promise<RunSummary> {
    const summary: RunSummary = { claimed: 0, sent: 0, retried: 0, failed: 0, cancelled: 0, leaseLost: 0, errors: 0 }
    const claimed = await store.claim({ workerId, now: clock(), leaseMs, limit: batchSize })
    summary.claimed = claimed.length
    await Promise.all(claimed.map((row) => deliver(row, summary)))
    return summary
  }

  async function deliver(row: Row, summary: RunSummary): Promise<void> {
    const started = Date.now()
    try {
      let outcome: void | { cancelled: string }
      try {
        // Over the limit on claim means the last attempt never finished (a crash mid-send).
        if (row.attempts > maxAttempts)
          throw new PermanentDeliveryError(`gave up: attempt ${row.attempts - 1} did not finish`)
        const remaining = Date.parse(row.leaseExpiresAt) - clock().getTime() - margin
        outcome = await send(row, AbortSignal.timeout(Math.max(1, Math.min(sendTimeoutMs, remaining))))
        if (outcome && !store.markCancelled) throw new PermanentDeliveryError(`cannot cancel: ${outcome.cancelled}`)
      } catch (error) {
        await settleFailure(row, error, summary)
        return
      }
      if (outcome) {
        if (await store.markCancelled!({ id: row.id, workerId, now: clock(), reason: outcome.cancelled })) {
          summary.cancelled++
          emit({ type: 'cancelled', delivery: row, reason: outcome.cancelled })
        } else {
          summary.leaseLost++
          emit({ type: 'lease-lost', delivery: row })
        }
        return
      }
      if (await store.markSent({ id: row.id, workerId, now: clock() })) {
        summary.sent++
        emit({ type: 'sent', delivery: row, durationMs: Date.now() - started })
      } else {
        summary.leaseLost++
        emit({ type: 'lease-lost', delivery: row })
      }
    } catch (error) {
      // Recording the outcome failed (database down). The row stays leased; when the lease
      // expires it is tried again, and the receiver drops the repeat by its id.
      summary.errors++
      emit({ type: 'error', error, delivery: row })
    }
  }

  async function settleFailure(row: Row, error: unknown, summary: RunSummary): Promise<void> {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    const now = clock()
    if (error instanceof PermanentDeliveryError || row.attempts >= maxAttempts) {
      if (await store.markFailed({ id: row.id, workerId, now, error: message })) {
        summary.failed++
        emit({ type: 'failed', delivery: row, error: message })
      } else {
        summary.leaseLost++
        emit({ type: 'lease-lost', delivery: row })
      }
      return
    }
    const backoff = retryDelayMs(row.attempts, options.backoff, random)
    const asked = error instanceof TransientDeliveryError ? error.retryAfterMs : undefined
    const delay =
      asked === undefined ? backoff : Math.max(backoff, Math.min(asked, options.backoff?.maxMs ?? 30 * 60_000))
    const nextAttemptAt = new Date(now.getTime() + delay)
    if (await store.scheduleRetry({ id: row.id, workerId, now, nextAttemptAt, error: message })) {
      summary.retried++
      emit({ type: 'retry', delivery: row, error: message, nextAttemptAt: nextAttemptAt.toISOString() })
    } else {
      summary.leaseLost++
      emit({ type: 'lease-lost', delivery: row })
    }
  }

  const loop = createPollLoop(
    async () => ({ more: (await runOnce()).claimed === batchSize }),
    pollIntervalMs,
    (error) => emit({ type: 'error', error }),
  )
  return { workerId, runOnce, ...loop }
}
