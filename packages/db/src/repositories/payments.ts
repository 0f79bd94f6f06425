import type { Kysely } from 'kysely'
import { inTransaction } from '../internal/transaction'
import { isUniqueViolation } from '../internal/unique-violation'
import type { PaymentKind, PaymentsTable, PaymentStatus, Schema } from '../schema'

/*
 * Storage of payments. The rules (who is asked, when a retry may ask again, what success does)
 * belong to @dealer/payments; these functions only store and fetch, always within one tenant.
 * Lease times are wall-clock ISO text, compared as text like every timestamp here.
 */

type Db = Kysely<Schema>

export type PaymentRecord = Readonly<PaymentsTable>

export interface NewPayment {
  id: string
  idempotencyKey: string
  phone: string
  carId: string | null
  kind: PaymentKind
  amountCents: number
  currency: string
  description: string
  reference: string | null
  customerName: string | null
  customerEmail: string | null
  provider: string
  createdAt: string
  /** The new row is leased to its creator until then. */
  leaseExpiresAt: string
}

export type OpenPaymentResult =
  /** A new pending row, leased to the caller. */
  | { readonly outcome: 'created'; readonly payment: PaymentRecord }
  /** The idempotency key was used before: that payment, in whatever state it is. */
  | { readonly outcome: 'existing'; readonly payment: PaymentRecord }
  /** A deposit's car is missing, not in stock, reserved, or has another deposit under way. */
  | { readonly outcome: 'car-unavailable' }

/**
 * Stores a pending payment, or finds the one stored under the same key. For a deposit the car
 * row is claimed first with a no-op UPDATE that only matches an unreserved car in stock: on
 * PostgreSQL that takes the row lock, so concurrent deposits on one car queue here and each sees
 * the others' committed rows; SQLite serialises writers anyway (BEGIN IMMEDIATE).
 */
export async function openPayment(db: Db, tenant: string, p: NewPayment): Promise<OpenPaymentResult> {
  try {
    return await inTransaction(db, async (trx) => {
      const existing = await findPaymentByIdempotencyKey(trx, tenant, p.idempotencyKey)
      if (existing) return { outcome: 'existing', payment: existing }
      if (p.kind === 'deposit') {
        if (!p.carId) return { outcome: 'car-unavailable' }
        const claimed = await trx
          .updateTable('cars')
          .set((eb) => ({ reserved: eb.ref('reserved') }))
          .where('tenant', '=', tenant)
          .where('id', '=', p.carId)
          .where('reserved', '=', 0)
          .where('status', '=', 'in_stock')
          .executeTakeFirst()
        // A repeat of the same POST may have committed while this one waited for the car (or
        // reserved it already): that is the first payment, not another shopper's.
        const repeat = await findPaymentByIdempotencyKey(trx, tenant, p.idempotencyKey)
        if (repeat) return { outcome: 'existing', payment: repeat }
        if (Number(claimed.numUpdatedRows) !== 1) return { outcome: 'car-unavailable' }
        const other = await trx
          .selectFrom('payments')
          .select('id')
          .where('tenant', '=', tenant)
          .where('car_id', '=', p.carId)
          .where('kind', '=', 'deposit')
          .where('status', '=', 'pending')
          .where('idempotency_key', '!=', p.idempotencyKey)
          .executeTakeFirst()
        if (other) return { outcome: 'car-unavailable' }
      }
      const inserted = await trx
        .insertInto('payments')
        .values({
          tenant,
          id: p.id,
          idempotency_key: p.idempotencyKey,
          phone: p.phone,
          car_id: p.carId,
          kind: p.kind,
          amount_cents: p.amountCents,
          currency: p.currency,
          description: p.description,
          reference: p.reference,
          customer_name: p.customerName,
          customer_email: p.customerEmail,
          status: 'pending',
          provider: p.provider,
          provider_ref: null,
          decline_reason: null,
          lease_expires_at: p.leaseExpiresAt,
          lead_id: null,
          created_at: p.createdAt,
          updated_at: p.createdAt,
        })
        .onConflict((oc) => oc.columns(['tenant', 'idempotency_key']).doNothing())
        .returningAll()
        .executeTakeFirst()
      if (inserted) return { outcome: 'created', payment: inserted }
      const raced = await findPaymentByIdempotencyKey(trx, tenant, p.idempotencyKey)
      // Rows are never deleted, so a conflict without a visible row means the engine misbehaved.
      if (!raced) throw new Error('openPayment: idempotency key conflicted but no payment holds it')
      return { outcome: 'existing', payment: raced }
    })
  } catch (error) {
    // The one-pending-deposit-per-car index: another shopper's deposit got there first.
    if (p.kind === 'deposit' && isUniqueViolation(error, 'payments_one_pending_deposit_per_car_uq'))
      return { outcome: 'car-unavailable' }
    throw error
  }
}

