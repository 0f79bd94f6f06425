// A short-lived page cache for anonymous GET requests (the architecture's page cache: in memory,
// Redis when there are many machines, packages/shared-state). Keyed by tenant, public origin and
// URL, so dealers never share an entry.
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

/** @typedef {import('@dealer/shared-state').PageHeaders} HeaderMap */
/** @typedef {string | Uint8Array} Chunk a body chunk as Node's ServerResponse takes it */

/**
 * @param {{ ttlMs: number, store: import('@dealer/shared-state').PageCache }} options the store is the
 *   shared state's page cache: this process's memory, or Redis with REDIS_URL so every server process
 *   serves and drops the same entries (ADR 024). A store that cannot answer is a miss (fails open).
 * @returns {import('express').RequestHandler & { invalidate: (tenant: string) => Promise<void> }}
 */
export function microcache({ ttlMs, store }) {
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
    const key = `${origin}\u0000${req.originalUrl}`
    store.lookup(tenant, key).then(
      (lookup) => (lookup.page ? serve(res, lookup.page) : render(res, next, lookup)),
      // The stores answer a miss themselves; anything else still renders the page.
      () => next(),
    )
  }
  /**
   * @param {import('express').Response} res
   * @param {import('@dealer/shared-state').CachedPage} page
   */
  const serve = (res, page) => {
    res.status(page.status).set(page.headers).set('X-Page-Cache', 'hit').end(page.body)
  }
  /**
   * @param {import('express').Response} res
   * @param {import('express').NextFunction} next
   * @param {import('@dealer/shared-state').PageLookup} lookup
   */
  const render = (res, next, lookup) => {
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
        for (const [name, value] of Object.entries(res.getHeaders()))
          if (!SKIP_HEADERS.has(name) && value !== undefined) headers[name] = value
        // Filed under the generation the lookup read: a page rendered while the dealer's stock
        // changed is never served after the change.
        void lookup.store({ status: 200, headers, body: Buffer.concat(chunks) }, ttlMs)
      }
      return end(chunk, ...rest)
    }
    res.set('X-Page-Cache', 'miss')
    next()
  }
  /** @param {string} tenant drops every entry of this dealer, in every process sharing the store */
  const invalidate = (tenant) => store.invalidate(tenant)
  return Object.assign(handler, { invalidate })
}
