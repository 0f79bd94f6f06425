import { z } from 'zod'
import {
  CHOICE_INVALID,
  CONTROL_CHARACTERS,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  HIDDEN_INVALID,
  MESSAGE_REQUIRED,
  NAME_REQUIRED,
  PHONE_INVALID,
  PHONE_REQUIRED,
  POSTCODE_MESSAGE,
  REGO_INVALID,
  TERMS_MESSAGE,
  tooLong,
} from './messages'
import { normaliseAustralianPhone } from './phone'

/*
 * Field building blocks shared by every lead form. Each one bounds its size, so no form accepts
 * an unbounded value, and each is a plain zod type that conform's parseWithZod can coerce
 * (empty string → undefined, checkbox "on" → true) and getZodConstraint can turn into native
 * constraints (required, maxLength, pattern) for browsers without JavaScript.
 */

/** Size limits; exported so inputs can carry the same maxLength. */
export const LIMITS = {
  name: 100,
  email: 254, // RFC 5321 path limit
  phone: 20,
  message: 2_000,
  hidden: 200,
  select: 100,
  rego: 12,
  answers: 30,
} as const

// Single-line fields never contain control characters; comments may have tabs and newlines.
// Rejecting them also keeps them out of email headers and XML, where most are not allowed.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex -- as above, less tab, newline and carriage return
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const singleLine = (v: string) => !SINGLE_LINE_CONTROL.test(v)

/** A required single-line text of at most `max` characters, trimmed. */
export function requiredText(label: string, max: number, requiredMessage: string) {
  return z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLong(label, max))
    .refine(singleLine, CONTROL_CHARACTERS)
}

/** An optional single-line text of at most `max` characters, trimmed. */
export function optionalText(label: string, max: number) {
  return z
    .string({ invalid_type_error: CHOICE_INVALID })
    .trim()
    .max(max, tooLong(label, max))
    .refine(singleLine, CONTROL_CHARACTERS)
    .optional()
}

/** A hidden field the page fills in (car id, stock number...): bounded, optional. */
export function hiddenText(max: number = LIMITS.hidden) {
  return z
    .string({ invalid_type_error: HIDDEN_INVALID })
    .trim()
    .max(max, HIDDEN_INVALID)
    .refine(singleLine, HIDDEN_INVALID)
    .optional()
}

/** The shopper's name. */
export const nameField = (label = 'Name', requiredMessage = NAME_REQUIRED) =>
  requiredText(label, LIMITS.name, requiredMessage).refine(hasLetter, requiredMessage)

/**
 * At least one letter of any script: a name, make or model of only emoji, digits or punctuation
 * ("😀😀", "...") names nothing a dealer can call or look up.
 */
export const hasLetter = (v: string) => /\p{L}/u.test(v)

/** At least one letter or digit: models such as Mazda "3", Toyota "86" or Peugeot "308" are all digits. */
export const hasLetterOrDigit = (v: string) => /[\p{L}\p{N}]/u.test(v)

/**
 * An optional single-line text that, when given, must pass `test` (hasLetter by default), with
 * `message` beside it otherwise.
 */
export function optionalLetteredText(label: string, max: number, message: string, test = hasLetter) {
  return z
    .string({ invalid_type_error: CHOICE_INVALID })
    .trim()
    .max(max, tooLong(label, max))
    .refine(singleLine, CONTROL_CHARACTERS)
    .refine((v) => v === '' || test(v), message)
    .optional()
}

/** An email address, trimmed. */
export const emailField = () =>
  z
    .string({ required_error: EMAIL_REQUIRED, invalid_type_error: EMAIL_REQUIRED })
    .trim()
    .min(1, EMAIL_REQUIRED)
    .max(LIMITS.email, tooLong('Email', LIMITS.email))
    .email(EMAIL_INVALID)

/** An Australian phone number; the value becomes its national form (`0412345678`). */
export const phoneField = () =>
  z
    .string({ required_error: PHONE_REQUIRED, invalid_type_error: PHONE_REQUIRED })
    .trim()
    .min(1, PHONE_REQUIRED)
    .max(LIMITS.phone, tooLong('Phone', LIMITS.phone))
    .transform((value, ctx) => {
      const national = normaliseAustralianPhone(value)
      if (national === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: PHONE_INVALID })
        return z.NEVER
      }
      return national
    })

/**
 * Postcode (docs/spec-coverage.md, Lead forms): required, exactly 4 digits, max length 4, one message for every fault.
 * The pattern also lets 5+ characters through so that only the max-length check reports them:
 * otherwise '12345' would show the same message twice. Browsers enforce maxLength 4 anyway.
 */
export const postcodeField = () =>
  z
    .string({ required_error: POSTCODE_MESSAGE, invalid_type_error: POSTCODE_MESSAGE })
    .trim()
    .max(4, POSTCODE_MESSAGE)
    .regex(/^(\d{4}|[^]{5,})$/, POSTCODE_MESSAGE)

/** Comments: required unless a tenant flag relaxes it (docs/spec-coverage.md, Lead forms). */
export function commentsField(required: boolean) {
  const text = z
    .string({ required_error: MESSAGE_REQUIRED, invalid_type_error: MESSAGE_REQUIRED })
    .trim()
    .max(LIMITS.message, tooLong('Comments', LIMITS.message))
    .refine((v) => !MULTI_LINE_CONTROL.test(v), CONTROL_CHARACTERS)
  return required ? text.refine((v) => v.length > 0, MESSAGE_REQUIRED) : text.optional()
}

/**
 * The disclaimer checkbox (docs/spec-coverage.md, Lead forms). Required: only a ticked box ("on",
 * coerced to true) passes. Not required (a form without a custom disclaimer): optional, false when
 * absent.
 */
export function termsField(required: boolean) {
  return required ? z.literal(true, { errorMap: () => ({ message: TERMS_MESSAGE }) }) : z.boolean().default(false)
}

/**
 * The opt-in checkbox. Pre-set to true in the form (see `formDefaults`; docs/spec-coverage.md, Lead forms), but an
 * unticked box sends nothing, so absent means the shopper opted out.
 */
export const optInField = () => z.boolean({ invalid_type_error: CHOICE_INVALID }).default(false)

/**
 * A select over `values`: required with `requiredMessage`, or optional. With no values (the
 * tenant has no list) it accepts any bounded text, so a form never breaks on missing config.
 */
export function selectField(values: readonly string[], requiredMessage: string | undefined) {
  if (values.length === 0) {
    return requiredMessage
      ? requiredText('Selection', LIMITS.select, requiredMessage)
      : optionalText('Selection', LIMITS.select)
  }
  const choice = z.enum(values as [string, ...string[]], {
    errorMap: (_issue, ctx) => ({
      message: ctx.data === undefined ? (requiredMessage ?? CHOICE_INVALID) : CHOICE_INVALID,
    }),
  })
  return requiredMessage ? choice : choice.optional()
}

/** Australian rego: letters and digits, up to 9 once spaces and dashes are removed; uppercased. */
export const regoField = () =>
  z
    .string({ invalid_type_error: REGO_INVALID })
    .trim()
    .max(LIMITS.rego, REGO_INVALID)
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .refine((v) => /^[A-Z0-9]{0,9}$/.test(v), REGO_INVALID)
