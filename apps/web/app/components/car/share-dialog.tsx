import { Dialog } from '@dealer/ui/dialog'
import { useEffect, useRef, useState } from 'react'
import { COPIED_NOTICE_MS, COPY_TOAST_MS, copyText, copyToastText, type ShareLink } from '~/lib/car-page'
import type { Toast } from '~/lib/toast'
import * as styles from '~/styles/car.css'

/** The sidebar's Share button (share-block.tsx): the page's address to the clipboard, and the page's toast for 3 s. */
export async function copyAndToast(url: string, carName: string, toast: (toast: Toast) => void) {
  await copyText(url)
  toast({
    title: copyToastText(carName),
    description: null,
    variant: 'default',
    action: null,
    durationMs: COPY_TOAST_MS,
  })
}

const opensWindow = (id: ShareLink['id']) => id === 'facebook' || id === 'twitter'

/**
 * The share links (docs/spec-coverage.md, Car page): plain links under 'Share this car' without
 * JavaScript (the server's markup, which the browser keeps until the page hydrates: share-block.tsx),
 * and in the dialog with JavaScript, Facebook and Twitter in a small window, and 'Copy link'
 * ('Copied' for 1.5 s).
 */
export function ShareList({ id, links, url }: { id?: string; links: ShareLink[]; url?: string }) {
  const [copied, setCopied] = useState(false)
  const timer = useRef(0)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return (
    <ul id={id} className={styles.shareLinks}>
      {links.map((l) => (
        <li key={l.id}>
          <a
            href={l.href}
            data-share={l.id}
            target={opensWindow(l.id) ? '_blank' : undefined}
            rel="noopener noreferrer"
            onClick={
              opensWindow(l.id)
                ? (e) => {
                    const w = window.open(l.href, 'share', 'width=550,height=400')
                    if (w) e.preventDefault()
                  }
                : undefined
            }
          >
            {l.label}
          </a>
        </li>
      ))}
      {url === undefined ? null : (
        <li>
          <button
            type="button"
            className={styles.linkButton}
            data-share="copy"
            onClick={async () => {
              await copyText(url)
              setCopied(true)
              window.clearTimeout(timer.current)
              timer.current = window.setTimeout(() => setCopied(false), COPIED_NOTICE_MS)
            }}
          >
            {copied ? 'Copied' : 'Copy link'}
          </button>
        </li>
      )}
    </ul>
  )
}

/**
 * The 'Share this car' dialog (share-block.tsx): its own chunk, loaded when the shopper nears the
 * button that opens it. Opens as a native modal each time `opened` counts up.
 */
export default function ShareDialog({ opened, links, url }: { opened: number; links: ShareLink[]; url: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (opened > 0 && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [opened])
  return (
    <Dialog ref={dialog} title="Share this car" titleId="share-dialog-title">
      <ShareList links={links} url={url} />
    </Dialog>
  )
}
