import type { Kysely } from 'kysely'
import type { Database } from '../connection'
import { claimDueRows, markRowFailed, markRowSent, scheduleRowRetry } from '../internal/leased-rows'
import type { Schema } from '../schema'

/** An outbox row a worker holds the lease on. */
export interface ClaimedDelivery {
  id: string
  tenant: string
  leadId: string
  channel: string
  /** Including this claim. */
  attempts: number
  leaseExpiresAt: string
}

export interface ClaimOptions {
  /** Unique per worker instance; only the holder may complete the row. */
  workerId: string
  now: Date
  leaseMs: number
  limit: number
  /** Only rows of these channels are claimed: a worker never takes what it cannot send. */
  channels: readonly string[]
}

/**
 * Takes the lease on up to `limit` due rows of the given channels (see claimDueRows: one
 * atomic UPDATE on both engines, `FOR UPDATE SKIP LOCKED` on PostgreSQL).
 */
export async function claimDueDeliveries(
  database: Pick<Database, 'db' | 'dialect'>,
  options: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  const { channels, ...claim } = options
  const rows = await claimDueRows(database, 'lead_deliveries', {
    ...claim,
    only: { column: 'channel', values: channels },
  })
  return rows.map((row) => {
    const r = row as unknown as Schema['lead_deliveries']
    return {
      id: r.id,
      tenant: r.tenant,
      leadId: r.lead_id,
      channel: r.channel,
      attempts: Number(r.attempts),
      leaseExpiresAt: r.lease_expires_at!,
    }
  })
}

interface Completion {
  id: string
  workerId: string
  now: Date
}

/**
 * Marks a delivery sent, if `workerId` still holds it. False means another worker took the
 * row after this one's lease expired; it may send again, which the lead id lets receivers drop.
 */
export function markDeliverySent(db: Kysely<Schema>, c: Completion): Promise<boolean> {
  return markRowSent(db, 'lead_deliveries', c)
}

/** Puts a delivery back to pending until `nextAttemptAt`, if `workerId` still holds it. */
export function scheduleDeliveryRetry(
  db: Kysely<Schema>,
  c: Completion & { nextAttemptAt: Date; error: string },
): Promise<boolean> {
  return scheduleRowRetry(db, 'lead_deliveries', c)
}

/**
 * Gives up on a delivery, if `workerId` still holds it. The row stays (status 'failed') so
 * it is reported and can be requeued; a lead is never dropped.
 */
export function markDeliveryFailed(db: Kysely<Schema>, c: Completion & { error: string }): Promise<boolean> {
  return markRowFailed(db, 'lead_deliveries', c)
}

/** A delivery row as reported. */
export interface LeadDeliveryRecord {
  id: string
  tenant: string
  leadId: string
  channel: string
  status: Schema['lead_deliveries']['status']
  attempts: number
  nextAttemptAt: string
  leaseOwner: string | null
  leaseExpiresAt: string | null
  lastError: string | null
  createdAt: string
  updatedAt: string
  sentAt: string | null
}

/** Every delivery of one lead, by channel name. */
export async function listLeadDeliveries(
  db: Kysely<Schema>,
  tenant: string,
  leadId: string,
): Promise<LeadDeliveryRecord[]> {
  const rows = await db
    .selectFrom('lead_deliveries')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('lead_id', '=', leadId)
    .orderBy('channel')
    .execute()
  return rows.map(toDeliveryRecord)
}

/** Maps a row to its record; shared with the reporting queries. */
export function toDeliveryRecord(r: Schema['lead_deliveries']): LeadDeliveryRecord {
  return {
    id: r.id,
    tenant: r.tenant,
    leadId: r.lead_id,
    channel: r.channel,
    status: r.status,
    attempts: Number(r.attempts),
    nextAttemptAt: r.next_attempt_at,
    leaseOwner: r.lease_owner,
    leaseExpiresAt: r.lease_expires_at,
    lastError: r.last_error,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    sentAt: r.sent_at,
  }
}
