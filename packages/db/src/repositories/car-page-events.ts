import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Schema } from '../schema'
import { claimCarEvent, type CarEventVisitor, type ClaimOptions } from './car-event-claims'

/**
 * Counts one view of a car's page and returns the new count. One upsert, so concurrent views
 * from several processes never lose a count (the row lock / SQLite's single writer serialise them).
 */
export async function recordCarView(
  db: Kysely<Schema>,
  tenant: string,
  carId: string,
  now: Date = new Date(),
  who?: CarEventVisitor,
  options?: ClaimOptions,
): Promise<number> {
  if (who) {
    // One view per visitor and car in the window (docs/spec-coverage.md, Hardening): the claim and
    // the count commit together, or neither does.
    return db.transaction().execute(async (trx) => {
      if (!(await claimCarEvent(trx, tenant, carId, 'view', who, now, options))) {
        return carViewCount(trx, tenant, carId)
      }
      return recordCarView(trx, tenant, carId, now)
    })
  }
  const at = now.toISOString()
  const row = await db
    .insertInto('car_views')
    .values({ tenant, car_id: carId, views: 1, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['tenant', 'car_id']).doUpdateSet({ views: sql`car_views.views + 1`, updated_at: at }),
    )
    .returning('views')
    .executeTakeFirstOrThrow()
  return Number(row.views)
}

/** Views counted for a car of `tenant` (0 when none yet). */
export async function carViewCount(db: Kysely<Schema>, tenant: string, carId: string): Promise<number> {
  const row = await db
    .selectFrom('car_views')
    .select('views')
    .where('tenant', '=', tenant)
    .where('car_id', '=', carId)
    .executeTakeFirst()
  return row ? Number(row.views) : 0
}

export interface PhoneReveal {
  car_id: string
  dealership_id: string
  website_id: string
  source: 'button' | 'link'
}

/**
 * Records one phone reveal (car_id, dealership_id, website_id; docs/spec-coverage.md, Car page).
 * With `who`, only the visitor's first reveal of the car in the window is recorded
 * (docs/spec-coverage.md, Hardening); returns whether a row was written.
 */
export async function recordPhoneReveal(
  db: Kysely<Schema>,
  tenant: string,
  reveal: PhoneReveal,
  now: Date = new Date(),
  who?: CarEventVisitor,
  options?: ClaimOptions,
): Promise<boolean> {
  const insert = (executor: Kysely<Schema>) =>
    executor
      .insertInto('phone_reveals')
      .values({ id: randomUUID(), tenant, ...reveal, created_at: now.toISOString() })
      .execute()
  if (!who) {
    await insert(db)
    return true
  }
  return db.transaction().execute(async (trx) => {
    if (!(await claimCarEvent(trx, tenant, reveal.car_id, 'reveal', who, now, options))) return false
    await insert(trx)
    return true
  })
}

/** Phone reveals of a tenant, newest first (optionally for one car). */
export async function listPhoneReveals(
  db: Kysely<Schema>,
  tenant: string,
  options: { carId?: string; limit?: number } = {},
): Promise<(PhoneReveal & { created_at: string })[]> {
  let q = db
    .selectFrom('phone_reveals')
    .select(['car_id', 'dealership_id', 'website_id', 'source', 'created_at'])
    .where('tenant', '=', tenant)
  if (options.carId !== undefined) q = q.where('car_id', '=', options.carId)
  return q
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(options.limit ?? 100)
    .execute()
}
