import { describe, expect, it } from 'vitest'
import { configuredSiteOrigin, publicOrigin, siteOrigin } from './site-origin'

const tenant = { slug: 'westside-car-co', hostnames: ['www.westsidecarco.com.au', 'westsidecarco.com.au'] }
const request = new Request('http://westside-car-co.localhost:3100/search/used-cars?page=2')

describe('the site origin of absolute links', () => {
  it('is the request’s own origin without SITE_URL', () => {
    expect(siteOrigin(tenant, request, {})).toBe('http://westside-car-co.localhost:3100')
  })

  it('is SITE_URL with {slug} or {host} filled in when set, without a trailing slash', () => {
    expect(siteOrigin(tenant, request, { SITE_URL: 'http://{slug}.localhost:3000/' })).toBe(
      'http://westside-car-co.localhost:3000',
    )
    expect(siteOrigin(tenant, request, { SITE_URL: 'https://{host}' })).toBe('https://www.westsidecarco.com.au')
    expect(configuredSiteOrigin({ slug: 'x', hostnames: [] }, { SITE_URL: 'https://{host}' })).toBe(
      'https://x.localhost',
    )
  })

  it('falls back to the request for a SITE_URL that is not an http(s) URL', () => {
    for (const bad of ['ftp://{host}', 'not a url', 'javascript:alert(1)']) {
      expect(siteOrigin(tenant, request, { SITE_URL: bad }), bad).toBe('http://westside-car-co.localhost:3100')
    }
  })
})

describe('the public origin of the URL the app sees (docs/spec-coverage.md, Hardening)', () => {
  const host = 'westside-car-co.localhost:6666'
  it('is SITE_URL’s origin when set, whatever the request says', () => {
    const env = { SITE_URL: 'https://{host}/', PORT: '3000', TRUST_PROXY: '1' }
    expect(publicOrigin(tenant, { host, forwardedProto: 'http' }, env)).toBe('https://www.westsidecarco.com.au')
  })

  it('takes the host name the tenant was resolved from, and this server’s own port, never the Host’s', () => {
    expect(publicOrigin(tenant, { host }, { PORT: '3000' })).toBe('http://westside-car-co.localhost:3000')
    expect(publicOrigin(tenant, { host: 'WWW.WestsideCarCo.com.au.:99999' }, { PORT: '80' })).toBe(
      'http://www.westsidecarco.com.au',
    )
  })

  it('reads X-Forwarded-Proto only from a trusted proxy, and then names no port', () => {
    expect(publicOrigin(tenant, { host, forwardedProto: 'https' }, { PORT: '3000' })).toBe(
      'http://westside-car-co.localhost:3000',
    )
    expect(publicOrigin(tenant, { host, forwardedProto: 'https' }, { PORT: '3000', TRUST_PROXY: '1' })).toBe(
      'https://westside-car-co.localhost',
    )
    expect(publicOrigin(tenant, { host, forwardedProto: 'gopher' }, { PORT: '3000', TRUST_PROXY: '1' })).toBe(
      'http://westside-car-co.localhost',
    )
  })
})
