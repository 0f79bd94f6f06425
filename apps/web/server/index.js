// The HTTP server: resolves the tenant from the host before anything else, serves images and stored files,
// then hands the request to Remix with the tenant in the load context.
import compression from 'compression'
import express from 'express'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bodyLimit } from './body-limit.js'
import { lastResort } from './last-resort.js'
import { microcache } from './microcache.js'
import { remixHandler } from './remix-handler.js'
import { requestHead } from './request-head.js'
import { storedFiles } from './stored-files.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const appDir = path.resolve(here, '..')
const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT ?? 3000)

const vite = dev
  ? await import('vite').then((v) => v.createServer({ root: appDir, server: { middlewareMode: true } }))
  : null
const loadBuild = () =>
  vite ? vite.ssrLoadModule('virtual:remix/server-build') : import(path.join(appDir, 'build/server/index.js'))

/**
 * The app's own server-side API, exported from entry.server (so it shares the bundle).
 * @returns {Promise<typeof import('../app/entry.server')>}
 */
async function platform() {
  const build = await loadBuild()
  return build.entry.module
}

/** @type {import('../app/.server/services').AppServices} */
let services
try {
  services = await (await platform()).getServices()
} catch (err) {
  console.error(`\nStart-up failed: ${err instanceof Error ? err.message : err}\n`)
  process.exit(1)
}
// Every Cache-Control sent here is one of the app's named strategies (app/.server/cache.ts).
const { CACHE } = await platform()

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not found</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1rem;color:#222">
<h1 style="font-size:1.5rem">Site not found</h1><p>No dealer website is configured for this address.</p></body></html>`

const trustProxy = process.env.TRUST_PROXY === '1'
const app = express()
app.disable('x-powered-by')
app.set('trust proxy', trustProxy)
// One Host, a valid target and method before anything reads them (docs/spec-coverage.md, Hardening).
app.use(requestHead({ trustProxy, cacheControl: CACHE.none }))
app.use(compression())
// CSP with a fresh nonce, HSTS over HTTPS, Permissions-Policy, COOP and the rest (ADR 018).
const { securityHeaders } = await platform()
app.use(securityHeaders({ dev, tenantOf: (req) => services.resolver.resolve(req.headers.host) }))

// Outbox depth and oldest undelivered age, no tenant data (docs/spec-coverage.md, Hardening).
app.get('/healthz', async (_req, res) => {
  const report = await services.health()
  res
    .status(report.status === 'ok' ? 200 : 503)
    .set('Cache-Control', CACHE.none)
    .json(report)
})

/**
 * The request's dealer, set by the tenant middleware below before any handler that reads it.
 * @param {import('express').Response} res
 * @returns {import('@dealer/tenant').TenantConfig}
 */
const tenantOf = (res) => res.locals.tenant
/**
 * The request's public origin (publicOrigin), set with the tenant.
 * @param {import('express').Response} res
 * @returns {string}
 */
const originOf = (res) => res.locals.origin

const { publicOrigin } = await platform()

// Tenant first: an unknown host gets a plain 404, never another dealer's site.
app.use((req, res, next) => {
  const tenant = services.resolver.resolve(req.headers.host)
  if (!tenant) {
    res.status(404).type('html').set('Cache-Control', CACHE.none).send(NOT_FOUND_PAGE)
    return
  }
  res.locals.tenant = tenant
  res.locals.origin = publicOrigin(tenant, {
    host: req.headers.host ?? '',
    forwardedProto: req.get('x-forwarded-proto'),
  })
  next()
})

// Writes (every form POST) must come from the dealer's own pages: another origin gets a plain 403
// (Remix would otherwise throw on the mismatch, a 500), and a body larger than any form a person
// fills in gets 413, counted as it arrives (docs/spec-coverage.md, Hardening).
const { isSameOrigin, REFUSAL_MESSAGES, feedMaxBodyBytes, feedTooLargeMessage } = await platform()
const maxBodyBytes = Number(process.env.LEAD_MAX_BODY_BYTES ?? 64 * 1024)
app.use((req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  const headers = new Headers()
  // X-Forwarded-Host never gets this far: requestHead drops it, trusted proxy or not.
  for (const name of ['origin', 'host', 'sec-fetch-site']) {
    const value = req.get(name)
    if (value) headers.set(name, value)
  }
  // The scheme too: req.protocol is https only over TLS or from a trusted proxy (TRUST_PROXY=1).
  if (!isSameOrigin(headers, `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`)) {
    res.status(403).type('text').set('Cache-Control', CACHE.none).send(REFUSAL_MESSAGES['cross-origin'])
    return
  }
  next()
})
app.use(
  bodyLimit({
    // A stock feed is larger than any form: its route reads the stream with its own cap (FEED_MAX_BODY_BYTES),
    // and a length declared past it gets the feed's JSON answer, as a chunked one does from the route.
    ruleFor: (req) =>
      req.path === '/api/feeds/stock'
        ? {
            kind: 'streamed',
            maxBytes: feedMaxBodyBytes(),
            tooLarge: (res) =>
              res
                .status(413)
                .set('Cache-Control', CACHE.none)
                .json({ message: feedTooLargeMessage(feedMaxBodyBytes()) }),
          }
        : { kind: 'buffered', maxBytes: maxBodyBytes },
    tooLarge: (res) =>
      res.status(413).type('text').set('Cache-Control', CACHE.none).send(REFUSAL_MESSAGES['too-large']),
  }),
)

if (vite) {
  app.use(vite.middlewares)
} else {
  app.use('/assets', express.static(path.join(appDir, 'build/client/assets'), { immutable: true, maxAge: '1y' }))
  app.use(express.static(path.join(appDir, 'build/client'), { maxAge: '1h' }))
}

app.get('/images/*', async (req, res, next) => {
  try {
    const { serveImage } = await platform()
    const q = req.query
    // Express matches `*` as params[0]; its types give a wildcard route no params at all.
    const params = /** @type {{ 0?: string }} */ (req.params)
    const result = await serveImage(
      {
        path: params[0] ?? '',
        width: typeof q.w === 'string' ? q.w : null,
        quality: typeof q.q === 'string' ? q.q : null,
        accept: req.get('accept') ?? null,
        ifNoneMatch: req.get('if-none-match') ?? null,
        tenant: tenantOf(res).slug,
      },
      { imagesDir: services.paths.imagesDir, cacheDir: services.paths.imageCacheDir },
    )
    res.set('Vary', 'Accept')
    if (result.status === 200 || result.status === 304) {
      res.set({ ETag: result.etag, 'Cache-Control': CACHE.immutable })
    }
    if (result.status === 200) res.type(result.contentType).send(result.body)
    else if (result.status === 304) res.status(304).end()
    else res.status(result.status).type('text').set('Cache-Control', CACHE.none).send(result.message)
  } catch (err) {
    next(err)
  }
})

// A car's history report and walkaround video, from the data folder (the requesting dealer's own
// folder or the shared demo one), with byte ranges for video.
const { findStoredFile } = await platform()
for (const kind of /** @type {const} */ (['documents', 'videos'])) {
  app.get(
    `/${kind}/*`,
    storedFiles({
      find: (req) => findStoredFile({ ...req, kind }, services.paths),
      notFoundCacheControl: CACHE.none,
    }),
  )
}

// Anonymous pages are kept for a few seconds (PAGE_CACHE_SECONDS, 0 turns it off; off in dev).
const pageCacheSeconds = dev ? 0 : Number(process.env.PAGE_CACHE_SECONDS ?? 10)
// In this process's memory, or in Redis with REDIS_URL: every process serves and drops the same pages (ADR 024).
const pageCache = microcache({ ttlMs: pageCacheSeconds * 1000, store: services.sharedState.pageCache })
app.use(pageCache)
// A dealer's stock changed (a feed, a photo fetched, a deposit; here or in another process, told by a
// change notice or seen by the poll): its cached pages go (docs/spec-coverage.md, Stock feeds).
services.feeds.onStockChanged((tenant) => void pageCache.invalidate(tenant))

// app.use, not a `*` route: Express would decode the path itself and answer a malformed
// %-encoding with its bare 'Bad Request'; the app answers it with the dealer's own 404.
app.use(
  remixHandler({
    build: vite ? loadBuild : await loadBuild(),
    getLoadContext: (req, res) => ({
      tenant: tenantOf(res),
      services,
      clientIp: req.ip,
      cspNonce: res.locals.cspNonce,
      // Remix answers a client-side navigation's data at `<path>.data` (single fetch).
      documentRequest: !req.path.endsWith('.data'),
    }),
    originOf,
  }),
)
app.use(lastResort({ cacheControl: CACHE.none }))

const server = app.listen(port, () => {
  const urls = services.resolver.all().map((t) => `  ${t.name.padEnd(32)} http://${t.slug}.localhost:${port}/`)
  console.log(`\nDealer sites ready${dev ? ' (dev)' : ''}:\n${urls.join('\n')}\n`)
})

let closing = false
/** @param {NodeJS.Signals} signal */
async function shutdown(signal) {
  if (closing) return
  closing = true
  console.log(`${signal}: closing`)
  server.close()
  server.closeIdleConnections?.()
  setTimeout(() => server.closeAllConnections?.(), 5000).unref()
  try {
    await (await platform()).closeServices()
  } finally {
    await vite?.close()
    process.exit(0)
  }
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
