import type { Kysely } from 'kysely'
import type { Database } from '../connection'
import { inTransaction } from '../internal/transaction'
import type { SavedSearchesTable, Schema } from '../schema'

/*
 * Storage of saved searches and alert opt-outs. Every call takes the tenant. The rules (how many
 * a shopper may keep, what counts as the same search, who gets which email) belong to
 * @dealer/accounts; these functions store and fetch, atomically where a rule needs it.
 */

type Db = Kysely<Schema>

export interface SavedSearchRecord {
  readonly id: string
  readonly tenant: string
  readonly phone: string
  readonly name: string
  readonly searchUrl: string
  readonly email: string
  readonly createdAt: string
  readonly baselineAt: string | null
  readonly lastCheckedAt: string | null
  readonly alertsStoppedAt: string | null
}

export interface NewSavedSearch {
  id: string
  tenant: string
  phone: string
  name: string
  searchUrl: string
  email: string
  now: Date
}

export type SaveSearchResult =
  { readonly status: 'created' | 'updated'; readonly id: string } | { readonly status: 'limit'; readonly limit: number }

/**
 * Saves a search, or updates it (name, email, alerts back on) when the shopper has saved the
 * same URL before, unless that would take them past `limit`. Saving with an address is asking
 * for alerts at it, so an earlier unsubscribe of that address is lifted. One transaction; on
 * PostgreSQL the shopper's row is locked first, so two saves at once cannot both pass the limit
 * (SQLite's BEGIN IMMEDIATE already serialises writers).
 */
export async function saveSearch(
  database: Pick<Database, 'db' | 'dialect'>,
  input: NewSavedSearch,
  limit: number,
): Promise<SaveSearchResult> {
  const now = input.now.toISOString()
  return inTransaction(database.db, async (trx) => {
    if (database.dialect === 'postgres') {
      await trx
        .selectFrom('shoppers')
        .select('phone')
        .where('tenant', '=', input.tenant)
        .where('phone', '=', input.phone)
        .forUpdate()
        .execute()
    }
    await trx.deleteFrom('alert_opt_outs').where('tenant', '=', input.tenant).where('email', '=', input.email).execute()
    const same = await trx
      .updateTable('saved_searches')
      .set({ name: input.name, email: input.email, alerts_stopped_at: null })
      .where('tenant', '=', input.tenant)
      .where('phone', '=', input.phone)
      .where('search_url', '=', input.searchUrl)
      .returning('id')
      .executeTakeFirst()
    if (same) return { status: 'updated', id: same.id }
    const { n } = await trx
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant', '=', input.tenant)
      .where('phone', '=', input.phone)
      .executeTakeFirstOrThrow()
    if (Number(n) >= limit) return { status: 'limit', limit }
    await trx
      .insertInto('saved_searches')
      .values({
        id: input.id,
        tenant: input.tenant,
        phone: input.phone,
        name: input.name,
        search_url: input.searchUrl,
        email: input.email,
        created_at: now,
        baseline_at: null,
        last_checked_at: null,
        alerts_stopped_at: null,
      })
      .execute()
    return { status: 'created', id: input.id }
  })
}

/** A shopper's saved searches, newest first. */
export async function listSavedSearches(db: Db, tenant: string, phone: string): Promise<SavedSearchRecord[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
  return rows.map(toRecord)
}

export async function findSavedSearch(db: Db, tenant: string, id: string): Promise<SavedSearchRecord | undefined> {
  const row = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? toRecord(row) : undefined
}

/** Deletes one of the shopper's searches (its marks go with it); false when it was not theirs. */
export async function deleteSavedSearch(db: Db, tenant: string, phone: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** One page of a tenant's searches that still send alerts, in id order (for the matching job). */
export async function listAlertingSearches(
  db: Db,
  tenant: string,
  page: { after?: string; limit: number },
): Promise<SavedSearchRecord[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('alerts_stopped_at', 'is', null)
    .$if(page.after !== undefined, (qb) => qb.where('id', '>', page.after!))
    .orderBy('id')
    .limit(page.limit)
    .execute()
  return rows.map(toRecord)
}

/** The address of the shopper's most recent search that still sends alerts, not opted out. */
export async function latestAlertEmail(db: Db, tenant: string, phone: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('saved_searches')
    .select('email')
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .where('alerts_stopped_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('alert_opt_outs')
            .select('alert_opt_outs.email')
            .whereRef('alert_opt_outs.tenant', '=', 'saved_searches.tenant')
            .whereRef('alert_opt_outs.email', '=', 'saved_searches.email'),
        ),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.email
}

export async function isAlertEmailOptedOut(db: Db, tenant: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('alert_opt_outs')
    .select('email')
    .where('tenant', '=', tenant)
    .where('email', '=', email)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * An unsubscribe: the address is recorded as opted out and every search alerting it stops, in
 * one transaction. Returns how many searches it stopped (0 on a repeat, which changes nothing).
 */
export async function optOutAlertEmail(db: Db, tenant: string, email: string, now: Date): Promise<number> {
  const at = now.toISOString()
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto('alert_opt_outs')
      .values({ tenant, email, created_at: at })
      .onConflict((oc) => oc.columns(['tenant', 'email']).doNothing())
      .execute()
    const result = await trx
      .updateTable('saved_searches')
      .set({ alerts_stopped_at: at })
      .where('tenant', '=', tenant)
      .where('email', '=', email)
      .where('alerts_stopped_at', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  })
}

function toRecord(r: SavedSearchesTable): SavedSearchRecord {
  return {
    id: r.id,
    tenant: r.tenant,
    phone: r.phone,
    name: r.name,
    searchUrl: r.search_url,
    email: r.email,
    createdAt: r.created_at,
    baselineAt: r.baseline_at,
    lastCheckedAt: r.last_checked_at,
    alertsStoppedAt: r.alerts_stopped_at,
  }
}
