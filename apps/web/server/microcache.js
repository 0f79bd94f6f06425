// A short-lived page cache for anonymous GET requests (the architecture's in-memory page cache;
// Redis when there are many machines). Keyed by tenant and URL, so dealers never share an entry.
// Requests with cookies or credentials, and responses that set cookies, are not 200 or say
// `Cache-Control: no-store` (every lead form page: it carries its own key), bypass it. `private`
// is for browsers and CDNs; this cache is the app's own, keyed by tenant and URL (ADR 007).

const SKIP_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
])

/**
 * @param {{ ttlMs: number, maxEntries?: number, now?: () => number }} options
 * @returns {import('express').RequestHandler & { size: () => number }}
 */
export function microcache({ ttlMs, maxEntries = 1000, now = Date.now }) {
  /** @type {Map<string, { at: number, status: number, headers: Record<string, unknown>, body: Buffer }>} */
  const store = new Map()
  const handler = (req, res, next) => {
    if (ttlMs <= 0 || req.method !== 'GET' || req.headers.cookie || req.headers.authorization) return next()
    const key = `${res.locals.tenant.slug}\u0000${req.originalUrl}`
    const hit = store.get(key)
    if (hit && now() - hit.at < ttlMs) {
      res.status(hit.status).set(hit.headers).set('X-Page-Cache', 'hit')
      return res.end(hit.body)
    }
    if (hit) store.delete(key)
    const chunks = []
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    res.write = (chunk, ...rest) => {
      if (chunk) chunks.push(Buffer.from(chunk))
      return write(chunk, ...rest)
    }
    res.end = (chunk, ...rest) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk))
      const cacheControl = String(res.getHeader('cache-control') ?? '')
      if (res.statusCode === 200 && !res.getHeader('set-cookie') && !/\bno-store\b/.test(cacheControl)) {
        const headers = {}
        for (const [name, value] of Object.entries(res.getHeaders())) if (!SKIP_HEADERS.has(name)) headers[name] = value
        if (store.size >= maxEntries) store.delete(store.keys().next().value)
        store.set(key, { at: now(), status: 200, headers, body: Buffer.concat(chunks) })
      }
      return end(chunk, ...rest)
    }
    res.set('X-Page-Cache', 'miss')
    next()
  }
  handler.size = () => store.size
  return handler
}
