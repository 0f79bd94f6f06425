import { useEffect } from 'react'

/*
 * The header's Sign In link names the page it is on as sign-in's Back target (put in by the server,
 * .server/layout-html.ts). The header is static HTML the browser never renders again (ADR 008),
 * so after a navigation inside the page its link would still name the page first loaded: this
 * brings the target up to date. Only the link's `back` changes; without JavaScript every page is a
 * new document with its own header.
 */

/** Sets `back` on the static header's links to sign-in and its sign-out form. */
export function setSignInBack(doc: Document, back: string): void {
  const header = '[data-static-part="header"]'
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(`${header} a[href^="/sign-in?"]`)) {
    link.setAttribute('href', withBack(link.getAttribute('href')!, back))
  }
  for (const form of doc.querySelectorAll<HTMLFormElement>(`${header} form[action^="/sign-out?"]`)) {
    form.setAttribute('action', withBack(form.getAttribute('action')!, back))
  }
}

function withBack(href: string, back: string): string {
  const url = new URL(href, 'http://x')
  url.searchParams.set('back', back)
  return `${url.pathname}${url.search}`
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
