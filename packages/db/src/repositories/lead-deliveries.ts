import type { ExpressionBuilder, Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../connection'
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

/** Longest error text kept on a row; transport errors can carry whole SMTP transcripts. */
const MAX_ERROR_LENGTH = 2_000

/**
 * Takes the lease on up to `limit` due rows: pending ones whose next attempt is due, and
 * 'sending' ones whose lease has expired (their worker crashed or hung). One UPDATE statement,
 * so it is atomic on its own: on SQLite it runs under the database's single write lock (across
 * processes too); on PostgreSQL the candidate SELECT locks its rows `FOR UPDATE SKIP LOCKED`, so two
 * workers claim disjoint rows without waiting on each other, and the outer WHERE re-checks that
 * each row is still due. No explicit transaction: two connections of one process must never
 * hold SQLite's write lock across an await.
 */
export async function claimDueDeliveries(
  database: Pick<Database, 'db' | 'dialect'>,
  options: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  if (options.channels.length === 0 || options.limit <= 0) return []
  const { db, dialect } = database
  const now = options.now.toISOString()
  const leaseExpiresAt = new Date(options.now.getTime() + options.leaseMs).toISOString()
  const isDue = (eb: ExpressionBuilder<Schema, 'lead_deliveries'>) =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
      eb.and([eb('status', '=', 'sending'), eb('lease_expires_at', '<=', now)]),
    ])
  const rows = await db
    // MATERIALIZED makes the engine pick the rows once. Inlined as `id in (select ... limit n)`,
    // PostgreSQL may re-run the locking subquery per outer row and claim more than `limit`.
    .with(
      (cte) => cte('candidates').materialized(),
      (qc) =>
        qc
          .selectFrom('lead_deliveries')
          .select('id')
          .where('channel', 'in', [...options.channels])
          .where(isDue)
          .orderBy('next_attempt_at')
          .limit(options.limit)
          .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked()),
    )
    .updateTable('lead_deliveries')
    .set({
      status: 'sending',
      lease_owner: options.workerId,
      lease_expires_at: leaseExpiresAt,
      attempts: sql<number>`attempts + 1`,
      updated_at: now,
    })
    .where('id', 'in', (eb) => eb.selectFrom('candidates').select('candidates.id'))
    .where(isDue)
    .returning(['id', 'tenant', 'lead_id', 'channel', 'attempts', 'lease_expires_at'])
    .execute()
  return rows.map((r) => ({
    id: r.id,
    tenant: r.tenant,
    leadId: r.lead_id,
    channel: r.channel,
    attempts: Number(r.attempts),
    leaseExpiresAt: r.lease_expires_at ?? leaseExpiresAt,
  }))
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
export async function markDeliverySent(db: Kysely<Schema>, c: Completion): Promise<boolean> {
  const now = c.now.toISOString()
  return updated(
    await heldBy(db, c)
      .set({
        status: 'sent',
        sent_at: now,
        updated_at: now,
        lease_owner: null,
        lease_expires_at: null,
        last_error: null,
      })
      .executeTakeFirst(),
  )
}

/** Puts a delivery back to pending until `nextAttemptAt`, if `workerId` still holds it. */
export async function scheduleDeliveryRetry(
  db: Kysely<Schema>,
  c: Completion & { nextAttemptAt: Date; error: string },
): Promise<boolean> {
  return updated(
    await heldBy(db, c)
      .set({
        status: 'pending',
        next_attempt_at: c.nextAttemptAt.toISOString(),
        updated_at: c.now.toISOString(),
        lease_owner: null,
        lease_expires_at: null,
        last_error: truncate(c.error),
      })
      .executeTakeFirst(),
  )
}

/**
 * Gives up on a delivery, if `workerId` still holds it. The row stays (status 'failed') so
 * it is reported and can be requeued; a lead is never dropped.
 */
export async function markDeliveryFailed(db: Kysely<Schema>, c: Completion & { error: string }): Promise<boolean> {
  return updated(
    await heldBy(db, c)
      .set({
        status: 'failed',
        updated_at: c.now.toISOString(),
        lease_owner: null,
        lease_expires_at: null,
        last_error: truncate(c.error),
      })
      .executeTakeFirst(),
  )
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

function heldBy(db: Kysely<Schema>, c: Completion) {
  return db
    .updateTable('lead_deliveries')
    .where('id', '=', c.id)
    .where('status', '=', 'sending')
    .where('lease_owner', '=', c.workerId)
}

function updated(result: { numUpdatedRows: bigint } | undefined): boolean {
  return (result?.numUpdatedRows ?? 0n) > 0n
}

function truncate(error: string): string {
  return error.length > MAX_ERROR_LENGTH ? `${error.slice(0, MAX_ERROR_LENGTH - 1)}…` : error
}
