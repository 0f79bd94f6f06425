import { randomUUID } from 'node:crypto'

/** The hidden form field that carries a form's idempotency key. */
import { IDEMPOTENCY_FIELD } from '../client'

export { IDEMPOTENCY_FIELD }

// Long enough that a guess cannot collide with another shopper's key, short enough to bound.
const KEY = /^[A-Za-z0-9_-]{16,128}$/

/** A fresh key for a form being rendered; the same key comes back with every retry of its POST. */
export function newIdempotencyKey(): string {
  return randomUUID()
}

/** Whether `value` can be an idempotency key. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && KEY.test(value)
}

/** The key posted with a form, or null when it is missing or malformed. */
export function readIdempotencyKey(form: FormData | URLSearchParams): string | null {
  const value = form.get(IDEMPOTENCY_FIELD)
  return isIdempotencyKey(value) ? value : null
}
