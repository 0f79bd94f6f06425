import { Dialog } from '@dealer/ui/dialog'
import { useEffect, useRef } from 'react'
import * as interactive from '~/styles/car-interactive.css'

export interface OpenForm {
  readonly src: string
  readonly title: string
}

/**
 * The form dialog itself (form-dialog.tsx): its own chunk, loaded when the shopper first nears a
 * call to action that opens it, so a car page that never opens a form never loads it.
 */
export default function FormDialogView({ open, onClose }: { open: OpenForm; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
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
    <Dialog ref={dialog} size="wide" title={open.title} titleId="form-dialog-title" onClose={onClose}>
      <iframe
        key={open.src}
        src={open.src}
        title={open.title}
        className={interactive.formFrame}
        onLoad={(e) => onFrameLoad(e.currentTarget)}
      />
    </Dialog>
  )
}
