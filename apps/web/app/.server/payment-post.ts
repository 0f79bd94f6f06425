import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { AppLoadContext } from '@remix-run/node'
import { findPaymentByIdempotencyKey } from '@dealer/db'
import { HIDDEN_INVALID, SUBMIT_FAILED_MESSAGE, readIdempotencyKey } from '@dealer/leads'
import type { z } from 'zod'
import {
  checkDealerCap,
  checkLeadPost,
  formKeys,
  keysAfter,
  postedKeys,
  refusalResponse,
  type FormKeys,
} from './lead-action'
import { REFUSAL_MESSAGES, REFUSAL_STATUS, type Refusal } from './lead-guard'

/** A conform reply with only a form-level message. */
export function formOnlyReply(message: string) {
  return { status: 'error' as const, initialValue: null, error: { '': [message] } }
}

export type PaymentPost<S extends z.ZodTypeAny> =
  | {
      readonly ok: true
      readonly formData: FormData
      readonly value: z.output<S>
      /** conform's reply, for answering with a message and the values kept. */
      readonly reply: (messages: string[]) => SubmissionResult<string[]>
      readonly idempotencyKey: string
      /** A key and the start token signed for it, for the next press of Pay. */
      readonly keys: (idempotencyKey: string) => FormKeys
    }
  | { readonly ok: false; readonly response: Response }

/**
 * The checks every payment form's POST passes before any money is asked for, the same as a lead
 * form's (body size, same origin, honeypot, fill time, rate limits), then its zod schema through
 * conform (errors beside the fields, values kept) and the form's idempotency key.
 */
export async function readPaymentPost<S extends z.ZodTypeAny>(
  request: Request,
  context: AppLoadContext,
  schema: S,
): Promise<PaymentPost<S>> {
  const guard = context.services.leadGuard
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > guard.settings.maxBodyBytes) {
    guard.refused('too-large')
    return {
      ok: false,
      response: Response.json(formOnlyReply(REFUSAL_MESSAGES['too-large']), { status: REFUSAL_STATUS['too-large'] }),
    }
  }
  let formData: FormData
  try {
    formData = await request.formData()
  } catch {
    return { ok: false, response: Response.json(formOnlyReply(SUBMIT_FAILED_MESSAGE), { status: 400 }) }
  }
  const submission = parseWithZod(formData, { schema })
  const refused = (refusal: Refusal, extra: object = {}): PaymentPost<S> => {
    guard.refused(refusal.reason)
    const reply = submission.reply({ formErrors: [REFUSAL_MESSAGES[refusal.reason]] })
    return { ok: false, response: refusalResponse(refusal, { ...reply, ...extra }) }
  }
  let refusal = await checkLeadPost(request, context, formData)
  if (refusal?.reason === 'expired') {
    // A late retry of a payment already made goes on: the journey answers it like the first.
    const key = readIdempotencyKey(formData)
    const earlier = key && (await findPaymentByIdempotencyKey(context.services.database.db, context.tenant.slug, key))
    if (earlier) refusal = null
  }
  if (refusal) return refused(refusal, keysAfter(refusal, request, context))
  if (submission.status !== 'success')
    return {
      ok: false,
      response: Response.json({ ...submission.reply(), ...postedKeys(request, context, formData) }, { status: 400 }),
    }
  const idempotencyKey = readIdempotencyKey(formData)
  if (!idempotencyKey) {
    return {
      ok: false,
      response: Response.json(submission.reply({ formErrors: [HIDDEN_INVALID] }), { status: 400 }),
    }
  }
  const overCap = await checkDealerCap(context)
  if (overCap) return refused(overCap)
  return {
    ok: true,
    formData,
    value: submission.value as z.output<S>,
    reply: (messages) => submission.reply({ formErrors: messages }),
    idempotencyKey,
    keys: (key) => formKeys(request, context, key),
  }
}
