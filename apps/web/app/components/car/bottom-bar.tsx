import { useEffect, useState, type ReactNode } from 'react'
import * as styles from '~/styles/car.css'

/** The bottom call-to-action bar opens once the page has scrolled past 900 px (docs/spec-coverage.md, Car page). */
export const BOTTOM_BAR_SCROLL_PX = 900

/**
 * Wraps the theme's fixed bottom bar. Without JavaScript the bar is always there (nothing could
 * open it); with it, the bar opens past 900 px and the chat bubble gets 'cta-opened'.
 */
export function BottomBar({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<boolean | null>(null)
  useEffect(() => {
    const update = () => {
      const past = window.scrollY > BOTTOM_BAR_SCROLL_PX
      setOpen(past)
      document.querySelector('[data-chat-bubble]')?.classList.toggle('cta-opened', past)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return (
    <div
      className={open === false ? styles.bottomBarClosed : undefined}
      data-cta-bar={open === null ? 'static' : open ? 'open' : 'closed'}
    >
      {children}
    </div>
  )
}
