import { useNavigate } from '@remix-run/react'
import { useEffect } from 'react'

/** A Remix `Link` (Remix marks it `data-discover`) that opens in this tab, as plain HTML. */
const APP_LINK = 'a[data-discover]:not([target]):not([download]):not([data-dialog])'

/**
 * The in-site path a click in the page goes to when React has not handled it: a Remix link in server
 * markup the browser keeps without hydrating it (a part loaded on demand, `~/lib/on-demand.tsx`),
 * same origin, plain left click. Null for anything else, which the browser or another handler takes.
 */
export function unhandledAppLink(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(APP_LINK)
  const url = link && new URL(link.href, origin)
  return url?.origin === origin ? url.pathname + url.search + url.hash : null
}

/**
 * Links in server markup the browser keeps as it is still navigate within the page, as they would
 * once hydrated: React handles its own links first (it listens on the document from hydration, and
 * this listener comes after), so only the links it does not know reach here.
 */
export function useUnhydratedLinks(): void {
  const navigate = useNavigate()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = unhandledAppLink(event, location.origin)
      if (to !== null) {
        event.preventDefault()
        navigate(to)
      }
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate])
}
