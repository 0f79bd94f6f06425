import { useNavigate } from '@remix-run/react'
import { useEffect } from 'react'

/** A Remix `Link` (Remix marks it `data-discover`) that opens in this tab, as plain HTML. */
const APP_LINK = 'a[data-discover]:not([target]):not([download]):not([data-dialog])'

/**
 * Whether React hydrated or rendered this element: it keeps its fiber on the node under a
 * `__reactFiber$…` key (React DOM 16 to 19). Server markup React has left dehydrated has none.
 */
const isReacts = (node: object) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))

/**
 * The in-site path a click in the page goes to when React will not handle it: a Remix link in server
 * markup the browser keeps without hydrating it (a part loaded on demand, `~/lib/on-demand.tsx`),
 * same origin, plain left click. Null for anything else, which React, the browser or another
 * handler takes.
 */
export function unhandledAppLink(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(APP_LINK)
  const url = link && !isReacts(link) && new URL(link.href, origin)
  return url && url.origin === origin ? url.pathname + url.search + url.hash : null
}

/**
 * Links in server markup the browser keeps as it is still navigate within the page, as they would
 * once hydrated. Heard on `window` in the capture phase: a click inside a boundary React has left
 * dehydrated is stopped at the document by React (it tries to hydrate the boundary first), so it
 * would never bubble to a listener there. Links React knows are left to React.
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
    window.addEventListener('click', onClick, true)
    return () => window.removeEventListener('click', onClick, true)
  }, [navigate])
}
