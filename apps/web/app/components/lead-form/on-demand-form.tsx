import { useEffect, type ComponentType } from 'react'
import { onDemand } from '~/lib/on-demand'

/**
 * How long a submission held for the form's code waits for it (then the server checks the form): the
 * same as ~/lib/held-submits.tsx's HOLD_LIMIT_MS, written out here because importing that module would
 * put a chunk of its own on every page with a lead form (0.3 KB).
 */
const HOLD_MS = 8000
const TICK_MS = 50

/** The button that sends `form`: the one focused (a click), else its first (as Enter in a field). */
const submitterOf = (form: HTMLFormElement, focused: Element | null) =>
  [...form.elements].find((e): e is HTMLButtonElement => e === focused && (e as HTMLButtonElement).type === 'submit') ??
  [...form.elements].find((e): e is HTMLButtonElement => (e as HTMLButtonElement).type === 'submit')

/**
 * Until the form's code has come, the browser checks the server's constraints (`required` ...) itself
 * and shows only its own bubble on the first field. With JavaScript the site's own messages show
 * instead: the browser's check is cancelled (each field's `invalid` event) and the submission waits
 * for the form's code (which marks its form `data-hydrated`), then goes again through conform, which
 * puts each message beside its field and the list above. Should the code not come, the form is
 * sent as it is and the server answers with the same messages.
 */
export function useHeldSubmit(id: string) {
  useEffect(() => {
    let held = false
    const onInvalid = (event: Event) => {
      const form = (event.target as HTMLInputElement).form
      const part = document.getElementById(id)
      if (!form || !part?.contains(form) || form.hasAttribute('data-hydrated')) return
      event.preventDefault()
      if (held) return
      held = true
      const focused = document.activeElement
      let waited = 0
      const send = () => {
        const ready = document.getElementById(id)?.querySelector<HTMLFormElement>('form[data-hydrated]')
        if (ready || (waited += TICK_MS) > HOLD_MS) {
          held = false
          const target = ready ?? form
          target.noValidate = true
          target.requestSubmit(submitterOf(target, focused))
        } else setTimeout(send, TICK_MS)
      }
      send()
    }
    window.addEventListener('invalid', onInvalid, true)
    return () => window.removeEventListener('invalid', onInvalid, true)
  }, [id])
}

/**
 * A lead form whose code (conform and zod, about 24 KB gzipped) loads when the shopper reaches it,
 * not with the page (~/lib/on-demand.tsx, bench/pages/RESULTS.md session 10). The server renders it
 * whole; until its code arrives its HTML works as it does without JavaScript (the form posts, the
 * server checks it and answers with the errors beside the fields and the values kept), except that
 * a submission the browser's own checks would stop waits for the code (`useHeldSubmit`); then it
 * hydrates and validates as the shopper types. The form's own id is conform's, so the part is held
 * in an element of its own `id` that lays out as nothing.
 *
 * `load` must be a literal `() => import('./x').then((m) => m.X)` so the bundler makes the form its
 * own chunk; the caller's module imports the form's stylesheets statically, so they stay inlined in
 * the document (docs/decisions/020-inline-css.md).
 */
export function leadFormOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  id: string,
): ComponentType<P> {
  const Part = onDemand(load, { id })
  function LeadFormOnDemand(props: P) {
    useHeldSubmit(id)
    return (
      <div id={id} style={{ display: 'contents' }}>
        <Part {...props} />
      </div>
    )
  }
  return LeadFormOnDemand
}
