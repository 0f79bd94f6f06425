import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import type { Toast } from '~/lib/toast'
import * as styles from '~/styles/toast.css'

const ShowToast = createContext<(toast: Toast) => void>(() => {})

/**
 * Shows a toast, replacing the one on screen: a page has at most one (docs/spec-coverage.md,
 * Watchlist, favourites and compare).
 */
export function useToast(): (toast: Toast) => void {
  return useContext(ShowToast)
}

interface Shown {
  readonly id: number
  readonly toast: Toast
}

/**
 * Holds the one toast of the page and draws the live regions. `initial` is the flash toast the
 * server read for a page loaded after a form post without JavaScript.
 */
export function ToastProvider({ initial, children }: { initial: Toast | null; children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(initial ? { id: 0, toast: initial } : null)
  const nextId = useRef(1)
  const show = useCallback((toast: Toast) => setShown({ id: nextId.current++, toast }), [])
  const done = useCallback((id: number) => setShown((current) => (current?.id === id ? null : current)), [])
  return (
    <ShowToast.Provider value={show}>
      {children}
      <ToastRegion shown={shown} onDone={done} />
    </ShowToast.Provider>
  )
}

/**
 * Two live regions, present from the first paint so screen readers hear what is put in them: a
 * polite one for news and an assertive one for errors. The regions carry no role themselves (an
 * empty status and alert on every page would stand beside each page's own); the toast inside
 * carries role="status" or role="alert". A new toast has a new key, so its timer starts again.
 */
export function ToastRegion({ shown, onDone }: { shown: Shown | null; onDone: (id: number) => void }) {
  const item = shown ? <ToastView key={shown.id} id={shown.id} toast={shown.toast} onDone={onDone} /> : null
  const destructive = shown?.toast.variant === 'destructive'
  return (
    <div className={styles.region} data-toasts="">
      <div aria-live="polite" aria-atomic="true">
        {destructive ? null : item}
      </div>
      <div aria-live="assertive" aria-atomic="true">
        {destructive ? item : null}
      </div>
    </div>
  )
}

function ToastView({ id, toast, onDone }: { id: number; toast: Toast; onDone: (id: number) => void }) {
  // The dismiss button needs JavaScript; without it the toast leaves on its CSS timer.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <div
      className={styles.toast[toast.variant]}
      data-variant={toast.variant}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      style={{ animationDelay: `${Math.max(0, toast.durationMs - styles.FADE_MS)}ms` }}
      onAnimationEnd={() => onDone(id)}
    >
      <p className={styles.title}>{toast.title}</p>
      {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      {toast.action ? (
        <a className={styles.action} href={toast.action.href}>
          {toast.action.label}
        </a>
      ) : null}
      {hydrated ? (
        <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={() => onDone(id)}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  )
}