/**
 * Leases a pending payment whose lease has run out (its request died or gave up) to the caller
 * until `until`; true only for the one caller that got it.
 */
export async function takePaymentLease(
  db: Db,
  tenant: string,
  id: string,
  now: string,
  until: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ lease_expires_at: until, updated_at: now })
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Gives a lease back early (the provider failed), so the shopper's retry need not wait for it. */
export async function releasePaymentLease(
  db: Db,
  tenant: string,
  id: string,
  heldUntil: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ lease_expires_at: now, updated_at: now })
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('lease_expires_at', '=', heldUntil)
    .execute()
}

/**
 * Records the provider's answer on a pending payment; false when it was no longer pending (a
 * concurrent request settled it first), so the caller's follow-up writes can be skipped.
 */
export async function settlePayment(
  db: Db,
  tenant: string,
  id: string,
  answer: {
    status: Exclude<PaymentStatus, 'pending'>
    providerRef: string | null
    declineReason: string | null
    at: string
  },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      status: answer.status,
      provider_ref: answer.providerRef,
      decline_reason: answer.declineReason,
      lease_expires_at: null,
      updated_at: answer.at,
    })
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Notes the lead that told the dealer about a payment. */
export async function setPaymentLead(db: Db, tenant: string, id: string, leadId: string): Promise<void> {
  await db.updateTable('payments').set({ lead_id: leadId }).where('tenant', '=', tenant).where('id', '=', id).execute()
}

/**
 * Takes the car row's lock for the rest of the transaction (a no-op UPDATE; SQLite has one writer
 * anyway). Whoever writes both a deposit's payment row and its car row locks the car first, as
 * openPayment does, so two such transactions never wait on each other in opposite orders.
 */
export async function lockCar(db: Db, tenant: string, carId: string): Promise<void> {
  await db
    .updateTable('cars')
    .set((eb) => ({ reserved: eb.ref('reserved') }))
    .where('tenant', '=', tenant)
    .where('id', '=', carId)
    .execute()
}

/** Marks a tenant's car reserved (a deposit was paid on it). */
export async function markCarReserved(db: Db, tenant: string, carId: string): Promise<void> {
  await db.updateTable('cars').set({ reserved: 1 }).where('tenant', '=', tenant).where('id', '=', carId).execute()
}

export async function findPayment(db: Db, tenant: string, id: string): Promise<PaymentRecord | undefined> {
  return db.selectFrom('payments').selectAll().where('tenant', '=', tenant).where('id', '=', id).executeTakeFirst()
}

export async function findPaymentByIdempotencyKey(
  db: Db,
  tenant: string,
  idempotencyKey: string,
): Promise<PaymentRecord | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst()
}

/** A tenant's payments, newest first (for reports and tests). */
export async function listPayments(
  db: Db,
  tenant: string,
  filter: { phone?: string; carId?: string } = {},
): Promise<PaymentRecord[]> {
  let q = db.selectFrom('payments').selectAll().where('tenant', '=', tenant)
  if (filter.phone) q = q.where('phone', '=', filter.phone)
  if (filter.carId) q = q.where('car_id', '=', filter.carId)
  return q.orderBy('created_at', 'desc').orderBy('id').execute()
}
