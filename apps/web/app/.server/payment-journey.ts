import { redirect, type AppLoadContext } from '@remix-run/node'
import { SUBMIT_FAILED_MESSAGE, newIdempotencyKey } from '@dealer/leads'
import type { PaymentOutcome, PaymentRecord } from '@dealer/payments'
import type { FormKeys } from './lead-action'
import { rememberReceipt } from './payment-receipts'

/** What a response needs of the POST it answers. */
interface PaymentPostReply {
  reply: (messages: string[]) => object
  idempotencyKey: string
  keys: (idempotencyKey: string) => FormKeys
}

/*
 * What the checkout journey and the online payment do alike once the payment service has
 * answered: a success redirects to the confirmation (POST → redirect → GET) only after it is
 * committed, with this browser's receipt; anything else answers the form with a message, the
 * values kept, and the idempotency key the next press of Pay must send.
 */

export const PAYMENT_MESSAGES = {
  declined: (reason: string | null) =>
    `Your payment was declined${reason ? ` (${reason})` : ''}. No money was taken; you can try again.`,
  pending:
    'We could not confirm your payment just now. Please press Pay again in a moment: the same payment is retried, so you will not be charged twice.',
} as const

/** The line the dealer's lead carries: our id, and the provider's reference for reconciliation. */
export function paymentReference(payment: PaymentRecord): string {
  return `${payment.id} (${payment.provider}${payment.provider_ref ? ` ${payment.provider_ref}` : ''})`
}

/**
 * A form reply with the key the form must post next and its start token: the same key while the
 * payment may still go through (so a retry cannot pay twice), a fresh one once it was declined
 * (that key is spent). The token is signed for the key (docs/decisions/019-form-tokens.md).
 */
export function withKey<R extends object>(reply: R, keys: FormKeys) {
  return { ...reply, ...keys }
}

/** The response to a payment POST whose service call resolved. */
export async function paymentResponse(
  request: Request,
  context: AppLoadContext,
  outcome: Exclude<PaymentOutcome, { outcome: 'car-unavailable' }>,
  post: PaymentPostReply,
  confirmationPath: string,
): Promise<Response> {
  if (outcome.outcome === 'succeeded') {
    // The lead went out with the payment's commit; deliver it now rather than at the next poll.
    context.services.leadDelivery?.wake()
    return redirect(`${confirmationPath}?payment=${encodeURIComponent(outcome.payment.id)}`, {
      status: 303,
      headers: { 'Set-Cookie': await rememberReceipt(request, context, outcome.payment.id) },
    })
  }
  if (outcome.outcome === 'declined') {
    return Response.json(
      withKey(post.reply([PAYMENT_MESSAGES.declined(outcome.payment.decline_reason)]), post.keys(newIdempotencyKey())),
      { status: 402 },
    )
  }
  return Response.json(withKey(post.reply([PAYMENT_MESSAGES.pending]), post.keys(post.idempotencyKey)), { status: 503 })
}

/** The database failed mid-way: nothing is confirmed; the same key finishes it on a retry. */
export function paymentFailed(
  context: AppLoadContext,
  journey: string,
  error: unknown,
  post: PaymentPostReply,
): Response {
  console.error(
    `payment (${journey}) for ${context.tenant.slug} not completed:`,
    error instanceof Error ? error.message : error,
  )
  return Response.json(withKey(post.reply([SUBMIT_FAILED_MESSAGE]), post.keys(post.idempotencyKey)), { status: 503 })
}
