import type { Kysely } from 'kysely'
import type { Schema } from '../schema'

/**
 * Runs `fn` in a transaction, or inside the caller's when `db` already is one, so repository
 * writes compose (a lead and its outbox row can share one commit).
 */
export function inTransaction<T>(db: Kysely<Schema>, fn: (trx: Kysely<Schema>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn)
}
