import { sql, type Kysely } from 'kysely'
import { inTransaction } from '../internal/transaction'
import type { Schema, SignInCodesTable } from '../schema'

/*
 * Storage of signed-in shoppers: sign-in codes, sessions, watchlist and favourites. Every call
 * takes the tenant, and every statement filters by it. The rules (code life, tries, send limits,
 * session length) belong to @dealer/accounts; these functions only store and fetch.
 */

type Db = Kysely<Schema>

export type SignInCodeRecord = Readonly<SignInCodesTable>

/**
 * Stores a new code; the phone's unused codes stop counting (marked used at the new code's time),
 * so the newest code is the only one that can sign in, even when two share a timestamp.
 */
export async function insertSignInCode(db: Db, code: SignInCodesTable): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('sign_in_codes')
      .set({ used_at: code.created_at })
      .where('tenant', '=', code.tenant)
      .where('phone', '=', code.phone)
      .where('used_at', 'is', null)
      .execute()
    await trx.insertInto('sign_in_codes').values(code).execute()
  })
}

/**
 * Codes sent since `since` to a phone, and asked for by a client address (for the send limits): a
 * code the SMS service refused never reached the phone, but the address did ask for it.
 */
export async function countSignInCodesSince(
  db: Db,
  tenant: string,
  since: string,
  by: { phone: string } | { clientHash: string },
): Promise<number> {
  let q = db
    .selectFrom('sign_in_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenant', '=', tenant)
    .where('created_at', '>=', since)
  q =
    'phone' in by
      ? q.where('phone', '=', by.phone).where('send_failed_at', 'is', null)
      : q.where('client_hash', '=', by.clientHash)
  const row = await q.executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * The newest code sent to a phone, used or not (a newer code replaces the older ones). The one
 * unused code comes first: timestamps can tie (a frozen test clock, two sends in a millisecond).
 */
export async function latestSignInCode(db: Db, tenant: string, phone: string): Promise<SignInCodeRecord | undefined> {
  return db
    .selectFrom('sign_in_codes')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .orderBy(sql`case when used_at is null then 0 else 1 end`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/**
 * Counts one wrong try, only while the code is unused and under `maxAttempts`; returns the tries
 * now counted, or null when the code could take no more (two racing wrong tries both count).
 */
export async function recordWrongCode(db: Db, id: string, maxAttempts: number): Promise<number | null> {
  const row = await db
    .updateTable('sign_in_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst()
  return row ? Number(row.attempts) : null
}

/** Marks a code used; true only for the one caller that used it (single use under races). */
export async function consumeSignInCode(db: Db, id: string, at: string, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('sign_in_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * The SMS service refused the code or did not answer: it does not count toward the phone's sends.
 * It stays usable, as a code the service took but answered late for would reach the phone.
 */
export async function markSignInCodeSendFailed(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('sign_in_codes').set({ send_failed_at: at }).where('id', '=', id).execute()
}

/** Records a sign-in: the shopper row is made on the first one. */
export async function upsertShopper(db: Db, tenant: string, phone: string, at: string): Promise<void> {
  await db
    .insertInto('shoppers')
    .values({ tenant, phone, created_at: at, last_sign_in_at: at })
    .onConflict((oc) => oc.columns(['tenant', 'phone']).doUpdateSet({ last_sign_in_at: at }))
    .execute()
}

export async function insertShopperSession(
  db: Db,
  session: { tokenHash: string; tenant: string; phone: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('shopper_sessions')
    .values({
      token_hash: session.tokenHash,
      tenant: session.tenant,
      phone: session.phone,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      ended_at: null,
    })
    .execute()
}

/** The phone of a live session of this tenant: not ended, not expired. */
export async function findLiveSession(
  db: Db,
  tenant: string,
  tokenHash: string,
  now: string,
): Promise<{ phone: string; expiresAt: string } | undefined> {
  const row = await db
    .selectFrom('shopper_sessions')
    .select(['phone', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('tenant', '=', tenant)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return row ? { phone: row.phone, expiresAt: row.expires_at } : undefined
}

export async function endShopperSession(db: Db, tenant: string, tokenHash: string, at: string): Promise<void> {
  await db
    .updateTable('shopper_sessions')
    .set({ ended_at: at })
    .where('token_hash', '=', tokenHash)
    .where('tenant', '=', tenant)
    .where('ended_at', 'is', null)
    .execute()
}

// ── Watchlist ────────────────────────────────────────────────────────────────────────────────

export interface WatchlistEntry {
  readonly carId: string
  readonly priceAtSave: number | null
  readonly alertedPrice: number | null
  readonly createdAt: string
}

/** Saves a car (again: no change, the first save's price stays). */
export async function saveWatchlistCar(
  db: Db,
  tenant: string,
  phone: string,
  carId: string,
  price: number | null,
  at: string,
): Promise<void> {
  await db
    .insertInto('watchlist_entries')
    .values({ tenant, phone, car_id: carId, price_at_save: price, alerted_price: null, created_at: at })
    .onConflict((oc) => oc.columns(['tenant', 'phone', 'car_id']).doNothing())
    .execute()
}

export async function removeWatchlistCar(db: Db, tenant: string, phone: string, carId: string): Promise<void> {
  await db
    .deleteFrom('watchlist_entries')
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .where('car_id', '=', carId)
    .execute()
}

/** A shopper's saved cars, newest first. */
export async function listWatchlist(db: Db, tenant: string, phone: string): Promise<WatchlistEntry[]> {
  const rows = await db
    .selectFrom('watchlist_entries')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('car_id')
    .execute()
  return rows.map((r) => ({
    carId: r.car_id,
    priceAtSave: r.price_at_save === null ? null : Number(r.price_at_save),
    alertedPrice: r.alerted_price === null ? null : Number(r.alerted_price),
    createdAt: r.created_at,
  }))
}

// ── Favourites ───────────────────────────────────────────────────────────────────────────────

export async function saveShopperFavourites(
  db: Db,
  tenant: string,
  phone: string,
  carIds: readonly string[],
  at: string,
): Promise<void> {
  if (carIds.length === 0) return
  await db
    .insertInto('shopper_favourites')
    .values(carIds.map((car_id) => ({ tenant, phone, car_id, created_at: at })))
    .onConflict((oc) => oc.columns(['tenant', 'phone', 'car_id']).doNothing())
    .execute()
}

export async function removeShopperFavourite(db: Db, tenant: string, phone: string, carId: string): Promise<void> {
  await db
    .deleteFrom('shopper_favourites')
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .where('car_id', '=', carId)
    .execute()
}

export async function listShopperFavourites(db: Db, tenant: string, phone: string): Promise<string[]> {
  const rows = await db
    .selectFrom('shopper_favourites')
    .select('car_id')
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('car_id')
    .execute()
  return rows.map((r) => r.car_id)
}
