import type { Kysely } from 'kysely'

/*
 * The shopper's phone on each lead, as its own indexed column, so a signed-in shopper's garage
 * finds their enquiries with one index lookup instead of parsing every lead's JSON. Frozen once
 * it has run anywhere; later changes go in new files.
 *
 * New leads get the column from @dealer/leads when they are stored. Leads stored before this
 * migration get it from their payload, where every lead form has kept the phone in national form
 * (`fields.phone`, e.g. 0412345678) since the leads table exists.
 */

/** The leads table as this migration knows it (frozen: later columns are not its business). */
type AnyDb = Kysely<{ leads: { tenant: string; id: string; payload: string; phone: string | null } }>

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('leads').addColumn('phone', 'text').execute()
  await db.schema.createIndex('leads_tenant_phone_idx').on('leads').columns(['tenant', 'phone', 'created_at']).execute()
  await backfillLeadPhones(db)
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('leads_tenant_phone_idx').execute()
  await db.schema.alterTable('leads').dropColumn('phone').execute()
}

const BATCH = 500

/**
 * Copies `fields.phone` of each lead without a phone into the column, a batch at a time in key
 * order (portable: no JSON functions, which differ between SQLite and PostgreSQL). A payload
 * without a usable phone leaves the column empty.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- called by the migration and by a test with the app's full schema
export async function backfillLeadPhones(db: Kysely<any>): Promise<number> {
  let updated = 0
  let after: { tenant: string; id: string } | null = null
  for (;;) {
    let q = db
      .selectFrom('leads')
      .select(['tenant', 'id', 'payload'])
      .where('phone', 'is', null)
      .orderBy('tenant')
      .orderBy('id')
      .limit(BATCH)
    if (after) {
      const { tenant, id } = after
      q = q.where((eb) => eb.or([eb('tenant', '>', tenant), eb.and([eb('tenant', '=', tenant), eb('id', '>', id)])]))
    }
    const rows: { tenant: string; id: string; payload: string }[] = await q.execute()
    for (const row of rows) {
      const phone = phoneOfPayload(row.payload)
      if (phone === null) continue
      await db.updateTable('leads').set({ phone }).where('tenant', '=', row.tenant).where('id', '=', row.id).execute()
      updated++
    }
    if (rows.length < BATCH) return updated
    const last = rows[rows.length - 1]!
    after = { tenant: last.tenant, id: last.id }
  }
}

function phoneOfPayload(payload: string): string | null {
  try {
    const phone = (JSON.parse(payload) as { fields?: { phone?: unknown } } | null)?.fields?.phone
    return typeof phone === 'string' && /^\d{6,10}$/.test(phone) ? phone : null
  } catch {
    return null
  }
}
