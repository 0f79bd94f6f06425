import { sql, type Kysely } from 'kysely'
import { NO_PRICE_THRESHOLD } from '@dealer/domain'
import type { Database } from '../connection'
import { claimDueRows, markRowCancelled, markRowFailed, markRowSent, scheduleRowRetry } from '../internal/leased-rows'
import { inTransaction } from '../internal/transaction'
import type { Schema, ShopperAlertKind, ShopperAlertStatus, ShopperAlertsTable } from '../schema'

/*
 * The shopper-alert outbox (ADR 014) and the 'already told' marks it is written with. An alert
 * row and the marks that it tells of commit together or not at all, and a mark can be made only
 * once (a key, or a conditional update), so a crash can lose neither and no car is told twice.
 */

type Db = Kysely<Schema>

/** An alert email as the matching job writes it. */
export interface NewShopperAlert {
  id: string
  kind: ShopperAlertKind
  email: string
  subject: string
  body: string
  unsubscribeUrl: string
}

export type SearchMatchOutcome =
  /** The search was deleted or its alerts stopped: nothing recorded. */
  | { readonly outcome: 'stopped' }
  /** The first run: the cars found now are recorded, nobody is told. */
  | { readonly outcome: 'baseline'; readonly recorded: number }
  | { readonly outcome: 'unchanged' }
  /** New cars were marked; `alertId` when an email about them was enqueued with the marks. */
  | { readonly outcome: 'new'; readonly newCarIds: readonly string[]; readonly alertId: string | null }

/**
 * Records what a saved search finds now, in one transaction. Its row is updated first, which
 * locks it (PostgreSQL) so a second run of the same search waits and then sees this one's marks;
 * a stopped or deleted search records nothing. On the first run every car is marked silently.
 * After that the marks are inserted with ON CONFLICT DO NOTHING, and only the cars this call
 * actually marked are handed to `compose`, whose email (if any) is inserted before the commit.
 * If anything throws, the marks roll back with the email, so the next run finds the same cars new.
 */
export async function recordSearchMatches(
  database: Pick<Database, 'db'>,
  input: {
    tenant: string
    savedSearchId: string
    carIds: readonly string[]
    now: Date
    compose: (newCarIds: readonly string[], search: { phone: string; email: string }) => NewShopperAlert | null
  },
): Promise<SearchMatchOutcome> {
  const now = input.now.toISOString()
  return inTransaction(database.db, async (trx) => {
    const search = await trx
      .updateTable('saved_searches')
      .set({ last_checked_at: now })
      .where('tenant', '=', input.tenant)
      .where('id', '=', input.savedSearchId)
      .where('alerts_stopped_at', 'is', null)
      .returning(['baseline_at', 'phone', 'email'])
      .executeTakeFirst()
    if (!search) return { outcome: 'stopped' }
    const marked = await insertMarks(trx, input.savedSearchId, input.carIds, now)
    if (search.baseline_at === null) {
      await trx.updateTable('saved_searches').set({ baseline_at: now }).where('id', '=', input.savedSearchId).execute()
      return { outcome: 'baseline', recorded: marked.length }
    }
    if (marked.length === 0) return { outcome: 'unchanged' }
    const alert = input.compose(marked, { phone: search.phone, email: search.email })
    if (alert) await insertAlert(trx, input.tenant, search.phone, input.savedSearchId, alert, now)
    return { outcome: 'new', newCarIds: marked, alertId: alert?.id ?? null }
  })
}

async function insertMarks(trx: Db, savedSearchId: string, carIds: readonly string[], now: string): Promise<string[]> {
  const marked: string[] = []
  const unique = [...new Set(carIds)]
  // Chunks keep each statement under both engines' bound-parameter limits.
  for (let i = 0; i < unique.length; i += 200) {
    const rows = await trx
      .insertInto('saved_search_matches')
      .values(
        unique.slice(i, i + 200).map((car_id) => ({ saved_search_id: savedSearchId, car_id, first_seen_at: now })),
      )
      .onConflict((oc) => oc.columns(['saved_search_id', 'car_id']).doNothing())
      .returning('car_id')
      .execute()
    marked.push(...rows.map((r) => r.car_id))
  }
  return marked
}

async function insertAlert(
  trx: Db,
  tenant: string,
  phone: string,
  savedSearchId: string | null,
  alert: NewShopperAlert,
  now: string,
): Promise<void> {
  await trx
    .insertInto('shopper_alerts')
    .values({
      id: alert.id,
      tenant,
      phone,
      kind: alert.kind,
      saved_search_id: savedSearchId,
      email: alert.email,
      subject: alert.subject,
      body: alert.body,
      unsubscribe_url: alert.unsubscribeUrl,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      lease_owner: null,
      lease_expires_at: null,
      last_error: null,
      created_at: now,
      updated_at: now,
      sent_at: null,
    })
    .execute()
}

