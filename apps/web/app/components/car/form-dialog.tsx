import { lazy, Suspense, useEffect, useState } from 'react'
import type { FormKind, OpenForm } from './form-dialog-view'

/** The car page's forms that open in the dialog (their titles: form-dialog-view.tsx). */
const KINDS: readonly string[] = ['enquire', 'test-drive', 'finance', 'request-photos'] satisfies FormKind[]

const loadView = () => import('./form-dialog-view')
const FormDialogView = lazy(loadView)
/** What a shopper does to a call to action just before pressing it: its dialog's code starts loading then. */
const NEARING_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const

/**
 * The car page's form dialogs (Enquire Now, Test Drive booking, 'Finance Enquiry' opened by
 * 'Get Finance Now', Request Photos; docs/spec-coverage.md, Car page). A call to action carries `data-dialog`; with JS
 * its link opens here instead of leaving the page. The dialog shows the form's own page (same
 * route, same action, same checks) without header and footer (`?embed=1`), so there is one form
 * to keep right; when the lead is committed and that page reaches /success, or the dealer gates
 * the form and it reaches /sign-in, the whole window goes there. Without JS the links simply
 * open the form pages.
 *
 * The dialog's code (form-dialog-view.tsx) is its own chunk: it starts loading when a pointer,
 * touch or focus reaches such a link, and a click that comes before it has arrived opens the
 * dialog once it has (the click is taken here, not lost).
 */
export function FormDialog() {
  const [open, setOpen] = useState<OpenForm | null>(null)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const link = (event.target as Element | null)?.closest?.('a[data-dialog]')
      if (!(link instanceof HTMLAnchorElement)) return
      const kind = link.dataset.dialog ?? ''
      const url = new URL(link.href, window.location.href)
      if (url.origin !== window.location.origin || !KINDS.includes(kind)) return
      event.preventDefault()
      url.searchParams.set('embed', '1')
      setOpen({ src: `${url.pathname}${url.search}${url.hash}`, kind: kind as FormKind })
    }
    const nearing = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('a[data-dialog]')) void loadView()
    }
    document.addEventListener('click', onClick)
    for (const type of NEARING_EVENTS) document.addEventListener(type, nearing, { capture: true, passive: true })
    return () => {
      document.removeEventListener('click', onClick)
      for (const type of NEARING_EVENTS) document.removeEventListener(type, nearing, { capture: true })
    }
  }, [])

  return open ? (
    <Suspense fallback={null}>
      <FormDialogView open={open} onClose={() => setOpen(null)} />
    </Suspense>
  ) : null
}
