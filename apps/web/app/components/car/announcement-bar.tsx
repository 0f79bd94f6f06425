import { useEffect, useState } from 'react'
import * as styles from '~/styles/car.css'

/** Announcement bar: a plain bar without JS; dismissible once hydrated (docs/spec-coverage.md, Car page). */
export function AnnouncementBar({ text, directions }: { text: string; directions: string }) {
  const [hydrated, setHydrated] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (dismissed) return null
  return (
    <div id="announcement" className={styles.announcement} role="region" aria-label="Location announcement">
      <span>{text}</span>
      <a href={directions} target="_blank" rel="noopener noreferrer">
        Get Directions
      </a>
      {/* Before hydration an empty box holds the button's place, so the bar keeps its size when it comes. */}
      {hydrated ? (
        <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={() => setDismissed(true)}>
          ×
        </button>
      ) : (
        <span className={styles.dismiss} aria-hidden="true" />
      )}
    </div>
  )
}
