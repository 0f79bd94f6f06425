// Request bodies are counted as they arrive and cut at a limit (docs/spec-coverage.md, Hardening),
// whatever Content-Length or Transfer-Encoding say: a chunked body has no length to check up front.
import { Transform } from 'node:stream'

/**
 * @typedef {{ kind: 'buffered', maxBytes: number, tooLarge?: (res: import('express').Response) => void }
 *   | { kind: 'streamed', maxBytes: number, tooLarge?: (res: import('express').Response) => void }} BodyRule
 *   buffered: read here whole (a form is small) and handed on as bytes, 413 past `maxBytes`;
 *   streamed: handed on as a stream the handler reads with its own cap, cut here past `maxBytes`.
 *   `tooLarge`: the route's own 413 (a stock feed answers JSON), else bodyLimit's.
 */

/**
 * Reads a body of at most `maxBytes`. 'too-large' as soon as a declared length or the bytes
 * received pass it (the rest is not kept); 'aborted' when the client goes away or breaks the
 * chunked encoding.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} maxBytes
 * @returns {Promise<Buffer | 'too-large' | 'aborted'>}
 */
export function readCappedBody(req, maxBytes) {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve('too-large')
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    let settled = false
    /** @param {Buffer | 'too-large' | 'aborted'} result */
    const settle = (result) => {
      if (settled) return
      settled = true
      req.off('data', onData)
      chunks.length = 0
      resolve(result)
    }
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length
      if (size > maxBytes) {
        settle('too-large')
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('end', () => settle(Buffer.concat(chunks, size)))
    req.once('error', () => settle('aborted'))
    req.once('close', () => settle('aborted'))
  })
}

/**
 * After a refusal: the answer is followed by the end of the connection (FIN), and what the client
 * still sends meanwhile is read and dropped, for at most `maxBytes` or `maxMs`, then the
 * connection is closed. Closing at once would reset it while the client is still sending, and a
 * client that is sending may then lose the 413 before reading it; dropping keeps nothing.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function discardRest(req, res, maxBytes = 8 * 1024 * 1024, maxMs = 2000) {
  const { socket } = req
  const close = () => socket.destroy()
  const timer = setTimeout(close, maxMs).unref()
  socket.once('close', () => clearTimeout(timer))
  let seen = 0
  req.on('data', (chunk) => {
    seen += chunk.length
    if (seen > maxBytes) close()
  })
  req.resume()
  if (!res.headersSent) res.setHeader('Connection', 'close')
  // Node ends a `Connection: close` answer by destroying the socket (destroySoon): here it only
  // ends this side, and the limits above close it.
  Object.assign(socket, { destroySoon: () => socket.end() })
  res.once('finish', () => socket.end())
}

/**
 * A pass-through that lets `maxBytes` through and fails on any byte beyond: the handler that
 * reads the stream applies the same cap itself and answers first; this stops a handler that
 * does not.
 * @param {number} maxBytes
 * @param {() => void} onOverflow
 */
export function cappedStream(maxBytes, onOverflow) {
  let size = 0
  return new Transform({
    transform(chunk, _encoding, callback) {
      const seen = size
      size += chunk.length
      if (seen > maxBytes) {
        onOverflow()
        callback(new Error('request body too large'))
      } else callback(null, chunk)
    },
  })
}

/**
 * The Express middleware for every method with a body: `res.locals.requestBody` is then the
 * body (bytes or a capped stream) the app's request is built with.
 * @param {{ ruleFor: (req: import('express').Request) => BodyRule, tooLarge: (res: import('express').Response) => void }} options
 * @returns {import('express').RequestHandler}
 */
export function bodyLimit({ ruleFor, tooLarge }) {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const rule = ruleFor(req)
    const refuse = () => {
      discardRest(req, res)
      ;(rule.tooLarge ?? tooLarge)(res)
    }
    if (rule.kind === 'streamed') {
      if (Number(req.headers['content-length'] ?? 0) > rule.maxBytes) return refuse()
      const stream = cappedStream(rule.maxBytes, () => {
        if (!res.headersSent) res.set('Connection', 'close')
      })
      // A handler that stops reading (its own cap) or fails: the rest is discarded, not kept.
      stream.on('close', () => {
        req.unpipe(stream)
        if (!req.complete) discardRest(req, res)
      })
      req.on('error', (err) => stream.destroy(err))
      res.locals.requestBody = req.pipe(stream)
      return next()
    }
    readCappedBody(req, rule.maxBytes).then((body) => {
      if (body === 'too-large') refuse()
      else if (body === 'aborted') res.destroy()
      else {
        res.locals.requestBody = body
        next()
      }
    }, next)
  }
}
