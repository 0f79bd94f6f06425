import { useEffect } from 'react'

/*
 * The header's Sign In link names the page it is on as sign-in's Back target (put in by the server,
 * .server/layout-html.ts). The header is static HTML the browser never renders again (ADR 008),
 * so after a navigation inside the page its link would still name the page first loaded: this
 * brings the target up to date. Only the link's `back` changes; without JavaScript every page is a
 * new document with its own header.
 */

/** Sets `back` on the static header's links to sign-in. */
export function setSignInBack(doc: Document, back: string): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('[data-static-part="header"] a[href^="/sign-in?"]')) {
    const url = new URL(link.getAttribute('href')!, 'http://x')
    url.searchParams.set('back', back)
    link.setAttribute('href', `${url.pathname}${url.search}`)
  }
}

/**
 * The page a Sign In link comes back to: this path and query, without the car page's form dialog
 * (`embed`), which is never a page of its own. The server (.server/layout-html.ts) and the browser
 * (`useSignInBack`) both go by this.
 */
export function signInBackOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  if (!params.has('embed')) return `${pathname}${search}`
  params.delete('embed')
  const query = params.toString()
  return `${pathname}${query ? `?${query}` : ''}`
}

/** Keeps the header's Sign In link's Back target on the page shown. */
export function useSignInBack(pathname: string, search: string): void {
  useEffect(() => {
    if (pathname !== '/sign-in') setSignInBack(document, signInBackOf(pathname, search))
  }, [pathname, search])
}
