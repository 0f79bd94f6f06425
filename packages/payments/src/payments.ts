import { randomUUID } from 'node:crypto'
import {
  findPayment,
  lockCar,
  bumpStockVersion,
  markCarReserved,
  openPayment,
  releasePaymentLease,
  setPaymentLead,
  settlePayment,
  takePaymentLease,
  type Database,
  type PaymentRecord,
  type Schema,
} from '@dealer/db'
import type { Kysely } from 'kysely'
import { PaymentProviderError, type ChargeResult, type PaymentProvider } from './provider'

/** One payment a shopper asks for. */
export interface PaymentRequest {
  tenant: string
  /** The form's hidden key: every repeat of one form's POST sends the same. */
  idempotencyKey: string
  /** The signed-in (or stated) mobile, national form. */
  phone: string
  kind: 'deposit' | 'payment'
  /** Required for a deposit: the car it reserves. */
  carId?: string | null
  amountCents: number
  description: string
  reference?: string | null
  customer: { name: string | null; email: string | null }
  /** The business clock (APP_NOW in tests and demos), for created_at. */
  now: Date
}

export interface PaymentHooks {
  /**
   * Runs inside the transaction that records the provider's success (and reserves a deposit's
   * car), so what it writes commits with it or not at all; it must not fail on the shopper's
   * input (validate first). A returned id is kept as the payment's lead.
   */
  onSucceeded?: (trx: Kysely<Schema>, payment: PaymentRecord) => Promise<string | null | void>
}

export type PaymentOutcome =
  /** The provider answered; `repeat` when an earlier POST with the key had already got it. */
  | { readonly outcome: 'succeeded' | 'declined'; readonly payment: PaymentRecord; readonly repeat: boolean }
  /**
   * Nothing is confirmed yet: the provider could not be asked or did not answer, or another
   * request is still asking. A retry with the same key finishes it without paying twice.
   */
  | { readonly outcome: 'pending'; readonly payment: PaymentRecord }
  /** A deposit's car is reserved, sold, unknown, or another shopper's deposit on it is under way. */
  | { readonly outcome: 'car-unavailable' }

export interface PaymentsOptions {
  database: Database
  provider: PaymentProvider
  /** How long one request may spend asking the provider before a retry may ask again; 30 s. */
  leaseMs?: number
  /** How long a repeat POST waits for the first one to finish; 15 s. */
  waitMs?: number
  pollMs?: number
  /** Wall clock for leases (never APP_NOW: leases must expire in real time). */
  clock?: () => Date
}

export interface Payments {
  readonly provider: PaymentProvider
  pay(request: PaymentRequest, hooks?: PaymentHooks): Promise<PaymentOutcome>
}

const MAX_CENTS = 100_000_000

/**
 * The payment service. A payment is stored pending before the provider is asked, and its
 * success (with a deposit's car reserved and the hooks' writes) is committed before `pay`
 * resolves, so the shopper never sees a confirmation the database does not hold. A repeat of a
 * form's POST finds the first payment by its key: it waits while the first request is asking,
 * and asks again only once that request's lease has run out (it died or the provider failed),
 * with the same key, which the provider must treat as the same charge.
 */
