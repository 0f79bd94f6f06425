import { isTrackingParam } from './tracking-params'

/*
 * The pages a shopper saw and the campaign parameters of the link that brought them, kept in
 * sessionStorage and sent with a lead (visited pages and linked query
 * params; docs/spec-coverage.md, Lead forms). Browser only; without JS a lead carries the page it was sent from.
 */
const PAGES_KEY = 'dealer:visited'
const PARAMS_KEY = 'dealer:linked'
const MAX_PAGES = 30

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null // Storage switched off.
  }
}

/** Records one page view (path and query). The first page with campaign parameters keeps them. */
export function recordVisit(pathname: string, search: string): void {
  const store = storage()
  if (!store) return
  const pages = visitedPages()
  const page = `${pathname}${search}`
  if (pages[pages.length - 1] !== page) pages.push(page)
  store.setItem(PAGES_KEY, JSON.stringify(pages.slice(-MAX_PAGES)))
  if (!store.getItem(PARAMS_KEY)) {
    const linked = new URLSearchParams()
    for (const [k, v] of new URLSearchParams(search)) if (isTrackingParam(k)) linked.append(k, v)
    if ([...linked.keys()].length > 0) store.setItem(PARAMS_KEY, linked.toString())
  }
}

export function visitedPages(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(PAGES_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : []
  } catch {
    return []
  }
}

export function linkedParams(): string {
  return storage()?.getItem(PARAMS_KEY) ?? ''
}
