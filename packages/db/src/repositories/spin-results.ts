import { sql, type Kysely } from 'kysely'
import type { Schema, SpinResultsTable } from '../schema'

/*
 * Storage of the spin-to-win draw: one result per phone per campaign, and a count of each prize
 * given. The draw itself (weights, stock, one spin) belongs to @dealer/spin-to-win.
 */

type Db = Kysely<Schema>

export type SpinResultRecord = Readonly<SpinResultsTable>

export async function findSpinResult(
  db: Db,
  tenant: string,
  campaign: string,
  phone: string,
): Promise<SpinResultRecord | undefined> {
  return db
    .selectFrom('spin_results')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('campaign', '=', campaign)
    .where('phone', '=', phone)
    .executeTakeFirst()
}

/** How many of each prize a campaign has given, by prize label (prizes never given are absent). */
export async function prizeAwards(db: Db, tenant: string, campaign: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('spin_prize_awards')
    .select(['prize', 'awarded'])
    .where('tenant', '=', tenant)
    .where('campaign', '=', campaign)
    .execute()
  return new Map(rows.map((r) => [r.prize, Number(r.awarded)]))
}

/**
 * Counts one more of `prize` given, only while fewer than `stock` have been (null: no limit);
 * false when the stock ran out meanwhile. On PostgreSQL a concurrent award of the same prize waits
 * for the row and then checks the stock again, so the count never passes the stock.
 */
export async function awardPrize(
  db: Db,
  tenant: string,
  campaign: string,
  prize: string,
  stock: number | null,
): Promise<boolean> {
  await db
    .insertInto('spin_prize_awards')
    .values({ tenant, campaign, prize, awarded: 0 })
    .onConflict((oc) => oc.columns(['tenant', 'campaign', 'prize']).doNothing())
    .execute()
  let q = db
    .updateTable('spin_prize_awards')
    .set({ awarded: sql`awarded + 1` })
    .where('tenant', '=', tenant)
    .where('campaign', '=', campaign)
    .where('prize', '=', prize)
  if (stock !== null) q = q.where('awarded', '<', stock)
  const result = await q.executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Stores a result; false when the phone already has one for the campaign (stores nothing). */
export async function insertSpinResult(db: Db, row: SpinResultsTable): Promise<boolean> {
  const inserted = await db
    .insertInto('spin_results')
    .values(row)
    .onConflict((oc) => oc.columns(['tenant', 'campaign', 'phone']).doNothing())
    .returning('phone')
    .executeTakeFirst()
  return inserted !== undefined
}

/** Notes the lead that told the dealer about a spin. */
export async function setSpinLead(
  db: Db,
  tenant: string,
  campaign: string,
  phone: string,
  leadId: string,
): Promise<void> {
  await db
    .updateTable('spin_results')
    .set({ lead_id: leadId })
    .where('tenant', '=', tenant)
    .where('campaign', '=', campaign)
    .where('phone', '=', phone)
    .execute()
}
