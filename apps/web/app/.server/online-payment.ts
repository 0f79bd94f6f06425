import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { formatAustralianPhone, formatCents, parseDollars } from '@dealer/domain'
import { onlinePaymentSchema, submitLead } from '@dealer/leads'
import { leadContextOf, leadFormBoot } from './lead-action'
import { leadTenant } from './leads'
import { paymentFailed, paymentReference, paymentResponse } from './payment-journey'
import { readPaymentPost } from './payment-post'
import { visibleReceipt } from './payment-receipts'
import { gate } from './shopper'

/*
 * Online payment (/online-payment; docs/spec-coverage.md, Payments and spin to win): the shopper
 * pays an amount against an invoice or reference number through the same payment port,
 * idempotency and lead as the checkout journey. Gated by sign-in where the tenant gates
 * 'online-payment'.
 */

export const ONLINE_PAYMENT_CONFIRMATION_PATH = '/online-payment/confirmation'

/** A reference in the link (from an emailed invoice) fills the form; anything odd is ignored. */
function referenceFromLink(request: Request): string {
  const value = new URL(request.url).searchParams.get('reference') ?? ''
  return /^[A-Za-z0-9][A-Za-z0-9 ./#-]{0,39}$/.test(value) ? value : ''
}

export async function onlinePaymentLoader({ request, context }: LoaderFunctionArgs) {
  const shopper = await gate(request, context, 'online-payment')
  const boot = await leadFormBoot(request, context)
  return {
    dealer: context.tenant.dealer.name,
    dealerPhone: context.tenant.dealer.phone,
    demo: context.services.payments.provider.demo,
    signedInPhone: shopper ? formatAustralianPhone(shopper.phone) : null,
    reference: referenceFromLink(request),
    boot,
  }
}

export async function onlinePaymentAction({ request, context }: ActionFunctionArgs) {
  const { tenant, services } = context
  const shopper = await gate(request, context, 'online-payment')
  const post = await readPaymentPost(request, context, onlinePaymentSchema())
  if (!post.ok) return post.response
  // The schema accepted it, so it reads as dollars within the bounds.
  const amountCents = parseDollars(post.value.amount)!
  const amount = formatCents(amountCents)
  const now = services.now()
  try {
    const outcome = await services.payments.pay(
      {
        tenant: tenant.slug,
        idempotencyKey: post.idempotencyKey,
        phone: shopper?.phone ?? post.value.phone,
        kind: 'payment',
        amountCents,
        description: `Payment of ${amount} for ${post.value.reference}`,
        reference: post.value.reference,
        customer: { name: post.value.name, email: post.value.email },
        now,
      },
      {
        onSucceeded: async (trx, payment) => {
          const { leadId } = await submitLead(
            trx,
            leadTenant(tenant),
            {
              form: 'online-payment',
              values: { ...post.value, amount, payment_reference: paymentReference(payment) },
              context: leadContextOf(request, context, post.formData),
            },
            { idempotencyKey: post.idempotencyKey, now, ipHashKey: services.leadGuard.settings.secret },
          )
          return leadId
        },
      },
    )
    // Only deposits name a car.
    if (outcome.outcome === 'car-unavailable') throw new Error('a payment without a car was refused for its car')
    return paymentResponse(request, context, outcome, post, ONLINE_PAYMENT_CONFIRMATION_PATH)
  } catch (error) {
    return paymentFailed(context, 'online-payment', error, post)
  }
}

export async function onlinePaymentConfirmationLoader({ request, context }: LoaderFunctionArgs) {
  const receipt = await visibleReceipt(request, context, 'payment')
  if (!receipt) throw new Response(null, { status: 404 })
  return { receipt, dealer: context.tenant.dealer.name, dealerPhone: context.tenant.dealer.phone }
}
