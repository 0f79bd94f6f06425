import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { AppLoadContext } from '@remix-run/node'
import { HIDDEN_INVALID, SUBMIT_FAILED_MESSAGE, readIdempotencyKey } from '@dealer/leads'
import type { z } from 'zod'
import { checkLeadPost } from './lead-action'
import { REFUSAL_MESSAGES, REFUSAL_STATUS } from './lead-guard'

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
  const refusal = checkLeadPost(request, context, formData)
  if (refusal) {
    guard.refused(refusal)
    return {
      ok: false,
      response: Response.json(submission.reply({ formErrors: [REFUSAL_MESSAGES[refusal]] }), {
        status: REFUSAL_STATUS[refusal],
      }),
    }
  }
  if (submission.status !== 'success')
    return { ok: false, response: Response.json(submission.reply(), { status: 400 }) }
  const idempotencyKey = readIdempotencyKey(formData)
  if (!idempotencyKey) {
    return {
      ok: false,
      response: Response.json(submission.reply({ formErrors: [HIDDEN_INVALID] }), { status: 400 }),
    }
  }
  return {
    ok: true,
    formData,
    value: submission.value as z.output<S>,
    reply: (messages) => submission.reply({ formErrors: messages }),
    idempotencyKey,
  }
}
