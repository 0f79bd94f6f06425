import { useEffect, useState } from 'react'
import type { Toast } from '~/lib/toast'
import * as styles from '~/styles/toast.css'

/** One toast (./toast.tsx draws it in its live region): title, line, action and, with JavaScript, Dismiss. */
export function ToastView({ id, toast, onDone }: { id: number; toast: Toast; onDone: (id: number) => void }) {
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