/** A watched car whose price is now below the lower of its price when saved and its last alert. */
export interface WatchedPriceDrop {
  readonly phone: string
  readonly carId: string
  readonly slug: string
  readonly name: string
  readonly price: number
  /** The price the shopper last knew: min(price at save, last alerted price). */
  readonly previousPrice: number
}

/**
 * The tenant's watched cars that dropped in price, by shopper. Only cars still for sale and shown
 * on the site, with a real price (more than 10: docs/spec-coverage.md, Stock rules), count.
 */
export async function listWatchedPriceDrops(db: Db, tenant: string): Promise<WatchedPriceDrop[]> {
  const rows = await db
    .selectFrom('watchlist_entries as w')
    .innerJoin('cars as c', (j) => j.onRef('c.tenant', '=', 'w.tenant').onRef('c.id', '=', 'w.car_id'))
    .select(['w.phone', 'w.car_id', 'w.price_at_save', 'w.alerted_price', 'c.slug', 'c.name', 'c.price'])
    .where('w.tenant', '=', tenant)
    .where('c.show_on_dealer_website', '=', 1)
    .where('c.status', 'in', ['in_stock', 'coming_soon'])
    .where('c.price', '>', NO_PRICE_THRESHOLD)
    .where((eb) =>
      eb.and([
        eb.or([eb('w.price_at_save', 'is not', null), eb('w.alerted_price', 'is not', null)]),
        eb.or([eb('w.price_at_save', 'is', null), eb('c.price', '<', eb.ref('w.price_at_save'))]),
        eb.or([eb('w.alerted_price', 'is', null), eb('c.price', '<', eb.ref('w.alerted_price'))]),
      ]),
    )
    .orderBy('w.phone')
    .orderBy('w.car_id')
    .execute()
  return rows.map((r) => {
    const known = [r.price_at_save, r.alerted_price].filter((p): p is number => p !== null).map(Number)
    return {
      phone: r.phone,
      carId: r.car_id,
      slug: r.slug,
      name: r.name,
      price: Number(r.price),
      previousPrice: Math.min(...known),
    }
  })
}

/**
 * Records price drops of one shopper's watched cars as told and enqueues the email, in one
 * transaction. Each entry's `alerted_price` is lowered only if the drop still holds (a
 * conditional UPDATE), so a second run, or two at once, tells of a drop once; only the drops
 * this call recorded go to `compose`. Nothing is recorded when the address has opted out.
 */
export async function recordPriceDrops(
  database: Pick<Database, 'db'>,
  input: {
    tenant: string
    phone: string
    email: string
    drops: readonly { carId: string; price: number }[]
    now: Date
    compose: (recordedCarIds: readonly string[]) => NewShopperAlert | null
  },
): Promise<{ recordedCarIds: readonly string[]; alertId: string | null }> {
  const now = input.now.toISOString()
  return inTransaction(database.db, async (trx) => {
    const optedOut = await trx
      .selectFrom('alert_opt_outs')
      .select('email')
      .where('tenant', '=', input.tenant)
      .where('email', '=', input.email)
      .executeTakeFirst()
    if (optedOut) return { recordedCarIds: [], alertId: null }
    const recorded: string[] = []
    for (const drop of input.drops) {
      const result = await trx
        .updateTable('watchlist_entries')
        .set({ alerted_price: drop.price })
        .where('tenant', '=', input.tenant)
        .where('phone', '=', input.phone)
        .where('car_id', '=', drop.carId)
        .where((eb) =>
          eb.and([
            eb.or([eb('price_at_save', 'is not', null), eb('alerted_price', 'is not', null)]),
            eb.or([eb('price_at_save', 'is', null), eb('price_at_save', '>', drop.price)]),
            eb.or([eb('alerted_price', 'is', null), eb('alerted_price', '>', drop.price)]),
          ]),
        )
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) > 0) recorded.push(drop.carId)
    }
    if (recorded.length === 0) return { recordedCarIds: [], alertId: null }
    const alert = input.compose(recorded)
    if (alert) await insertAlert(trx, input.tenant, input.phone, null, alert, now)
    return { recordedCarIds: recorded, alertId: alert?.id ?? null }
  })
}

/**
 * The phone and email of a tenant's newest leads, newest first, read from the stored payload
 * (`fields.phone`, `fields.email`, as the shopper typed them).
 */
export async function recentLeadContacts(
  database: Pick<Database, 'db' | 'dialect'>,
  tenant: string,
  limit: number,
): Promise<{ phone: string; email: string }[]> {
  // The payload is JSON text on both engines; PostgreSQL must be told so before reading into it.
  const field = (name: 'phone' | 'email') =>
    database.dialect === 'postgres'
      ? sql<string | null>`(payload::json -> 'fields' ->> ${sql.lit(name)})`
      : sql<string | null>`json_extract(payload, ${sql.lit(`$.fields.${name}`)})`
  const rows = await database.db
    .selectFrom('leads')
    .select([field('phone').as('phone'), field('email').as('email')])
    .where('tenant', '=', tenant)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
  return rows.flatMap((r) =>
    typeof r.phone === 'string' && typeof r.email === 'string' ? [{ phone: r.phone, email: r.email }] : [],
  )
}

