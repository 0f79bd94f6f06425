import { type AppLoadContext } from '@remix-run/node'
import { findCarById, findPayment, type PaymentRecord } from '@dealer/db'
import { carDisplayName, formatCents, formatDate, localNow, stateTimeZone } from '@dealer/domain'
import { primaryLocation } from '@dealer/tenant'
import { getShopper } from './shopper'
import type { ReceiptData } from '~/components/payments/PaymentConfirmation'
import { signedIdList } from './signed-cookie'

/*
 * Who may see a payment's confirmation: the shopper signed in with the payment's phone, or the
 * browser that made it (a signed cookie listing its recent payment ids, for a journey the dealer
 * does not gate, where nobody need be signed in). Anyone else gets a 404, even with the id.
 */

const ID = /^[0-9a-f-]{36}$/

const receipts = signedIdList('payment_receipts', {
  maxAge: 30 * 24 * 60 * 60,
  keep: 10,
  id: ID,
  secret: (s) => s.receiptSecret,
})

/** The Set-Cookie value that adds `paymentId` to this browser's receipts. */
export function rememberReceipt(request: Request, context: AppLoadContext, paymentId: string): Promise<string> {
  return receipts.add(request, context, paymentId)
}

/** What a confirmation page shows of a payment (the page's ReceiptData), known to have succeeded. */
export interface PaymentReceipt extends ReceiptData {
  status: 'succeeded'
}

/**
 * The tenant's succeeded payment of `kind` named by `?payment=`, if this request may see it;
 * null otherwise (unknown, another dealer's, another shopper's, not succeeded).
 */
export async function visibleReceipt(
  request: Request,
  context: AppLoadContext,
  kind: PaymentRecord['kind'],
): Promise<PaymentReceipt | null> {
  const id = new URL(request.url).searchParams.get('payment') ?? ''
  if (!ID.test(id)) return null
  const { tenant, services } = context
  const { db } = services.database
  const payment = await findPayment(db, tenant.slug, id)
  if (!payment || payment.kind !== kind || payment.status !== 'succeeded') return null
  const shopper = await getShopper(request, context)
  const mine = shopper?.phone === payment.phone || (await receipts.read(request, context)).includes(payment.id)
  if (!mine) return null
  const car = payment.car_id ? await findCarById(db, tenant.slug, payment.car_id) : undefined
  return {
    id: payment.id,
    status: 'succeeded',
    amount: formatCents(payment.amount_cents),
    description: payment.description,
    reference: payment.reference,
    providerRef: payment.provider_ref,
    date: formatDate(localNow(new Date(payment.updated_at), stateTimeZone(primaryLocation(tenant).address.state)).date),
    demo: payment.provider === 'demo',
    car: car ? { name: carDisplayName(car), slug: car.slug } : null,
  }
}
