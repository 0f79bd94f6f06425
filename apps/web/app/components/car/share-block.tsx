import { lazy, Suspense, useEffect, useState } from 'react'
import { useToast } from '~/components/toast'
import type { ShareLink } from '~/lib/car-page'
import { onDemand } from '~/lib/on-demand'
import * as styles from '~/styles/car.css'
import * as interactive from '~/styles/car-interactive.css'

// The dialog is its own chunk, with what the Share button does: loaded when a pointer, touch or
// focus reaches either button, and a press before it has arrived is made once it has.
const loadShareDialog = () => import('./share-dialog')
const ShareDialog = lazy(loadShareDialog)
const preload = () => void loadShareDialog()
// Without JavaScript the links are the server's markup, kept as it is until the page hydrates.
const ShareLinks = onDemand(() => import('./share-dialog').then((m) => m.ShareList), {
  id: 'share-links',
  inert: true,
})

/**
 * Share: plain links under 'Share this car' that work without JS. With JS: the sidebar
 * Share button copies the page URL and toasts for 3 s (the page's one toast; where the browser would not copy, no
 * toast: the dialog opens with the link selected to copy by hand), and 'Share this car' opens the dialog of
 * the same links plus copy link ('Copied' for 1.5 s).
 * Traced in docs/spec-coverage.md, Car page.
 */
export function ShareBlock(props: {
  url: string
  links: ShareLink[]
  carName: string
  /** 'Share this car', 'Share this caravan'. */
  shareTitle: string
}) {
  const { url, links, carName, shareTitle } = props
  const [hydrated, setHydrated] = useState(false)
  const toast = useToast()
  useEffect(() => setHydrated(true), [])
  // How many times the dialog was asked for: each press opens it again.
  const [opened, setOpened] = useState(0)
  // The Share button could not copy: the dialog opens with the link selected, to copy by hand.
  const [copyFailed, setCopyFailed] = useState(false)
  // Without JavaScript the links are plain links under the title; with it they move into the
  // 'Share this car' dialog (docs/spec-coverage.md, Car page), a native modal <dialog>: focus kept
  // inside, Escape closes.
  if (!hydrated) {
    return (
      <div className={styles.share} data-testid="share">
        <p className={styles.shareTitle}>{shareTitle}</p>
        <ShareLinks id="share-links" links={links} />
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
          onPointerEnter={preload}
          onTouchStart={preload}
          onFocus={preload}
          onClick={async () => {
            const copied = await (await loadShareDialog()).copyAndToast(url, carName, toast)
            setCopyFailed(!copied)
            if (!copied) setOpened((n) => n + 1)
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
          onClick={() => {
            setCopyFailed(false)
            setOpened((n) => n + 1)
          }}
        >
          {shareTitle}
        </button>
      </div>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <ShareDialog opened={opened} links={links} url={url} copyFailed={copyFailed} title={shareTitle} />
        </Suspense>
      ) : null}
    </div>
  )
}
