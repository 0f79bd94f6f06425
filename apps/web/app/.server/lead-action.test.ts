import type { AppLoadContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from '@dealer/leads'
import { formKeys, postedKeys } from './lead-action'
import { FORM_STARTED_FIELD, FORM_TOKEN_LIFETIME_MS, formStartToken } from './lead-guard'

const secret = 'test-secret-of-enough-length-0123456789'
// Only what formKeys and postedKeys read of the request's context.
const context = {
  tenant: { slug: 'harbour' },
  services: { leadGuard: { settings: { secret, minFillMs: 2_000, maxAgeMs: FORM_TOKEN_LIFETIME_MS } } },
} as unknown as AppLoadContext
const request = (path: string) => new Request(`http://harbour.localhost${path}`, { method: 'POST' })
const posted = (key: string, token: string) => {
  const form = new FormData()
  form.set(IDEMPOTENCY_FIELD, key)
  form.set(FORM_STARTED_FIELD, token)
  return form
}

describe('postedKeys: the keys a refused or stepped POST shows its form again with', () => {
  it('are the posted key and token when the token is ours for this form and key, however young', () => {
    const keys = formKeys(request('/trade-in'), context)
    expect(postedKeys(request('/trade-in?index'), context, posted(keys.idempotencyKey, keys.formStarted))).toEqual(keys)
  })

  it('are none for a token of another form or key, an expired one, or garbage', () => {
    const keys = formKeys(request('/trade-in'), context)
    const at = (path: string, key: string, token: string) => postedKeys(request(path), context, posted(key, token))
    expect(at('/contact', keys.idempotencyKey, keys.formStarted)).toBeNull()
    expect(at('/trade-in', newIdempotencyKey(), keys.formStarted)).toBeNull()
    const binding = { tenant: 'harbour', path: '/trade-in', idempotencyKey: keys.idempotencyKey }
    const old = formStartToken(new Date(Date.now() - FORM_TOKEN_LIFETIME_MS - 60_000), secret, binding)
    expect(at('/trade-in', keys.idempotencyKey, old)).toBeNull()
    expect(at('/trade-in', keys.idempotencyKey, 'x'.repeat(5000))).toBeNull()
    expect(at('/trade-in', 'not a key', keys.formStarted)).toBeNull()
    expect(postedKeys(request('/trade-in'), context, new FormData())).toBeNull()
  })
})
