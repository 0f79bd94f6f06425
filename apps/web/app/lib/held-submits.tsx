import { useEffect, type ComponentType } from 'react'

/** How long a held submit waits for the part's code before the form posts as it does without JavaScript. */
export const HOLD_LIMIT_MS = 8000

export interface SubmitHold {
  /** Makes the held submit again (if any) and holds no more: the part's own handlers take submits from now on. */
  release(): void
}

/**
 * For a part whose code loads on demand (~/lib/on-demand.tsx) and whose forms do more with
 * JavaScript than their plain post (a fetch in place, a toast, local storage): a submit inside the
 * element `id` that comes before the part's code has hydrated it is held (the capture phase on
 * `window` runs before React's root listener), and made again once `release` is called, so the
 * shopper's press gets what a press after hydration gets. Should the code not come within
 * `limitMs`, the form is submitted then, and posts as it does without JavaScript: nothing is lost.
 * In the browser only; on the server it does nothing.
 */
export function holdSubmits(id: string, limitMs = HOLD_LIMIT_MS): SubmitHold {
  if (typeof window === 'undefined') return { release() {} }
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null
  let open = true
  const release = () => {
    if (!open) return
    open = false
    window.removeEventListener('submit', hold, { capture: true })
    const again = held
    held = null
    if (!again?.form.isConnected) return
    const { form, submitter } = again
    form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined)
  }
  function hold(event: Event) {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !document.getElementById(id)?.contains(form)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    // A second press while the first waits is the same press.
    if (held) return
    held = { form, submitter: (event as SubmitEvent).submitter }
    window.setTimeout(release, limitMs)
  }
  window.addEventListener('submit', hold, { capture: true })
  return { release }
}

/** `Part` releasing `hold` once React has hydrated (or rendered) it: its handlers are attached by then. */
export function releasing<P extends object>(Part: ComponentType<P>, hold: SubmitHold): ComponentType<P> {
  function Released(props: P) {
    useEffect(() => hold.release(), [])
    return <Part {...props} />
  }
  return Released
}
