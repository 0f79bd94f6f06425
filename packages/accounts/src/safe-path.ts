/**
 * A `redirect` or `back` target is followed only when it is a path on the same site. Anything
 * that a browser could read as another host (`//evil.example`, `/\evil.example`, an encoded
 * `%2F%2F`), a scheme (`https:`, `javascript:`), control characters or a path that is not absolute
 * falls back to `/`. Decoding is repeated so a doubly encoded `//` is caught too, and the resolved
 * path is checked again, so dot segments cannot fold into a `//`.
 */
export function safeLocalPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback
  let decoded = value
  for (let i = 0; i < 3; i++) {
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return fallback
    }
    if (next === decoded) break
    decoded = next
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return fallback
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return fallback
  // Resolving against a throwaway origin proves the browser would stay on the same host.
  const base = 'http://same.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return fallback
  }
  if (url.origin !== base) return fallback
  // The parser folds dot segments ('/.//evil.example', '/a/..//evil.example'): what comes out passes
  // the same checks (once: the parser leaves its own output as it is).
  const path = `${url.pathname}${url.search}${url.hash}`
  return path === value || safeLocalPath(path, fallback) === path ? path : fallback
}
