import {
  claimDueDeliveries,
  markDeliveryFailed,
  markDeliverySent,
  scheduleDeliveryRetry,
  type ClaimedDelivery,
  type Database,
} from '@dealer/db'
import {
  createOutboxWorker,
  PermanentDeliveryError,
  type BackoffOptions,
  type OutboxEvent,
  type OutboxWorker,
  type RunSummary,
} from '@dealer/outbox'
import type { DeliveryChannel } from './channel'
import { loadStoredLead } from './stored-lead'

export type { RunSummary }

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
export type DeliveryEvent = OutboxEvent<ClaimedDelivery>

export type DeliveryWorker = OutboxWorker

/**
 * The lead outbox worker (ADR 006): the shared leased worker over `lead_deliveries`, sending
 * each row on its channel. It only claims rows of the channels it has, so a worker never takes
 * what it cannot send.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { database, channels: list, ...tuning } = options
  const { db } = database
  const channels = new Map(list.map((c) => [c.name, c]))
  return createOutboxWorker<ClaimedDelivery>({
    ...tuning,
    onEvent: options.onEvent ?? logEvent,
    store: {
      claim: (o) => claimDueDeliveries(database, { ...o, channels: [...channels.keys()] }),
      markSent: (c) => markDeliverySent(db, c),
      scheduleRetry: (c) => scheduleDeliveryRetry(db, c),
      markFailed: (c) => markDeliveryFailed(db, c),
    },
    async send(d, signal) {
      const lead = await loadStoredLead(db, d.tenant, d.leadId)
      if (!lead) throw new PermanentDeliveryError(`lead ${d.leadId} not found`)
      await channels.get(d.channel)!.send({ deliveryId: d.id, tenant: d.tenant, attempt: d.attempts, lead }, signal)
    },
  })
}

/**
 * A delivery given up for good, as one JSON line an operator's log search or alert can match
 * (`"event":"lead_delivery_failed"`); `pnpm leads:failed` lists them and `pnpm leads:requeue`
 * sends them again (docs/spec-coverage.md, Hardening).
 */
export function deliveryFailedLine(delivery: ClaimedDelivery, error: string, at: Date = new Date()): string {
  return JSON.stringify({
    level: 'error',
    event: 'lead_delivery_failed',
    time: at.toISOString(),
    tenant: delivery.tenant,
    leadId: delivery.leadId,
    deliveryId: delivery.id,
    channel: delivery.channel,
    attempts: delivery.attempts,
    error: error.replace(/\s+/g, ' ').slice(0, 500),
  })
}

/** The worker's default log: one line per event worth a look. */
export function logEvent(event: DeliveryEvent): void {
  if (event.type === 'failed') {
    console.error(deliveryFailedLine(event.delivery, event.error))
    return
  }
  const where =
    'delivery' in event && event.delivery
      ? ` ${event.delivery.channel} lead ${event.delivery.leadId} (${event.delivery.tenant})`
      : ''
  if (event.type === 'error') console.error(`[leads] delivery worker error${where}:`, event.error)
  else if (event.type === 'retry')
    console.warn(`[leads] delivery will retry${where} at ${event.nextAttemptAt}: ${event.error}`)
  else if (event.type === 'lease-lost') console.warn(`[leads] delivery lease lost${where}; another worker has it`)
}
