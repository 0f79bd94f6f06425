import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders, serializePolicy } from './security-headers'

const withGtm = { analytics: { enabled: true, consent: 'not-required', gtmId: 'GTM-ABC123' } } as const
const withoutGtm = { analytics: { enabled: true, consent: 'not-required' } } as const

describe('content security policy', () => {
  const policy = contentSecurityPolicy({ nonce: 'abc', dev: false, https: false, tenant: withoutGtm })
  it('runs scripts and style elements only from the site or with the nonce', () => {
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'"])
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc'"])
    expect(Object.values(policy).flat().join(' ')).not.toMatch(/unsafe-eval|strict-dynamic|\*(?!\.)/)
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
  })
  it('shuts plugins, <base>, foreign framing and foreign form targets out', () => {
    expect(serializePolicy(policy)).toContain(
      "frame-ancestors 'self'; object-src 'none'; base-uri 'none'; form-action 'self'",
    )
  })
  it('adds Tag Manager only for a dealer that names a container, and the HMR socket only in dev', () => {
    expect(serializePolicy(policy)).not.toMatch(/googletagmanager|ws:/)
    const gtm = contentSecurityPolicy({ nonce: 'abc', dev: false, https: false, tenant: withGtm })
    expect(gtm['script-src']).toContain('https://www.googletagmanager.com')
    const dev = contentSecurityPolicy({ nonce: 'abc', dev: true, https: false, tenant: undefined })
    expect(dev['connect-src']).toContain('ws:')
    // Remix's dev-only critical CSS <style> has no nonce: dev alone allows inline styles.
    expect(dev['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(dev['script-src']).toEqual(["'self'", "'nonce-abc'"])
  })
  it('upgrades insecure sub-resources only on an HTTPS page', () => {
    expect(serializePolicy(policy)).not.toContain('upgrade-insecure-requests')
    const https = contentSecurityPolicy({ nonce: 'abc', dev: false, https: true, tenant: undefined })
    expect(serializePolicy(https)).toMatch(/; upgrade-insecure-requests$/)
  })
})

describe('security headers middleware', () => {
  let base = ''
  let close: () => void = () => {}
  const serve = (trustProxy: boolean) => {
    const app = express()
    app.set('trust proxy', trustProxy)
    app.use(securityHeaders({ dev: false, tenantOf: (req) => (req.get('x-test-dealer') === 'gtm' ? withGtm : null) }))
    app.get('/report.pdf', (_req, res) => res.type('pdf').send(Buffer.from('%PDF-1.4')))
    app.get('/logo.svg', (_req, res) => res.type('svg').send('<svg xmlns="http://www.w3.org/2000/svg"/>'))
    app.get('*', (_req, res) => res.type('html').send(`<p>${String(res.locals.cspNonce)}</p>`))
    return app
  }
  let trusted = ''
  let closeTrusted: () => void = () => {}
  beforeAll(async () => {
    for (const trust of [false, true]) {
      const server = serve(trust).listen(0, '127.0.0.1')
      await new Promise((resolve) => server.once('listening', resolve))
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      if (trust) [trusted, closeTrusted] = [url, () => server.close()]
      else [base, close] = [url, () => server.close()]
    }
  })
  afterAll(() => {
    close()
    closeTrusted()
  })

  it('sends an enforced CSP with a fresh nonce each response, the one the page was given', async () => {
    const [a, b] = await Promise.all([fetch(base), fetch(base)])
    const csp = [a.headers.get('content-security-policy') ?? '', b.headers.get('content-security-policy') ?? '']
    const nonces = csp.map((c) => /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(c)?.[1])
    expect(nonces[0]).toBeTruthy()
    expect(nonces[0]).not.toBe(nonces[1])
    expect(await a.text()).toBe(`<p>${nonces[0]}</p>`)
    expect(a.headers.get('content-security-policy-report-only')).toBeNull()
  })

  it('puts the policy on documents (HTML, SVG), not on a PDF, which Chrome could not show under it', async () => {
    expect((await fetch(`${base}/logo.svg`)).headers.get('content-security-policy')).toMatch(/object-src 'none'/)
    const pdf = await fetch(`${base}/report.pdf`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-security-policy')).toBeNull()
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('sends COOP, Permissions-Policy and the old basics', async () => {
    const res = await fetch(base)
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(res.headers.get('permissions-policy')).toMatch(/(^|, )geolocation=\(\)/)
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\), .*microphone=\(\)/)
    expect(res.headers.get('permissions-policy')).toContain('fullscreen=(self)')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('sends HSTS only over HTTPS that a trusted proxy vouches for', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } }
    expect((await fetch(base)).headers.get('strict-transport-security')).toBeNull()
    // Without TRUST_PROXY anybody could send the header: it is ignored.
    expect((await fetch(base, https)).headers.get('strict-transport-security')).toBeNull()
    expect((await fetch(trusted)).headers.get('strict-transport-security')).toBeNull()
    const secure = await fetch(trusted, https)
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000')
    expect(secure.headers.get('content-security-policy')).toMatch(/upgrade-insecure-requests/)
  })

  it("adds a dealer's Tag Manager to that dealer's pages only", async () => {
    const gtm = await fetch(base, { headers: { 'x-test-dealer': 'gtm' } })
    expect(gtm.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com;/,
    )
    expect((await fetch(base)).headers.get('content-security-policy')).not.toContain('googletagmanager')
  })
})
