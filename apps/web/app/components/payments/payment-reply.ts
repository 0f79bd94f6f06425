import type { SubmissionResult } from '@conform-to/react'
import { replyKeys } from '~/components/lead-form/form-keys'
import type { LeadFormBootData } from '~/components/lead-form/lead-form'

/** A payment action's answer: conform's reply and the key (with its token) the next press of Pay must post. */
export type PaymentReply = SubmissionResult<string[]> & { idempotencyKey?: string; formStarted?: string }

/** The form's boot data with the key the last answer asked for (kept while a payment may be pending). */
export function bootWithReplyKey(boot: LeadFormBootData, reply: PaymentReply | undefined): LeadFormBootData {
  const keys = replyKeys(reply)
  return keys ? { ...boot, ...keys } : boot
}
