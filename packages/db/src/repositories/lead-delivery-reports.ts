import type { Kysely } from 'kysely'
import type { LeadDeliveryStatus, Schema } from '../schema'
import { toDeliveryRecord, type LeadDeliveryRecord } from './lead-deliveries'

/** A delivery that gave up, with what a report needs about its lead. */
export interface FailedDelivery extends LeadDeliveryRecord {
  formType: string
  leadCreatedAt: string
}

/**
 * Deliveries that ended 'failed', oldest first, for a report or an alert. Failed rows are never
 * deleted, so this lists every lead a dealer has not received on some channel.
 */
export async function listFailedDeliveries(
  db: Kysely<Schema>,
  options: { tenant?: string; limit?: number } = {},
): Promise<FailedDelivery[]> {
  const rows = await db
    .selectFrom('lead_deliveries as d')
    .innerJoin('leads as l', (j) => j.onRef('l.tenant', '=', 'd.tenant').onRef('l.id', '=', 'd.lead_id'))
    .selectAll('d')
    .select(['l.form_type', 'l.created_at as lead_created_at'])
    .where('d.status', '=', 'failed')
    .$if(options.tenant !== undefined, (qb) => qb.where('d.tenant', '=', options.tenant!))
    .orderBy('d.updated_at')
    .orderBy('d.id')
    .limit(options.limit ?? 100)
    .execute()
  return rows.map((r) => ({ ...toDeliveryRecord(r), formType: r.form_type, leadCreatedAt: r.lead_created_at }))
}

/**
 * Puts failed deliveries of `tenant` (of every tenant when omitted) back in the queue, due at
 * `now`, with their attempt count reset (after the dealer fixed an address or a webhook).
 * Returns how many rows moved.
 */
export async function requeueFailedDeliveries(
  db: Kysely<Schema>,
  options: { tenant?: string; ids?: readonly string[]; now?: Date },
): Promise<number> {
  if (options.ids && options.ids.length === 0) return 0
  const now = (options.now ?? new Date()).toISOString()
  const result = await db
    .updateTable('lead_deliveries')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, updated_at: now })
    .$if(options.tenant !== undefined, (qb) => qb.where('tenant', '=', options.tenant!))
    .where('status', '=', 'failed')
    .$if(options.ids !== undefined, (qb) => qb.where('id', 'in', [...options.ids!]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** How many deliveries are in each state, over all tenants or one; for health checks. */
export async function countDeliveriesByStatus(
  db: Kysely<Schema>,
  options: { tenant?: string } = {},
): Promise<Record<LeadDeliveryStatus, number>> {
  const rows = await db
    .selectFrom('lead_deliveries')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .$if(options.tenant !== undefined, (qb) => qb.where('tenant', '=', options.tenant!))
    .groupBy('status')
    .execute()
  const counts: Record<LeadDeliveryStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 }
  for (const r of rows) counts[r.status] = Number(r.n)
  return counts
}

/** The outbox as a health check sees it, over all tenants and naming none. */
export interface OutboxHealth {
  /** Deliveries waiting or being sent. */
  depth: number
  failed: number
  /** When the oldest delivery still waiting or being sent was stored; null when none is. */
  oldestUndeliveredAt: string | null
}

/** Depth, failures and the oldest undelivered row of the lead outbox (docs/spec-coverage.md, Hardening). */
export async function outboxHealth(db: Kysely<Schema>): Promise<OutboxHealth> {
  const [counts, oldest] = await Promise.all([
    countDeliveriesByStatus(db),
    db
      .selectFrom('lead_deliveries')
      .select((eb) => eb.fn.min('created_at').as('at'))
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirst(),
  ])
  return {
    depth: counts.pending + counts.sending,
    failed: counts.failed,
    oldestUndeliveredAt: oldest?.at ?? null,
  }
}
