import type { Kysely } from 'kysely'
import { inTransaction } from '../internal/transaction'
import type { Schema } from '../schema'

/** A lead to store. `payload` is any JSON-serialisable object; @dealer/leads owns its shape. */
export interface NewLead {
  id: string
  idempotencyKey: string
  formType: string
  carId: string | null
  payload: unknown
  ipHash: string | null
  /** UTC ISO-8601; also the first delivery attempt's due time. */
  createdAt: string
  /** The shopper's phone in national form, so their garage can list the lead; omitted: none. */
  phone?: string | null
  /**
   * The same enquiry sent again is one lead: while another lead of the tenant holds this
   * fingerprint, claimed at or after `since`, this one is not stored and that one is returned.
   * `at` and `since` are wall-clock ISO-8601. Omitted: no dedupe (payments, accepted offers).
   */
  fingerprint?: { value: string; at: string; since: string }
}

/** A stored lead, payload parsed back from JSON. */
export interface LeadRecord {
  tenant: string
  id: string
  idempotencyKey: string
  formType: string
  carId: string | null
  payload: unknown
  ipHash: string | null
  createdAt: string
}

/** What storing a lead did: the id to acknowledge, and whether the key had been used before. */
export interface StoredLeadResult {
  leadId: string
  duplicate: boolean
}

/**
 * Stores `lead` and one pending delivery per channel in one transaction (the outbox), or, when
 * the tenant already has a lead with the same idempotency key, or a lead holding the same
 * fingerprint inside the window, stores nothing and returns that lead's id. Concurrent calls
 * are settled by the unique key and the fingerprint's primary key: on PostgreSQL the second
 * INSERT waits for the first transaction and then does nothing; SQLite serialises writers
 * (BEGIN IMMEDIATE). Resolves only after the commit.
 */
export async function insertLeadWithDeliveries(
  db: Kysely<Schema>,
  tenant: string,
  lead: NewLead,
  channels: readonly string[],
): Promise<StoredLeadResult> {
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('leads')
      .values({
        tenant,
        id: lead.id,
        idempotency_key: lead.idempotencyKey,
        form_type: lead.formType,
        car_id: lead.carId,
        payload: JSON.stringify(lead.payload),
        ip_hash: lead.ipHash,
        created_at: lead.createdAt,
        phone: lead.phone ?? null,
      })
      .onConflict((oc) => oc.columns(['tenant', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) {
      const existing = await trx
        .selectFrom('leads')
        .select('id')
        .where('tenant', '=', tenant)
        .where('idempotency_key', '=', lead.idempotencyKey)
        .executeTakeFirst()
      // Rows are never deleted, so a conflict without a visible row means the engine misbehaved.
      if (!existing) throw new Error('insertLeadWithDeliveries: idempotency key conflicted but no lead holds it')
      return { leadId: existing.id, duplicate: true }
    }
    if (lead.fingerprint) {
      const holder = await claimFingerprint(trx, tenant, lead.id, lead.fingerprint)
      if (holder !== lead.id) {
        // Never committed: the row written above goes with the rest of this transaction's work.
        await trx.deleteFrom('leads').where('tenant', '=', tenant).where('id', '=', lead.id).execute()
        return { leadId: holder, duplicate: true }
      }
    }
    const unique = [...new Set(channels)]
    if (unique.length > 0) {
      await trx
        .insertInto('lead_deliveries')
        .values(
          unique.map((channel) => ({
            id: deliveryId(lead.id, channel),
            tenant,
            lead_id: lead.id,
            channel,
            status: 'pending' as const,
            attempts: 0,
            next_attempt_at: lead.createdAt,
            lease_owner: null,
            lease_expires_at: null,
            last_error: null,
            created_at: lead.createdAt,
            updated_at: lead.createdAt,
            sent_at: null,
          })),
        )
        .execute()
    }
    return { leadId: lead.id, duplicate: false }
  })
}

/**
 * Claims `fingerprint` for `leadId`: a new fingerprint, or one whose claim is older than
 * `since`, is taken; otherwise the lead holding it is returned. One statement (an upsert whose
 * update only happens on a stale claim), so two transactions cannot both take it.
 */
async function claimFingerprint(
  trx: Kysely<Schema>,
  tenant: string,
  leadId: string,
  fingerprint: NonNullable<NewLead['fingerprint']>,
): Promise<string> {
  const claimed = await trx
    .insertInto('lead_fingerprints')
    .values({ tenant, fingerprint: fingerprint.value, lead_id: leadId, claimed_at: fingerprint.at })
    .onConflict((oc) =>
      oc
        .columns(['tenant', 'fingerprint'])
        .doUpdateSet({ lead_id: leadId, claimed_at: fingerprint.at })
        .where('lead_fingerprints.claimed_at', '<', fingerprint.since),
    )
    .returning('lead_id')
    .executeTakeFirst()
  if (claimed) return claimed.lead_id
  const holder = await trx
    .selectFrom('lead_fingerprints')
    .select('lead_id')
    .where('tenant', '=', tenant)
    .where('fingerprint', '=', fingerprint.value)
    .executeTakeFirstOrThrow()
  return holder.lead_id
}

/** The outbox row id of a lead's delivery on one channel: stable, so logs and retries agree. */
export function deliveryId(leadId: string, channel: string): string {
  return `${leadId}/${channel}`
}

/** One lead of `tenant` by id. */
export async function findLead(db: Kysely<Schema>, tenant: string, id: string): Promise<LeadRecord | undefined> {
  const row = await db
    .selectFrom('leads')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toRecord(row)
}

/** The lead of `tenant` stored under `idempotencyKey`, if any. */
export async function findLeadByIdempotencyKey(
  db: Kysely<Schema>,
  tenant: string,
  idempotencyKey: string,
): Promise<LeadRecord | undefined> {
  const row = await db
    .selectFrom('leads')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst()
  return row && toRecord(row)
}

/** Leads of `tenant`, newest first. */
export async function listLeads(
  db: Kysely<Schema>,
  tenant: string,
  options: { limit?: number; offset?: number } = {},
): Promise<LeadRecord[]> {
  const rows = await db
    .selectFrom('leads')
    .selectAll()
    .where('tenant', '=', tenant)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(options.limit ?? 100)
    .offset(options.offset ?? 0)
    .execute()
  return rows.map(toRecord)
}

/**
 * Leads of `tenant` sent with `phone` (national form), newest first: a signed-in shopper's
 * enquiries on one dealer's site. Another dealer's leads from the same phone are never listed.
 */
export async function listLeadsByPhone(
  db: Kysely<Schema>,
  tenant: string,
  phone: string,
  options: { limit?: number } = {},
): Promise<LeadRecord[]> {
  const rows = await db
    .selectFrom('leads')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(options.limit ?? 100)
    .execute()
  return rows.map(toRecord)
}

/** How many leads `tenant` has. */
export async function countLeads(db: Kysely<Schema>, tenant: string): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenant', '=', tenant)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

function toRecord(row: Schema['leads']): LeadRecord {
  return {
    tenant: row.tenant,
    id: row.id,
    idempotencyKey: row.idempotency_key,
    formType: row.form_type,
    carId: row.car_id,
    payload: JSON.parse(row.payload) as unknown,
    ipHash: row.ip_hash,
    createdAt: row.created_at,
  }
}
