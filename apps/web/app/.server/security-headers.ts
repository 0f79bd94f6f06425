import { randomBytes } from 'node:crypto'
import type { TenantConfig } from '@dealer/tenant'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import helmet from 'helmet'

/*
 * The headers every response carries (docs/spec-coverage.md, Hardening; ADR 018): an enforced
 * Content-Security-Policy with a fresh nonce per request, HSTS over HTTPS, a Permissions-Policy
 * that denies what the sites never use, and COOP. helmet writes them; this file decides them.
 */

/** A fresh CSP nonce: 128 random bits, base64 (the spec asks for at least 128). */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64')
}

/** Google Tag Manager's hosts (with GA4 behind it), allowed only on a dealer that names a container. */
const GTM = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
} as const

export interface PolicyInput {
  readonly nonce: string
  /** `vite` dev server: its HMR socket, and Remix's dev-only critical CSS `<style>` (no nonce). */
  readonly dev: boolean
  /** The request came over HTTPS: sub-resources asked over http are upgraded. */
  readonly https: boolean
  readonly tenant: Pick<TenantConfig, 'analytics'> | undefined
}

/**
 * The Content-Security-Policy of a response, as directive → sources. Scripts and `<style>`
 * elements run only with the request's nonce (or from the site itself: Remix's modulepreload
 * links carry no nonce). `style` attributes are allowed: React's `style={{}}` props (the brand
 * colours on <html>, the static header's `display: contents`) render as attributes, which a
 * nonce cannot cover. To add a source, add it here and say why in ADR 018.
 */
export function contentSecurityPolicy({ nonce, dev, https, tenant }: PolicyInput): Record<string, string[]> {
  const gtm = tenant?.analytics.gtmId ? GTM : { script: [], img: [], connect: [] }
  const nonceSource = `'nonce-${nonce}'`
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonceSource, ...gtm.script],
    // Dev only: Remix's dev server inlines a critical-CSS <style> that takes no nonce, and a nonce
    // would switch 'unsafe-inline' off. Production builds (and so the browser suite) keep the nonce.
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
    'style-src-attr': ["'unsafe-inline'"],
    // data: for the small SVG icons inlined in the CSS (mask images).
    'img-src': ["'self'", 'data:', ...gtm.img],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    // Vite's HMR socket in dev (its own port in middleware mode).
    'connect-src': ["'self'", ...gtm.connect, ...(dev ? ['ws:', 'wss:'] : [])],
    // The car page's form dialog shows the site's own form page in an iframe.
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  }
}

/**
 * Features no page uses are denied to the site and every frame in it. Fullscreen stays for the
 * 360° spin's full-screen button and the walkaround video; the clipboard for 'Copy link'. The
 * dealer locator searches by typed text, not by the browser's location, so geolocation is denied.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'fullscreen=(self)',
  'clipboard-write=(self)',
].join(', ')

/** A year: HSTS preload lists ask for at least this. Subdomains are the dealer's own business. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** The header value of a policy. */
export function serializePolicy(policy: Record<string, readonly string[]>): string {
  return Object.entries(policy)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/**
 * Whether a response is a document the policy is for: HTML, and SVG (which runs script when
 * opened on its own). Not PDFs: Chrome shows a PDF in an internal <embed> that the page's own
 * `object-src 'none'` would block (crbug.com/271452), so a history report would not open.
 */
export function takesPolicy(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^\s*(text\/html|image\/svg\+xml)\b/i.test(contentType)
}

/** The nonce of this response, set by `securityHeaders` (server/index.js puts it in the load context). */
export const cspNonceOf = (res: ExpressResponse): string => String(res.locals.cspNonce ?? '')

/**
 * The middleware that sets them on every response, the unknown-host page included; `tenantOf`
 * names the request's dealer (a dealer's Tag Manager adds its hosts). helmet sends the fixed headers; the CSP is written here because it changes with every
 * request (the nonce) and dealer (a whole directive may come or go), which helmet's per-source
 * functions cannot express. `req.secure` is true over TLS, or behind a proxy that says
 * `X-Forwarded-Proto: https` when Express trusts it (TRUST_PROXY=1): only then is HSTS sent.
 */
export function securityHeaders(options: {
  dev: boolean
  tenantOf: (req: ExpressRequest) => Pick<TenantConfig, 'analytics'> | null | undefined
}): RequestHandler {
  const fixed = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Photos are embedded by alert emails and shared links; they stay loadable from elsewhere.
    crossOriginResourcePolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  })
  const hsts = helmet.strictTransportSecurity({ maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false })
  return (req, res, next) => {
    const nonce = newCspNonce()
    res.locals.cspNonce = nonce
    const policy = contentSecurityPolicy({
      nonce,
      dev: options.dev,
      https: req.secure,
      tenant: options.tenantOf(req) ?? undefined,
    })
    res.setHeader('Content-Security-Policy', serializePolicy(policy))
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
    // The type is known only when the headers go out (a cached page sets them all at once).
    const writeHead = res.writeHead
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!takesPolicy(this.getHeader('content-type'))) this.removeHeader('Content-Security-Policy')
      return writeHead.apply(this, args)
    } as typeof writeHead
    fixed(req, res, (err?: unknown) => {
      if (err || !req.secure) return next(err)
      hsts(req, res, next)
    })
  }
}
