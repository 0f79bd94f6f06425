import { useActionData } from '@remix-run/react'
import { useState } from 'react'

/** A form's idempotency key and the start token signed for it (docs/decisions/019-form-tokens.md). */
export interface FormKeys {
  idempotencyKey: string
  formStarted: string
}

/** The fresh keys an action's answer carries (an expired form, a declined payment), at its top or in its `reply`. */
export function replyKeys(data: unknown): FormKeys | null {
  for (const candidate of [data, (data as { reply?: unknown } | null)?.reply]) {
    const c = candidate as Partial<FormKeys> | null | undefined
    if (c && typeof c.idempotencyKey === 'string' && typeof c.formStarted === 'string')
      return { idempotencyKey: c.idempotencyKey, formStarted: c.formStarted }
  }
  return null
}

/**
 * The keys a form posts: the newest of the page's (its loader's) and the last answer's. With
 * JS the page's data is not reloaded after a refused POST, and a later answer without keys (a
 * field error) must not bring back keys the server already refused.
 */
export function useFormKeys(boot: FormKeys): FormKeys {
  const fresh = replyKeys(useActionData())
  const [state, setState] = useState(() => ({
    bootToken: boot.formStarted,
    replyToken: fresh?.formStarted ?? null,
    keys: fresh ?? { idempotencyKey: boot.idempotencyKey, formStarted: boot.formStarted },
  }))
  if (boot.formStarted !== state.bootToken) {
    const keys = { idempotencyKey: boot.idempotencyKey, formStarted: boot.formStarted }
    setState({ ...state, bootToken: boot.formStarted, keys })
    return keys
  }
  if (fresh && fresh.formStarted !== state.replyToken) {
    setState({ ...state, replyToken: fresh.formStarted, keys: fresh })
    return fresh
  }
  return state.keys
}
