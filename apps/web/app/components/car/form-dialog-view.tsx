import { Dialog } from '@dealer/ui/dialog'
import { useEffect, useRef } from 'react'
import * as interactive from '~/styles/car-interactive.css'

/** The dialog titles of the car page's forms (docs/spec-coverage.md, Car page). */
const TITLES = {
  enquire: 'Enquire Now',
  'test-drive': 'Book a Test Drive',
  finance: 'Finance Enquiry',
  'request-photos': 'Request Photos',
} as const

export type FormKind = keyof typeof TITLES

export interface OpenForm {
  readonly src: string
  readonly kind: FormKind
}

/**
 * The form dialog itself (form-dialog.tsx): its own chunk, loaded when the shopper first nears a
 * call to action that opens it, so a car page that never opens a form never loads it.
 */
export default function FormDialogView({ open, onClose }: { open: OpenForm; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const title = TITLES[open.kind]

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [open])

  const onFrameLoad = (frame: HTMLIFrameElement) => {
    try {
      // Escape closes the dialog wherever focus is in it: keys pressed in the form's page (same
      // origin) never reach the dialog, so the page's own document is heard, each time it loads.
      frame.contentDocument?.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) dialog.current?.close()
      })
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
    <Dialog ref={dialog} size="wide" title={title} titleId="form-dialog-title" onClose={onClose}>
      <iframe
        key={open.src}
        src={open.src}
        title={title}
        className={interactive.formFrame}
        onLoad={(e) => onFrameLoad(e.currentTarget)}
      />
    </Dialog>
  )
}
