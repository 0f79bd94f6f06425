import { Dialog } from '@dealer/ui/dialog'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The 'Share this car' dialog (share-block.tsx): its own chunk, loaded when the shopper nears the
 * button that opens it. Opens as a native modal each time `opened` counts up.
 */
export default function ShareDialog({ opened, children }: { opened: number; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (opened > 0 && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [opened])
  return (
    <Dialog ref={dialog} title="Share this car" titleId="share-dialog-title">
      {children}
    </Dialog>
  )
}
