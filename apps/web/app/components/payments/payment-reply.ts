import type { SubmissionResult } from '@conform-to/react'
import type { LeadFormBootData } from '~/components/lead-form/lead-form'

/** A payment action's answer: conform's reply and the key the next press of Pay must post. */
export type PaymentReply = SubmissionResult<string[]> & { idempotencyKey?: string }

/** The form's boot data with the key the last answer asked for (kept while a payment may be pending). */
export function bootWithReplyKey(boot: LeadFormBootData, reply: PaymentReply | undefined): LeadFormBootData {
  return reply?.idempotencyKey ? { ...boot, idempotencyKey: reply.idempotencyKey } : boot
}
