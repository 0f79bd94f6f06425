// Hands a request to Remix (in place of @remix-run/express's handler, whose request URL takes its
// host from X-Forwarded-Host and its port from any Host header): the URL the app sees is the
// dealer's public origin and the path, and the body is the one the edge already capped
// (docs/spec-coverage.md, Hardening).
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable } from '@remix-run/node'

/**
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {string} origin the public origin (publicOrigin), never read from the request
 * @returns {Request}
 */
export function createAppRequest(req, res, origin) {
  // originalUrl is a path here (request-head.js turned an absolute-form target into one), so the
  // origin cannot be replaced by it: `//other.host/x` stays a path on this origin.
  const url = new URL(`${origin}${req.originalUrl}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.set(name, value)
  }
  const controller = new AbortController()
  /** @type {RequestInit & { duplex?: 'half' }} */
  const init = { method: req.method, headers, signal: controller.signal }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    /** @type {Buffer | import('node:stream').Readable | undefined} */
    const body = res.locals.requestBody
    init.body =
      body instanceof Buffer
        ? /** @type {Uint8Array<ArrayBuffer>} */ (body)
        : createReadableStreamFromReadable(/** @type {import('node:stream').Readable} */ (body ?? req))
    init.duplex = 'half'
  }
  // Loaders and actions are aborted when the client goes away before the answer is written.
  let done = false
  res.on('finish', () => (done = true))
  res.on('close', () => done || controller.abort())
  return new Request(url.href, init)
}

/**
 * @param {import('express').Response} res
 * @param {Response} response
 */
async function sendResponse(res, response) {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  if (/text\/event-stream/i.test(response.headers.get('content-type') ?? '')) res.flushHeaders()
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}

/**
 * @param {{
 *   build: import('@remix-run/node').ServerBuild | (() => Promise<import('@remix-run/node').ServerBuild>),
 *   getLoadContext: (req: import('express').Request, res: import('express').Response) => import('@remix-run/node').AppLoadContext,
 *   originOf: (res: import('express').Response) => string,
 * }} options
 * @returns {import('express').RequestHandler}
 */
export function remixHandler({ build, getLoadContext, originOf }) {
  const handle = createRequestHandler(build, process.env.NODE_ENV)
  return async (req, res, next) => {
    try {
      const request = createAppRequest(req, res, originOf(res))
      await sendResponse(res, await handle(request, getLoadContext(req, res)))
    } catch (error) {
      next(error)
    }
  }
}
