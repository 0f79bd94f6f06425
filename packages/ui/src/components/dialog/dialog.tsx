import { forwardRef, type ReactNode } from 'react'
import * as styles from './dialog.css'

export interface DialogProps {
  /** The heading, which also names the dialog for screen readers. */
  title: ReactNode
  /** The heading's id (the dialog's aria-labelledby): unique on the page. */
  titleId: string
  /** `wide` holds a whole page, such as a form in a frame. */
  size?: 'normal' | 'wide'
  onClose?: () => void
  children?: ReactNode
}

/**
 * A native modal `<dialog>` with a heading and a Close button: the browser keeps focus inside it
 * and Escape closes it. Open it with `ref.current.showModal()`.
 */
export const Dialog = forwardRef<HTMLDialogElement, DialogProps>(function Dialog(props, ref) {
  return (
    <dialog
      ref={ref}
      className={props.size === 'wide' ? styles.wide : styles.dialog}
      aria-labelledby={props.titleId}
      onClose={props.onClose}
    >
      <div className={styles.head}>
        <h2 id={props.titleId} className={styles.title}>
          {props.title}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label="Close"
          onClick={(event) => event.currentTarget.closest('dialog')?.close()}
        >
          ×
        </button>
      </div>
      {props.children}
    </dialog>
  )
})
