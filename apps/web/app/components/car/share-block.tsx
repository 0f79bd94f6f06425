import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useToast } from '~/components/toast'
import { COPIED_NOTICE_MS, COPY_TOAST_MS, copyToastText, type ShareLink } from '~/lib/car-page'
import * as styles from '~/styles/car.css'
import * as interactive from '~/styles/car-interactive.css'

// The dialog is its own chunk: loaded when a pointer, touch or focus reaches its button, and a
// press before it has arrived opens it once it has.
const loadShareDialog = () => import('./share-dialog')
const ShareDialog = lazy(loadShareDialog)
const preload = () => void loadShareDialog()

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/**
 * Share: plain links under 'Share this car' that work without JS. With JS: the sidebar
 * Share button copies the page URL and toasts for 3 s (the page's one toast), and 'Share this car' opens the dialog of
 * the same links plus copy link ('Copied' for 1.5 s).
 * Traced in docs/spec-coverage.md, Car page.
 */
export function ShareBlock({ url, links, carName }: { url: string; links: ShareLink[]; carName: string }) {
  const [hydrated, setHydrated] = useState(false)
  const [copied, setCopied] = useState(false)
  const toast = useToast()
  const timers = useRef<number[]>([])
  useEffect(() => {
    setHydrated(true)
    const t = timers.current
    return () => t.forEach((id) => window.clearTimeout(id))
  }, [])
  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms))
  // How many times the dialog was asked for: each press opens it again.
  const [opened, setOpened] = useState(0)
  const copyButton = (
    <button
      type="button"
      className={styles.linkButton}
      data-share="copy"
      onClick={async () => {
        await copy(url)
        setCopied(true)
        later(() => setCopied(false), COPIED_NOTICE_MS)
      }}
    >
      {copied ? 'Copied' : 'Copy link'}
    </button>
  )
  const list = (
    <ul className={styles.shareLinks}>
      {links.map((l) => (
        <li key={l.id}>
          <a
            href={l.href}
            data-share={l.id}
            target={l.id === 'facebook' || l.id === 'twitter' ? '_blank' : undefined}
            rel="noopener noreferrer"
            onClick={
              l.id === 'facebook' || l.id === 'twitter'
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
      {hydrated ? <li>{copyButton}</li> : null}
    </ul>
  )
  // Without JavaScript the links are plain links under the title; with it they move into the
  // 'Share this car' dialog (docs/spec-coverage.md, Car page), a native modal <dialog>: focus kept
  // inside, Escape closes.
  if (!hydrated) {
    return (
      <div className={styles.share} data-testid="share">
        <p className={styles.shareTitle}>Share this car</p>
        {list}
      </div>
    )
  }
  return (
    <div className={styles.share} data-testid="share">
      <div className={interactive.shareButtons}>
        <button
          type="button"
          className={styles.button}
          data-share="copy"
          onClick={async () => {
            await copy(url)
            toast({
              title: copyToastText(carName),
              description: null,
              variant: 'default',
              action: null,
              durationMs: COPY_TOAST_MS,
            })
          }}
        >
          Share
        </button>
        <button
          type="button"
          className={interactive.secondaryButton}
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onTouchStart={preload}
          onFocus={preload}
          onClick={() => setOpened((n) => n + 1)}
        >
          Share this car
        </button>
      </div>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <ShareDialog opened={opened}>{list}</ShareDialog>
        </Suspense>
      ) : null}
    </div>
  )
}
