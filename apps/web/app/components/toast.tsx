import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react'
import type { Toast } from '~/lib/toast'
import * as styles from '~/styles/toast.css'

/**
 * The toast itself, whose code loads when a page first shows one (a save, a share), not with every
 * page (bench/pages/RESULTS.md, session 12). A toast the server drew (a flash toast after a form
 * posted without JavaScript) stays as it is until then; its CSS timer runs all the same.
 */
const ToastView = lazy(() => import('./toast-view').then((m) => ({ default: m.ToastView })))

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
  const item = shown ? (
    <Suspense key={shown.id} fallback={null}>
      <ToastView id={shown.id} toast={shown.toast} onDone={onDone} />
    </Suspense>
  ) : null
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
