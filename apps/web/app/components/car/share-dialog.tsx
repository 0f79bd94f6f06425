import { Dialog } from '@dealer/ui/dialog'
import { fieldStyles } from '@dealer/ui/fields'
import { useEffect, useRef, useState } from 'react'
import {
  COPIED_NOTICE_MS,
  COPY_BY_HAND_LABEL,
  COPY_TOAST_MS,
  copyText,
  copyToastText,
  type ShareLink,
} from '~/lib/car-page'
import type { Toast } from '~/lib/toast'
import * as styles from '~/styles/car.css'

/**
 * The sidebar's Share button (share-block.tsx): the page's address to the clipboard, and the page's
 * toast for 3 s. False, with no toast, when nothing was copied (the caller shows the link instead).
 */
export async function copyAndToast(url: string, carName: string, toast: (toast: Toast) => void): Promise<boolean> {
  if (!(await copyText(url))) return false
  toast({
    title: copyToastText(carName),
    description: null,
    variant: 'default',
    action: null,
    durationMs: COPY_TOAST_MS,
  })
  return true
}

/** The link, selected in a read-only field, for the shopper to copy where the browser would not. */
function CopyByHand({ url }: { url: string }) {
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => {
    field.current?.focus()
    field.current?.select()
  }, [])
  return (
    <li className={styles.copyByHand}>
      <label htmlFor="share-copy-by-hand">{COPY_BY_HAND_LABEL}</label>
      <input
        ref={field}
        id="share-copy-by-hand"
        className={fieldStyles.input}
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
      />
    </li>
  )
}

const opensWindow = (id: ShareLink['id']) => id === 'facebook' || id === 'twitter'

/**
 * The share links (docs/spec-coverage.md, Car page): plain links under 'Share this car' without
 * JavaScript (the server's markup, which the browser keeps until the page hydrates: share-block.tsx),
 * and in the dialog with JavaScript, Facebook and Twitter in a small window, and 'Copy link'
 * ('Copied' for 1.5 s).
 */
export function ShareList({
  id,
  links,
  url,
  copyFailed = false,
}: {
  id?: string
  links: ShareLink[]
  url?: string
  /** The Share button could not copy: show the link to copy by hand from the start. */
  copyFailed?: boolean
}) {
  const [copied, setCopied] = useState(false)
  const [byHand, setByHand] = useState(copyFailed)
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
              if (!(await copyText(url))) {
                setByHand(true)
                return
              }
              setCopied(true)
              window.clearTimeout(timer.current)
              timer.current = window.setTimeout(() => setCopied(false), COPIED_NOTICE_MS)
            }}
          >
            {copied ? 'Copied' : 'Copy link'}
          </button>
        </li>
      )}
      {url !== undefined && byHand ? <CopyByHand url={url} /> : null}
    </ul>
  )
}

/**
 * The 'Share this car' dialog (share-block.tsx): its own chunk, loaded when the shopper nears the
 * button that opens it. Opens as a native modal each time `opened` counts up.
 */
export default function ShareDialog({
  opened,
  links,
  url,
  copyFailed,
  title,
}: {
  opened: number
  links: ShareLink[]
  url: string
  copyFailed: boolean
  /** 'Share this car', 'Share this caravan'. */
  title: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (opened > 0 && dialog.current && !dialog.current.open) dialog.current.showModal()
    // Opening the dialog moved focus: back to the link to copy, selected.
    const field = copyFailed ? dialog.current?.querySelector<HTMLInputElement>('#share-copy-by-hand') : null
    field?.focus()
    field?.select()
  }, [opened, copyFailed])
  return (
    <Dialog ref={dialog} title={title} titleId="share-dialog-title">
      {/* Opened afresh (a new press), the list starts again: with the link to copy only if the copy failed. */}
      <ShareList key={opened} links={links} url={url} copyFailed={copyFailed} />
    </Dialog>
  )
}