/** An alert row a worker holds the lease on. */
export interface ClaimedAlert {
  readonly id: string
  readonly tenant: string
  readonly phone: string
  readonly kind: ShopperAlertKind
  readonly savedSearchId: string | null
  readonly email: string
  readonly subject: string
  readonly body: string
  readonly unsubscribeUrl: string
  readonly attempts: number
  readonly leaseExpiresAt: string
}

/** Takes the lease on up to `limit` due alerts (the statement of ADR 006). */
export async function claimDueAlerts(
  database: Pick<Database, 'db' | 'dialect'>,
  options: { workerId: string; now: Date; leaseMs: number; limit: number },
): Promise<ClaimedAlert[]> {
  const rows = await claimDueRows(database, 'shopper_alerts', options)
  return rows.map((row) => {
    const r = row as unknown as ShopperAlertsTable
    return {
      id: r.id,
      tenant: r.tenant,
      phone: r.phone,
      kind: r.kind,
      savedSearchId: r.saved_search_id,
      email: r.email,
      subject: r.subject,
      body: r.body,
      unsubscribeUrl: r.unsubscribe_url,
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

export const markAlertSent = (db: Db, c: Completion) => markRowSent(db, 'shopper_alerts', c)
export const scheduleAlertRetry = (db: Db, c: Completion & { nextAttemptAt: Date; error: string }) =>
  scheduleRowRetry(db, 'shopper_alerts', c)
export const markAlertFailed = (db: Db, c: Completion & { error: string }) => markRowFailed(db, 'shopper_alerts', c)
export const markAlertCancelled = (db: Db, c: Completion & { reason: string }) =>
  markRowCancelled(db, 'shopper_alerts', c)

/**
 * Whether an alert is still wanted at send time: its address has not opted out, and a
 * new-cars alert's search still exists with its alerts on.
 */
export async function isAlertWanted(
  db: Db,
  alert: Pick<ClaimedAlert, 'tenant' | 'email' | 'savedSearchId'>,
): Promise<{ wanted: true } | { wanted: false; reason: string }> {
  const optOut = await db
    .selectFrom('alert_opt_outs')
    .select('email')
    .where('tenant', '=', alert.tenant)
    .where('email', '=', alert.email)
    .executeTakeFirst()
  if (optOut) return { wanted: false, reason: 'the address unsubscribed' }
  if (alert.savedSearchId === null) return { wanted: true }
  const search = await db
    .selectFrom('saved_searches')
    .select('alerts_stopped_at')
    .where('tenant', '=', alert.tenant)
    .where('id', '=', alert.savedSearchId)
    .executeTakeFirst()
  if (!search) return { wanted: false, reason: 'the saved search was deleted' }
  if (search.alerts_stopped_at !== null) return { wanted: false, reason: 'the saved search no longer sends alerts' }
  return { wanted: true }
}

/** An alert row as reported. */
export interface ShopperAlertRecord {
  readonly id: string
  readonly tenant: string
  readonly phone: string
  readonly kind: ShopperAlertKind
  readonly savedSearchId: string | null
  readonly email: string
  readonly subject: string
  readonly body: string
  readonly status: ShopperAlertStatus
  readonly attempts: number
  readonly lastError: string | null
  readonly createdAt: string
  readonly sentAt: string | null
}

/** A tenant's alerts (optionally one shopper's), oldest first. */
export async function listShopperAlerts(
  db: Db,
  tenant: string,
  filter: { phone?: string } = {},
): Promise<ShopperAlertRecord[]> {
  const rows = await db
    .selectFrom('shopper_alerts')
    .selectAll()
    .where('tenant', '=', tenant)
    .$if(filter.phone !== undefined, (qb) => qb.where('phone', '=', filter.phone!))
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    tenant: r.tenant,
    phone: r.phone,
    kind: r.kind,
    savedSearchId: r.saved_search_id,
    email: r.email,
    subject: r.subject,
    body: r.body,
    status: r.status,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  }))
}

/** How many alerts are in each state (for health checks and tests). */
export async function countAlertsByStatus(
  db: Db,
  filter: { tenant?: string } = {},
): Promise<Record<ShopperAlertStatus, number>> {
  const rows = await db
    .selectFrom('shopper_alerts')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .$if(filter.tenant !== undefined, (qb) => qb.where('tenant', '=', filter.tenant!))
    .groupBy('status')
    .execute()
  const counts: Record<ShopperAlertStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0, cancelled: 0 }
  for (const r of rows) counts[r.status] = Number(r.n)
  return counts
}
