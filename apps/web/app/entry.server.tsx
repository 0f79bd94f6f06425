import path from 'node:path'
import { Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { builtAssetReader, builtClientDir, finishDocument } from './.server/document-assets'
import { cardHtml } from './.server/card-html'
import { optionsHtml } from './.server/options-html'
import { layoutHtml } from './.server/layout-html'
import { CACHE } from './.server/cache'
import { getShopper } from './.server/shopper'
import { BARE_BENCH_PATH, benchRoutesOn } from './lib/bench'
import { documentCards } from './.server/page-cards'
import { CardHtmlProvider, DocumentCardsProvider } from './lib/card-html'
import { OptionsHtmlProvider } from './lib/options-html'
import { NonceProvider } from './lib/csp-nonce'
import { StaticLayoutProvider, type StaticLayoutParts } from './lib/static-layout'

// The server's platform API: exported here so server/index.js and the routes share one bundle.
export { getServices, closeServices } from './.server/services'
export { serveImage } from './.server/images'
export { findStoredFile } from './.server/stored-files'
export { isSameOrigin, REFUSAL_MESSAGES } from './.server/lead-guard'
export { CACHE } from './.server/cache'
export { publicOrigin } from './.server/site-origin'
export { feedMaxBodyBytes } from './.server/feeds'
export { feedTooLargeMessage } from '@dealer/feeds'
export { securityHeaders } from './.server/security-headers'

export const streamTimeout = 5_000

// This module is built into build/server (index.js, or a chunk under build/server/assets when the
// bundler splits the server build); the browser's assets are in build/client.
const readAsset = builtAssetReader(builtClientDir(path.dirname(fileURLToPath(import.meta.url))))

/**
 * What Remix logs of a failed request: a client's mistake Remix answers itself (a POST to a page
 * without a form, OPTIONS: 405; no such route: 404) is not the server's fault and leaves no stack
 * in the log (docs/spec-coverage.md, Hardening); anything else is logged whole.
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  console.error(error)
}

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
  const url = new URL(request.url)
  const signedIn = (await getShopper(request, loadContext).catch(() => null)) !== null
  // A signed-in shopper's page holds their own state: the browser must not show a kept copy on Back.
  if (signedIn && !/no-store/.test(responseHeaders.get('Cache-Control') ?? '')) {
    responseHeaders.set('Cache-Control', CACHE.signedIn)
  }
  const layout: StaticLayoutParts | null =
    url.pathname === BARE_BENCH_PATH && benchRoutesOn()
      ? null
      : await layoutHtml(loadContext.services, loadContext.tenant, url, signedIn)
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const chunks: Buffer[] = []
    const body = new Writable({
      // Held in memory, so never closed by a client: no 'close' event, which React would answer by
      // ending the stream a second time (an error made and thrown away on every page).
      emitClose: false,
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        callback()
      },
    })
    const { pipe, abort } = renderToPipeableStream(
      // Every inline script and style of the page carries the response's CSP nonce (ADR 018).
      <NonceProvider value={loadContext.cspNonce}>
        <StaticLayoutProvider value={layout}>
          {/* Car cards from the tenant's card cache (.server/card-html.ts). */}
          <CardHtmlProvider value={cardHtml(loadContext.tenant)}>
            {/* The whole cards behind the cards the page's data names only (.server/page-cards.ts). */}
            <DocumentCardsProvider value={documentCards(loadContext)}>
              {/* Select options written as strings (.server/options-html.ts). */}
              <OptionsHtmlProvider value={optionsHtml}>
                <RemixServer
                  context={remixContext}
                  url={request.url}
                  abortDelay={streamTimeout}
                  nonce={loadContext.cspNonce}
                />
              </OptionsHtmlProvider>
            </DocumentCardsProvider>
          </CardHtmlProvider>
        </StaticLayoutProvider>
      </NonceProvider>,
      {
        onShellReady() {
          shellRendered = true
        },
        onAllReady() {
          body.on('finish', () => {
            clearTimeout(timer)
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            // The page's stylesheets travel inside it, its scripts start once it has loaded (docs/decisions/020-inline-css.md).
            const html = finishDocument(Buffer.concat(chunks), readAsset)
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }))
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
