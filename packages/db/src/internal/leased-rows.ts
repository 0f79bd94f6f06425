/* eslint-disable @typescript-eslint/no-explicit-any -- one leasing code serves the outbox tables of one shape (lead_deliveries, shopper_alerts, photo_fetches); the typed builder cannot take a table chosen at run time */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { Database } from '../connection'

/*
 * The SQL half of every outbox (ADR 006): tables with the same lease columns, claimed and
 * completed by the same statements. Typed loosely inside, because Kysely cannot take a table
 * name as a parameter; each repository wraps these with its own typed rows.
 */

/** The columns an outbox table shares. */
export interface LeaseColumns {
  id: string
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled'
  attempts: number
  next_attempt_at: string
  lease_owner: string | null
  lease_expires_at: string | null
  last_error: string | null
  updated_at: string
  sent_at: string | null
}

export type OutboxTable = 'lead_deliveries' | 'shopper_alerts' | 'photo_fetches'
type LeaseDb = Kysely<Record<OutboxTable, LeaseColumns & Record<string, unknown>>>

/** Longest error text kept on a row; transport errors can carry whole SMTP transcripts. */
const MAX_ERROR_LENGTH = 2_000

export interface ClaimRowsOptions {
  workerId: string
  now: Date
  leaseMs: number
  limit: number
  /** Only rows whose `column` is one of `values` (a lead worker claims only its channels). */
  only?: { column: string; values: readonly string[] }
}

/**
 * Takes the lease on up to `limit` due rows: pending ones whose next attempt is due, and
 * 'sending' ones whose lease has expired (their worker crashed or hung). One UPDATE statement,
 * so it is atomic on its own: on SQLite it runs under the database's single write lock (across
 * processes too); on PostgreSQL the candidate SELECT locks its rows `FOR UPDATE SKIP LOCKED`, so two
 * workers claim disjoint rows without waiting on each other, and the outer WHERE re-checks that
 * each row is still due. No explicit transaction: two connections of one process must never
 * hold SQLite's write lock across an await.
 */
export async function claimDueRows(
  database: Pick<Database, 'db' | 'dialect'>,
  table: OutboxTable,
  options: ClaimRowsOptions,
): Promise<Record<string, unknown>[]> {
  if (options.limit <= 0 || (options.only && options.only.values.length === 0)) return []
  const db = database.db as unknown as LeaseDb
  const now = options.now.toISOString()
  const leaseExpiresAt = new Date(options.now.getTime() + options.leaseMs).toISOString()
  const isDue = (eb: ExpressionBuilder<Record<OutboxTable, LeaseColumns>, OutboxTable>) =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
      eb.and([eb('status', '=', 'sending'), eb('lease_expires_at', '<=', now)]),
    ])
  const only = options.only
  return (
    db
      // MATERIALIZED makes the engine pick the rows once. Inlined as `id in (select ... limit n)`,
      // PostgreSQL may re-run the locking subquery per outer row and claim more than `limit`.
      .with(
        (cte) => cte('candidates').materialized(),
        (qc) =>
          qc
            .selectFrom(table)
            .select('id')
            .$if(only !== undefined, (qb) => qb.where(sql.ref(only!.column), 'in', [...only!.values]))
            .where(isDue as never)
            .orderBy('next_attempt_at')
            .limit(options.limit)
            .$if(database.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked()),
      )
      .updateTable(table)
      .set({
        status: 'sending',
        lease_owner: options.workerId,
        lease_expires_at: leaseExpiresAt,
        attempts: sql<number>`attempts + 1`,
        updated_at: now,
      })
      .where('id', 'in', (eb) => eb.selectFrom('candidates').select('candidates.id'))
      .where(isDue as never)
      .returningAll()
      .execute() as Promise<Record<string, unknown>[]>
  )
}

interface Completion {
  id: string
  workerId: string
  now: Date
}

/** Marks a row sent, if `workerId` still holds it; false means another worker took it. */
export async function markRowSent(db: Kysely<any>, table: OutboxTable, c: Completion): Promise<boolean> {
  const now = c.now.toISOString()
  return updated(
    await heldBy(db, table, c)
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

/** Puts a row back to pending until `nextAttemptAt`, if `workerId` still holds it. */
export async function scheduleRowRetry(
  db: Kysely<any>,
  table: OutboxTable,
  c: Completion & { nextAttemptAt: Date; error: string },
): Promise<boolean> {
  return updated(
    await heldBy(db, table, c)
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

/** Gives up on a row, if `workerId` still holds it. The row stays, as 'failed', to be reported. */
export async function markRowFailed(
  db: Kysely<any>,
  table: OutboxTable,
  c: Completion & { error: string },
): Promise<boolean> {
  return updated(
    await heldBy(db, table, c)
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

/** Closes a row unsent because nobody wants it any more, if `workerId` still holds it. */
export async function markRowCancelled(
  db: Kysely<any>,
  table: OutboxTable,
  c: Completion & { reason: string },
): Promise<boolean> {
  return updated(
    await heldBy(db, table, c)
      .set({
        status: 'cancelled',
        updated_at: c.now.toISOString(),
        lease_owner: null,
        lease_expires_at: null,
        last_error: truncate(c.reason),
      })
      .executeTakeFirst(),
  )
}

function heldBy(db: Kysely<any>, table: OutboxTable, c: Completion) {
  return (db as LeaseDb)
    .updateTable(table)
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
