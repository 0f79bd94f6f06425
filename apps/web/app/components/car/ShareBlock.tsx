import { useEffect, useRef, useState } from 'react'
import { COPIED_NOTICE_MS, COPY_TOAST_MS, copyToastText, type ShareLink } from '~/lib/car-page'
import * as styles from '~/styles/car.css'

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/**
 * Spec §2 Share: plain links that work without JS; with JS a copy-link button ('Copied' for
 * 1.5 s) and the sidebar Share button that copies and toasts for 3 s.
 */
export function ShareBlock({ url, links, carName }: { url: string; links: ShareLink[]; carName: string }) {
  const [hydrated, setHydrated] = useState(false)
  const [copied, setCopied] = useState(false)
  const [toast, setToast] = useState<string | null>(null)
  const timers = useRef<number[]>([])
  useEffect(() => {
    setHydrated(true)
    const t = timers.current
    return () => t.forEach((id) => window.clearTimeout(id))
  }, [])
  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms))
  return (
    <div className={styles.share} data-testid="share">
      {hydrated ? (
        <button
          type="button"
          className={styles.button}
          onClick={async () => {
            await copy(url)
            setToast(copyToastText(carName))
            later(() => setToast(null), COPY_TOAST_MS)
          }}
        >
          Share
        </button>
      ) : null}
      <p className={styles.shareTitle}>Share this car</p>
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
        {hydrated ? (
          <li>
            <button
              type="button"
              className={styles.linkButton}
              onClick={async () => {
                await copy(url)
                setCopied(true)
                later(() => setCopied(false), COPIED_NOTICE_MS)
              }}
            >
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </li>
        ) : null}
      </ul>
      {toast ? (
        <div role="status" className={styles.toast}>
          {toast}
        </div>
      ) : null}
    </div>
  )
}
