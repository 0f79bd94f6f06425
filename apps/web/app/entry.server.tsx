import { Writable } from 'node:stream'
import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { layoutHtml } from './.server/layout-html'
import { getShopper } from './.server/shopper'
import { BARE_BENCH_PATH, benchRoutesOn } from './lib/bench'
import { StaticLayoutProvider, type StaticLayoutParts } from './lib/static-layout'

// The server's platform API: exported here so server/index.js and the routes share one bundle.
export { getServices, closeServices } from './.server/services'
export { serveImage } from './.server/images'
export { findStoredFile } from './.server/stored-files'
export { isSameOrigin, REFUSAL_MESSAGES } from './.server/lead-guard'
export { CACHE } from './.server/cache'

export const streamTimeout = 5_000

/**
 * Renders the whole document, then answers with it in one piece. No page defers data, so the
 * document is complete within the same tick or two as its shell; waiting for it costs no latency
 * and spares the per-chunk web-stream plumbing (about a tenth of a search page's server time).
 * Bots and browsers get the same bytes.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const pathname = new URL(request.url).pathname
  const layout: StaticLayoutParts | null =
    pathname === BARE_BENCH_PATH && benchRoutesOn()
      ? null
      : await layoutHtml(
          loadContext.services,
          loadContext.tenant,
          pathname,
          (await getShopper(request, loadContext).catch(() => null)) !== null,
        )
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const chunks: Buffer[] = []
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        callback()
      },
    })
    const { pipe, abort } = renderToPipeableStream(
      <StaticLayoutProvider value={layout}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} />
      </StaticLayoutProvider>,
      {
        onShellReady() {
          shellRendered = true
        },
        onAllReady() {
          body.on('finish', () => {
            clearTimeout(timer)
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }))
          })
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    // A render still waiting after the stream timeout is cut short (its Suspense fallbacks are sent).
    const timer = setTimeout(abort, streamTimeout + 1000)
  })
}
