/*
 * The query parameters that say which ad or campaign brought a shopper (docs/spec-coverage.md,
 * Search): one list for the visit trail a lead carries and for the search pages,
 * whose canonical redirect keeps them.
 */

/** utm_*, the ad networks' click ids (Google, Meta, Microsoft, TikTok, X, LinkedIn, Yandex, Mailchimp) and plain campaign, source, ref. */
const TRACKING_PARAM =
  /^(utm_[a-z0-9_]+|gclid|gclsrc|dclid|gbraid|wbraid|_gl|fbclid|msclkid|ttclid|twclid|li_fat_id|yclid|mc_cid|mc_eid|campaign|source|ref)$/i

/** Whether a query parameter is a tracking parameter (any case). */
export function isTrackingParam(name: string): boolean {
  return TRACKING_PARAM.test(name)
}

function pairName(pair: string): string {
  const raw = pair.split('=', 1)[0]!.replaceAll('+', ' ')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * A query string ('?a=1&gclid=x' or 'a=1&gclid=x') split into its tracking pairs and the rest,
 * each as written (no re-encoding, so the rest compares with a canonical URL as it arrived).
 */
export function splitTrackingParams(search: string): { tracking: string; rest: string } {
  const query = search.replace(/^\?/, '')
  const pairs = query ? query.split('&') : []
  const tracking: string[] = []
  const rest: string[] = []
  for (const pair of pairs) (isTrackingParam(pairName(pair)) ? tracking : rest).push(pair)
  return { tracking: tracking.join('&'), rest: rest.join('&') }
}

/** A URL with a query string's pairs appended ('' leaves it as it is). */
export function withQuery(url: string, query: string): string {
  if (!query) return url
  return `${url}${url.includes('?') ? '&' : '?'}${query}`
}
