import { parseWithZod } from '@conform-to/zod'
import type { z } from 'zod'

/** Builds FormData the way a browser posts a form: repeated names for multiple values. */
export function formData(entries: Record<string, string | readonly string[]>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(entries)) {
    for (const v of typeof value === 'string' ? [value] : value) data.append(key, v)
  }
  return data
}

/** Parses like a Remix action does with conform; returns the submission. */
export function submit(schema: z.ZodTypeAny, entries: Record<string, string | readonly string[]>) {
  return parseWithZod(formData(entries), { schema })
}

/** The field errors of a submission, or {} when it succeeded. */
export function errorsOf(
  schema: z.ZodTypeAny,
  entries: Record<string, string | readonly string[]>,
): Record<string, string[] | null> {
  const s = submit(schema, entries)
  return s.status === 'success' ? {} : (s.error ?? {})
}

/** A valid enquiry, as a browser would post it. */
export const VALID_CONTACT = {
  name: 'Ann Citizen',
  email: 'ann@example.com',
  phone: '0412 345 678',
  message: 'Is it still available?',
  terms_conditions: 'on',
} as const
