import { track } from '@dealer/analytics/client'
import { useEffect, useState } from 'react'
import { type FavouriteEntry, MAX_FAVOURITES } from '@dealer/domain'
import * as styles from '~/styles/car-interactive.css'

/** Local storage key of the favourites list (favourites are kept in local storage; docs/spec-coverage.md, Car page). */
export const FAVOURITES_STORAGE_KEY = 'favourites'

function readStored(): FavouriteEntry[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]') as unknown
    return Array.isArray(value)
      ? value.filter((e): e is FavouriteEntry => typeof e === 'object' && e !== null && typeof e.id === 'string')
      : []
  } catch {
    return []
  }
}

function store(entry: FavouriteEntry, on: boolean): void {
  try {
    const rest = readStored().filter((e) => e.id !== entry.id)
    window.localStorage.setItem(
      FAVOURITES_STORAGE_KEY,
      JSON.stringify((on ? [entry, ...rest] : rest).slice(0, MAX_FAVOURITES)),
    )
  } catch {
    // Storage full or blocked: the cookie (server side) still holds the list.
  }
}

/**
 * The sidebar Favourite toggle (docs/spec-coverage.md, Car page). A form posting to the favourite route, so it works
 * without JavaScript (cookie list, back to the page). With it, the post is a fetch, the button
 * flips at once (rolled back if the post fails) and local storage mirrors the entry.
 */
export function FavouriteToggle({
  action,
  saved: initial,
  entry,
}: {
  action: string
  saved: boolean
  entry: FavouriteEntry
}) {
  const [saved, setSaved] = useState(initial)
  useEffect(() => setSaved(initial), [initial])
  // Keep local storage in step with the server's list on load (e.g. saved earlier without JS).
  useEffect(() => {
    if (readStored().some((e) => e.id === entry.id) !== initial) store(entry, initial)
  }, [entry, initial])
  return (
    <form
      id="favourite"
      method="post"
      action={action}
      className={styles.favouriteForm}
      onSubmit={async (e) => {
        e.preventDefault()
        const on = !saved
        setSaved(on)
        try {
          const res = await fetch(action, {
            method: 'POST',
            headers: { Accept: 'application/json' },
            body: new URLSearchParams({ intent: on ? 'add' : 'remove' }),
          })
          if (!res.ok) throw new Error(`favourite not saved: ${res.status}`)
          store(entry, on)
          track(39, { car_id: entry.id, saved: on })
        } catch (err) {
          console.error(err)
          setSaved(!on)
        }
      }}
    >
      <input type="hidden" name="intent" value={saved ? 'remove' : 'add'} />
      <button type="submit" className={styles.favouriteButton} aria-pressed={saved} data-saved={saved}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.5 5c2 0 3.4 1.1 4.2 2.4h2.6C14.1 6.1 15.5 5 17.5 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span>{saved ? 'Saved to Favourites' : 'Favourite'}</span>
      </button>
    </form>
  )
}
