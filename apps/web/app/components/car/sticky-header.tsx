import { useEffect, useState } from 'react'
import * as styles from '~/styles/car-interactive.css'

/** The sticky header appears at a scroll of 500 px or more (docs/spec-coverage.md, Car page). */
export const STICKY_HEADER_SCROLL_PX = 500

/**
 * The car page's sticky header (docs/spec-coverage.md, Car page): the car's name, price and main action once the page
 * has scrolled 500 px. Scripted only; without JavaScript the sidebar holds the same things.
 */
export function StickyHeader({
  title,
  price,
  action,
}: {
  title: string
  price: string
  action: { label: string; href: string } | null
}) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const update = () => setShown(window.scrollY >= STICKY_HEADER_SCROLL_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!shown) return null
  return (
    <div className={styles.stickyHeader} role="region" aria-label="Car summary" data-testid="sticky-header">
      <div className={styles.stickyInner}>
        <p className={styles.stickyTitle}>{title}</p>
        <p className={styles.stickyPrice}>{price}</p>
        {action ? (
          <a className={styles.stickyAction} href={action.href}>
            {action.label}
          </a>
        ) : null}
      </div>
    </div>
  )
}