export function createPayments(options: PaymentsOptions): Payments {
  const { database, provider } = options
  const { db } = database
  const leaseMs = options.leaseMs ?? 30_000
  const waitMs = options.waitMs ?? 15_000
  const pollMs = options.pollMs ?? 100
  const clock = options.clock ?? (() => new Date())
  const later = (ms: number) => new Date(clock().getTime() + ms).toISOString()

  async function charge(request: PaymentRequest, payment: PaymentRecord, lease: string, hooks?: PaymentHooks) {
    let answer: ChargeResult
    try {
      answer = await provider.charge({
        tenant: payment.tenant,
        amountCents: payment.amount_cents,
        currency: 'AUD',
        description: payment.description,
        idempotencyKey: payment.idempotency_key,
        reference: payment.reference,
        customer: { name: payment.customer_name, email: payment.customer_email, phone: payment.phone },
      })
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error
      console.error(`payment ${payment.id} (${payment.tenant}) not confirmed: ${error.message}`)
      await releasePaymentLease(db, payment.tenant, payment.id, lease, clock().toISOString())
      return { outcome: 'pending' as const, payment }
    }
    try {
      await settle(request, payment, answer, hooks)
    } catch (error) {
      // Nothing of the answer was committed; a retry asks the provider again with the same key.
      await releasePaymentLease(db, payment.tenant, payment.id, lease, clock().toISOString()).catch(() => {})
      throw error
    }
    return final((await findPayment(db, payment.tenant, payment.id))!, false)
  }

  function settle(request: PaymentRequest, payment: PaymentRecord, answer: ChargeResult, hooks?: PaymentHooks) {
    return db.transaction().execute(async (trx) => {
      const car = payment.kind === 'deposit' ? payment.car_id : null
      // A reserved car leaves the available stock: every server process refreshes its index and
      // page cache from the dealer's stock version (ADR 024), bumped in the commit that reserves
      // it. First, before the car's lock, in the order an import takes them (no deadlock with one).
      if (car && answer.status === 'succeeded') await bumpStockVersion(trx, payment.tenant, request.now)
      if (car) await lockCar(trx, payment.tenant, car)
      const settled = await settlePayment(trx, payment.tenant, payment.id, {
        status: answer.status,
        providerRef: answer.providerRef,
        declineReason: answer.status === 'declined' ? (answer.declineReason ?? null) : null,
        at: request.now.toISOString(),
      })
      // Another request settled it first and ran the success writes itself.
      if (!settled || answer.status !== 'succeeded') return
      if (car) await markCarReserved(trx, payment.tenant, car)
      const current = await findPayment(trx, payment.tenant, payment.id)
      const leadId = await hooks?.onSucceeded?.(trx, current!)
      if (leadId) await setPaymentLead(trx, payment.tenant, payment.id, leadId)
    })
  }

  function final(payment: PaymentRecord, repeat: boolean): PaymentOutcome {
    if (payment.status === 'pending') return { outcome: 'pending', payment }
    return { outcome: payment.status, payment, repeat }
  }

  return {
    provider,
    async pay(request, hooks) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0 || request.amountCents > MAX_CENTS)
        throw new RangeError(`payment amount must be a whole number of cents from 1 to ${MAX_CENTS}`)
      if (request.kind === 'deposit' && !request.carId) throw new TypeError('a deposit needs the car it reserves')
      const lease = later(leaseMs)
      const opened = await openPayment(db, request.tenant, {
        id: randomUUID(),
        idempotencyKey: request.idempotencyKey,
        phone: request.phone,
        carId: request.carId ?? null,
        kind: request.kind,
        amountCents: request.amountCents,
        currency: 'AUD',
        description: request.description,
        reference: request.reference ?? null,
        customerName: request.customer.name,
        customerEmail: request.customer.email,
        provider: provider.name,
        createdAt: request.now.toISOString(),
        leaseExpiresAt: lease,
      })
      if (opened.outcome === 'car-unavailable') return opened
      if (opened.outcome === 'created') return charge(request, opened.payment, lease, hooks)

      let payment = opened.payment
      // Measured in real time whatever the lease clock says: this is how long the shopper waits.
      const giveUpAt = performance.now() + waitMs
      for (;;) {
        if (payment.status !== 'pending') return final(payment, true)
        const now = clock()
        const expired = !payment.lease_expires_at || payment.lease_expires_at <= now.toISOString()
        if (expired) {
          const retryLease = later(leaseMs)
          if (await takePaymentLease(db, request.tenant, payment.id, now.toISOString(), retryLease))
            return charge(request, payment, retryLease, hooks)
        } else if (performance.now() >= giveUpAt) {
          return { outcome: 'pending', payment }
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs))
        payment = (await findPayment(db, request.tenant, payment.id))!
      }
    },
  }
}
