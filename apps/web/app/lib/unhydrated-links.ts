import { useNavigate } from '@remix-run/react'
import { useEffect } from 'react'

/**
 * The in-site link a click in the page lands on, when React has not handled it: a Remix `Link`
 * (marked `data-discover` by Remix) in server markup the browser keeps without hydrating it (a part
 * loaded on demand, `~/lib/on-demand.tsx`), same origin, plain left click, no new tab, download or
 * dialog. Null for anything else, which the browser (or another handler) deals with.
 */
export function unhandledAppLink(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = (event.target as Element | null)?.closest?.('a[data-discover][href]')
  if (!link || link.tagName !== 'A') return null
  const anchor = link as HTMLAnchorElement
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.dataset.dialog)
    return null
  const url = new URL(anchor.href, origin)
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null
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
      const to = unhandledAppLink(event, window.location.origin)
      if (to === null) return
      event.preventDefault()
      navigate(to)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate])
}
