import { ownValue } from '@dealer/domain'
import { Dialog } from '@dealer/ui/dialog'
import { useEffect, useRef, useState } from 'react'
import * as interactive from '~/styles/car-interactive.css'

/** The dialog titles of the car page's forms (docs/spec-coverage.md, Car page). */
const TITLES: Record<string, string> = {
  enquire: 'Enquire Now',
  'test-drive': 'Book a Test Drive',
  finance: 'Finance Enquiry',
  'request-photos': 'Request Photos',
}

/**
 * The car page's form dialogs (Enquire Now, Test Drive booking, 'Finance Enquiry' opened by
 * 'Get Finance Now', Request Photos; docs/spec-coverage.md, Car page). A call to action carries `data-dialog`; with JS
 * its link opens here instead of leaving the page. The dialog shows the form's own page (same
 * route, same action, same checks) without header and footer (`?embed=1`), so there is one form
 * to keep right; when the lead is committed and that page reaches /success, or the dealer gates
 * the form and it reaches /sign-in, the whole window goes there. Without JS the links simply
 * open the form pages.
 */
export function FormDialog() {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState<{ src: string; title: string } | null>(null)

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
      if (url.origin !== window.location.origin || !Object.hasOwn(TITLES, kind)) return
      event.preventDefault()
      url.searchParams.set('embed', '1')
      setOpen({ src: `${url.pathname}${url.search}${url.hash}`, title: ownValue(TITLES, kind)! })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [open])

  const onFrameLoad = (frame: HTMLIFrameElement) => {
    try {
      const location = frame.contentWindow?.location
      // The lead is stored: show the thank-you page as a page of its own. A form this dealer
      // gates sent the frame to sign-in: that, too, takes the whole window (and comes back to
      // the form's full page, not to the dialog).
      if (location && (location.pathname === '/success' || location.pathname === '/sign-in'))
        window.location.assign(`${location.pathname}${location.search}`)
    } catch {
      // Another origin (never, for our own routes): leave it in the dialog.
    }
  }

  return (
    <Dialog
      ref={dialog}
      size="wide"
      title={open?.title ?? ''}
      titleId="form-dialog-title"
      onClose={() => setOpen(null)}
    >
      {open ? (
        <iframe
          key={open.src}
          src={open.src}
          title={open.title}
          className={interactive.formFrame}
          onLoad={(e) => onFrameLoad(e.currentTarget)}
        />
      ) : null}
    </Dialog>
  )
}
