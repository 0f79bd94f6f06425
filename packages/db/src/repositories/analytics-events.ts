import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { chunkRows } from '../internal/chunk'
import type { Schema } from '../schema'

/*
 * Analytics events of a dealer's pages (docs/spec-coverage.md, Analytics). Every read and write
 * names the tenant; @dealer/analytics checks the events before they get here.
 */

/** One event to store: the catalogue's id and name, the page, the checked payload. */
export interface NewAnalyticsEvent {
  eventId: number
  name: string
  path: string
  payload: Record<string, unknown>
  /** The browser's time of the event (UTC ISO-8601), or null. */
  clientAt: string | null
}

export interface AnalyticsEventRecord extends NewAnalyticsEvent {
  id: string
  tenant: string
  receivedAt: string
}

/** Stores a batch of `tenant`'s events in one statement per chunk (one transaction-free insert each). */
export async function insertAnalyticsEvents(
  db: Kysely<Schema>,
  tenant: string,
  events: readonly NewAnalyticsEvent[],
  receivedAt: Date,
): Promise<void> {
  const at = receivedAt.toISOString()
  const rows = events.map((e) => ({
    id: randomUUID(),
    tenant,
    event_id: e.eventId,
    name: e.name,
    path: e.path,
    payload: JSON.stringify(e.payload),
    client_at: e.clientAt,
    received_at: at,
  }))
  for (const batch of chunkRows(rows)) await db.insertInto('analytics_events').values(batch).execute()
}

/** `tenant`'s events, newest first (optionally of one id, or since a time). */
export async function listAnalyticsEvents(
  db: Kysely<Schema>,
  tenant: string,
  options: { eventId?: number; since?: Date; limit?: number } = {},
): Promise<AnalyticsEventRecord[]> {
  let q = db.selectFrom('analytics_events').selectAll().where('tenant', '=', tenant)
  if (options.eventId !== undefined) q = q.where('event_id', '=', options.eventId)
  if (options.since) q = q.where('received_at', '>=', options.since.toISOString())
  const rows = await q
    .orderBy('received_at', 'desc')
    .orderBy('id')
    .limit(options.limit ?? 100)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    tenant: r.tenant,
    eventId: Number(r.event_id),
    name: r.name,
    path: r.path,
    payload: JSON.parse(r.payload) as Record<string, unknown>,
    clientAt: r.client_at,
    receivedAt: r.received_at,
  }))
}

/** How many events of each id `tenant` has (since a time, when given). */
export async function countAnalyticsEvents(
  db: Kysely<Schema>,
  tenant: string,
  options: { since?: Date } = {},
): Promise<Map<number, number>> {
  let q = db
    .selectFrom('analytics_events')
    .select(['event_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('tenant', '=', tenant)
  if (options.since) q = q.where('received_at', '>=', options.since.toISOString())
  const rows = await q.groupBy('event_id').orderBy('event_id').execute()
  return new Map(rows.map((r) => [Number(r.event_id), Number(r.n)]))
}
