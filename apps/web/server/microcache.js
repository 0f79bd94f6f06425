// A short-lived page cache for anonymous GET requests (the architecture's in-memory page cache;
// Redis when there are many machines). Keyed by tenant, public origin and URL, so dealers never
// share an entry.
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

/** @typedef {import('node:http').OutgoingHttpHeaders} HeaderMap */
/** @typedef {{ at: number, status: number, headers: HeaderMap, body: Buffer }} Entry */
/** @typedef {string | Uint8Array} Chunk a body chunk as Node's ServerResponse takes it */

/**
 * @param {{ ttlMs: number, maxEntries?: number, now?: () => number }} options
 * @returns {import('express').RequestHandler & { size: () => number, invalidate: (tenant: string) => void }}
 */
export function microcache({ ttlMs, maxEntries = 1000, now = Date.now }) {
  /** @type {Map<string, Entry>} */
  const store = new Map()
  /** @type {import('express').RequestHandler} */
  const handler = (req, res, next) => {
    if (ttlMs <= 0 || req.method !== 'GET' || req.headers.cookie || req.headers.authorization) return next()
    /** @type {string} set by the tenant middleware that runs first */
    const tenant = res.locals.tenant.slug
    // The page's public origin too (res.locals.origin, publicOrigin): its absolute links (canonical,
    // Open Graph, JSON-LD, share links) are built on it, so a dealer's two host names, or http and
    // https behind a trusted proxy, never share an entry. Nothing else of the request varies a
    // page: cookies and credentials bypass the cache (docs/spec-coverage.md, Hardening).
    /** @type {string} set with the tenant */
    const origin = res.locals.origin
    const key = `${tenant}\u0000${origin}\u0000${req.originalUrl}`
    const hit = store.get(key)
    if (hit && now() - hit.at < ttlMs) {
      res.status(hit.status).set(hit.headers).set('X-Page-Cache', 'hit').end(hit.body)
      return
    }
    if (hit) store.delete(key)
    /** @type {Buffer[]} */
    const chunks = []
    // write and end are overloaded (encoding and callback optional); the wrappers below pass
    // whatever they were given straight through.
    const write = /** @type {(...args: unknown[]) => boolean} */ (res.write.bind(res))
    const end = /** @type {(...args: unknown[]) => typeof res} */ (res.end.bind(res))
    /**
     * @param {Chunk} chunk
     * @param {...unknown} rest
     */
    res.write = (chunk, ...rest) => {
      if (chunk) chunks.push(Buffer.from(chunk))
      return write(chunk, ...rest)
    }
    /**
     * @param {Chunk | (() => void)} [chunk]
     * @param {...unknown} rest
     */
    res.end = (chunk, ...rest) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk))
      const cacheControl = String(res.getHeader('cache-control') ?? '')
      if (res.statusCode === 200 && !res.getHeader('set-cookie') && !/\bno-store\b/.test(cacheControl)) {
        /** @type {HeaderMap} */
        const headers = {}
        for (const [name, value] of Object.entries(res.getHeaders())) if (!SKIP_HEADERS.has(name)) headers[name] = value
        const oldest = store.keys().next().value
        if (store.size >= maxEntries && oldest !== undefined) store.delete(oldest)
        store.set(key, { at: now(), status: 200, headers, body: Buffer.concat(chunks) })
      }
      return end(chunk, ...rest)
    }
    res.set('X-Page-Cache', 'miss')
    next()
  }
  /** @param {string} tenant drops every entry of this dealer */
  const invalidate = (tenant) => {
    const prefix = `${tenant}\u0000`
    for (const key of store.keys()) if (key.startsWith(prefix)) store.delete(key)
  }
  return Object.assign(handler, { size: () => store.size, invalidate })
}
