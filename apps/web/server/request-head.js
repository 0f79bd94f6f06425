// The request line and Host header, checked before anything reads them (docs/spec-coverage.md,
// Hardening): one Host, a real host name with a real port, an origin-form or absolute-form target,
// and no method the app cannot answer. What is refused here gets a short plain 4xx and no log line.

/** Methods a fetch Request cannot carry (the Fetch standard forbids them): answered 405 here. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

/** A DNS-style name or an IPv6 literal, then an optional port of up to five digits. */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_.-]{0,251}[a-z0-9_.])?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i

/** Headers a client may send but only a trusted proxy may set (TRUST_PROXY=1). */
const PROXY_HEADERS = ['x-forwarded-proto', 'x-forwarded-for', 'x-forwarded-port', 'forwarded']

/**
 * @typedef {{ status: number, message: string, headers?: Record<string, string> }} HeadRefusal
 */

/**
 * Whether a Host header value is a host name with an optional port in 1–65535.
 * @param {string | undefined} host
 */
export function isValidHost(host) {
  if (!host) return false
  const match = HOST.exec(host)
  if (!match) return false
  const port = match[1]
  return port === undefined || (Number(port) > 0 && Number(port) <= 65535)
}

/**
 * Checks and normalises a request's head in place: an absolute-form target
 * (`GET http://host/about-us`) becomes its path and its authority the Host (RFC 9112 §3.2.2);
 * X-Forwarded-Host is dropped (the tenant and every URL come from Host or SITE_URL), and the
 * other forwarded headers too unless the proxy is trusted. Null when the request may go on.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ trustProxy: boolean }} options
 * @returns {HeadRefusal | null}
 */
export function checkRequestHead(req, { trustProxy }) {
  if (REFUSED_METHODS.has(String(req.method).toUpperCase())) {
    return { status: 405, message: 'Method not allowed.', headers: { Allow: 'GET, HEAD, POST' } }
  }
  let hosts = 0
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]?.toLowerCase() === 'host') hosts++
  // RFC 9112 §3.2: a request with more than one Host field is answered 400.
  if (hosts > 1) return { status: 400, message: 'Bad request: more than one Host header.' }
  const target = req.url ?? ''
  if (!target.startsWith('/')) {
    const absolute = absoluteTarget(target)
    if (!absolute) return { status: 400, message: 'Bad request: the request target is not a path or an http URL.' }
    req.headers.host = absolute.host
    req.url = `${absolute.pathname}${absolute.search}`
  }
  if (!isValidHost(req.headers.host))
    return { status: 400, message: 'Bad request: the Host header is not a host name.' }
  req.url = wellFormedPath(req.url ?? '/')
  delete req.headers['x-forwarded-host']
  if (!trustProxy) for (const name of PROXY_HEADERS) delete req.headers[name]
  return null
}

/**
 * The target with each path segment that does not decode (`%ZZ`, `%FF`, a cut-off `%E0%A4%A`)
 * taken literally (its `%` written `%25`), so the router finds no such page and answers the
 * dealer's own 404 instead of a warning per match attempt in the log.
 * @param {string} target
 */
export function wellFormedPath(target) {
  const q = target.indexOf('?')
  const path = q === -1 ? target : target.slice(0, q)
  if (!path.includes('%')) return target
  const segments = path.split('/').map((segment) => {
    try {
      decodeURIComponent(segment)
      return segment
    } catch {
      return segment.replaceAll('%', '%25')
    }
  })
  return `${segments.join('/')}${q === -1 ? '' : target.slice(q)}`
}

/** @param {string} target */
function absoluteTarget(target) {
  try {
    const url = new URL(target)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host ? url : null
  } catch {
    return null
  }
}

/**
 * The Express middleware: refuses a bad head with its status, else normalises it and goes on.
 * @param {{ trustProxy: boolean, cacheControl: string }} options
 * @returns {import('express').RequestHandler}
 */
export function requestHead({ trustProxy, cacheControl }) {
  return (req, res, next) => {
    const refusal = checkRequestHead(req, { trustProxy })
    if (!refusal) {
      // Express noted the target before this ran; an absolute-form one was rewritten to its path.
      req.originalUrl = req.url
      return next()
    }
    res
      .status(refusal.status)
      .set({ ...refusal.headers, 'Cache-Control': cacheControl, Connection: 'close' })
      .type('text')
      .send(refusal.message)
  }
}
