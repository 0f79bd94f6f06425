import { formatCents, parseDollars } from '@dealer/domain'
import { z } from 'zod'
import { carFields, contactFields } from './common'
import { LIMITS, hiddenText, optInField, optionalText, phoneField, requiredText, termsField } from './fields'
import { HIDDEN_INVALID } from './messages'

/*
 * The lead forms of the payment journeys (ADR 015). Each payment also becomes a lead, so the
 * dealer's CRM hears of it through the outbox like any enquiry. The payment's own details
 * (`payment_reference`, `amount`, `prize`) are set by the server, never taken from the body.
 */

/** Online payments from $1 to $50,000: a service invoice or a balance, not a whole car. */
export const ONLINE_PAYMENT_MIN_CENTS = 100
export const ONLINE_PAYMENT_MAX_CENTS = 5_000_000

export const PAYMENT_MESSAGES = {
  amountRequired: 'Please enter the amount to pay.',
  amountInvalid: 'Please enter an amount in dollars, e.g. 250 or 250.50.',
  amountRange: `Please enter an amount from ${formatCents(ONLINE_PAYMENT_MIN_CENTS)} to ${formatCents(ONLINE_PAYMENT_MAX_CENTS)}.`,
  referenceRequired: 'Please enter your invoice or reference number.',
  referenceInvalid: 'Please use letters, numbers, spaces and - / . # only.',
} as const

export const PAYMENT_LABELS = {
  amount: 'Amount (AUD)',
  reference: 'Invoice or reference number',
} as const

/** These forms have no tenant switches; the parameter keeps the registry's builders alike. */
export type NoFormOptions = Record<string, never>

/** Checkout journey (/checkout-journey?car_id=): the deposit on one car, paid online. */
export function checkoutSchema(_options: NoFormOptions = {}) {
  return z.object({
    ...contactFields(),
    ...carFields(),
    car_id: z
      .string({ required_error: HIDDEN_INVALID })
      .trim()
      .min(1, HIDDEN_INVALID)
      .max(LIMITS.hidden, HIDDEN_INVALID),
    deposit: hiddenText(40),
    payment_reference: hiddenText(),
    terms_conditions: termsField(true),
  })
}

/** The amount as typed: text, so "250.50" is kept as the shopper wrote it; cents via parseDollars. */
const amountField = () =>
  z
    .string({ required_error: PAYMENT_MESSAGES.amountRequired, invalid_type_error: PAYMENT_MESSAGES.amountRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.amountRequired)
    .max(20, PAYMENT_MESSAGES.amountInvalid)
    .superRefine((value, ctx) => {
      const cents = parseDollars(value)
      if (cents === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: PAYMENT_MESSAGES.amountInvalid })
      else if (cents < ONLINE_PAYMENT_MIN_CENTS || cents > ONLINE_PAYMENT_MAX_CENTS)
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: PAYMENT_MESSAGES.amountRange })
    })

/** Online payment (/online-payment): an amount against the shopper's invoice or reference. */
export function onlinePaymentSchema(_options: NoFormOptions = {}) {
  return z.object({
    amount: amountField(),
    reference: requiredText(PAYMENT_LABELS.reference, 40, PAYMENT_MESSAGES.referenceRequired).refine(
      (v) => /^[A-Za-z0-9][A-Za-z0-9 ./#-]*$/.test(v),
      PAYMENT_MESSAGES.referenceInvalid,
    ),
    ...contactFields(),
    payment_reference: hiddenText(),
    terms_conditions: termsField(true),
  })
}

/** Spin to win (/spin-to-win): the shopper's phone and what the wheel gave. */
export function spinToWinLeadSchema(_options: NoFormOptions = {}) {
  return z.object({
    phone: phoneField(),
    name: optionalText('Name', LIMITS.name),
    campaign: hiddenText(),
    prize: hiddenText(),
    opt_in: optInField(),
  })
}
