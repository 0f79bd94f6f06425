import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { checkRequestHead, isValidHost, wellFormedPath } from './request-head.js'

/** A request head as node:http parses it: rawHeaders keeps every field, headers the first Host. */
function head(method: string, url: string, fields: [string, string][]): IncomingMessage {
  const headers: Record<string, string> = {}
  for (const [name, value] of fields) headers[name.toLowerCase()] ??= value
  return { method, url, rawHeaders: fields.flat(), headers } as unknown as IncomingMessage
}
const host = 'westside-car-co.localhost:3000'

describe('the request head (docs/spec-coverage.md, Hardening)', () => {
  it('answers TRACE, TRACK and CONNECT 405, which a fetch Request cannot carry', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT']) {
      expect(checkRequestHead(head(method, '/', [['Host', host]]), { trustProxy: false })?.status).toBe(405)
    }
  })

  it('answers two Host headers 400 (RFC 9112 §3.2), even when they agree', () => {
    const two = head('GET', '/', [
      ['Host', host],
      ['host', 'sunset-caravans.localhost:3000'],
    ])
    expect(checkRequestHead(two, { trustProxy: false })?.status).toBe(400)
    const same = head('GET', '/', [
      ['Host', host],
      ['Host', host],
    ])
    expect(checkRequestHead(same, { trustProxy: false })?.status).toBe(400)
  })

  it('answers a Host that is not a host name, or whose port is past 65535, 400', () => {
    for (const bad of ['a.localhost:65536', 'a.localhost:99999', 'a.localhost:0', 'a b', 'a/b', '', ':80', 'a:80:80']) {
      expect(isValidHost(bad), bad).toBe(false)
      expect(checkRequestHead(head('GET', '/', [['Host', bad]]), { trustProxy: false })?.status, bad).toBe(400)
    }
    for (const good of [host, 'westside-car-co.localhost', 'WWW.Dealer.com.au.', '127.0.0.1:65535', '[::1]:3000']) {
      expect(isValidHost(good), good).toBe(true)
    }
  })

  it('serves an absolute-form target as its path, for the host it names (RFC 9112 §3.2.2)', () => {
    const req = head('GET', 'http://sunset-caravans.localhost:3000/about-us?x=1', [['Host', host]])
    expect(checkRequestHead(req, { trustProxy: false })).toBeNull()
    expect(req.url).toBe('/about-us?x=1')
    expect(req.headers.host).toBe('sunset-caravans.localhost:3000')
    for (const bad of ['ftp://x/about-us', 'http://', '*', 'about-us', 'http://x:99999/']) {
      expect(checkRequestHead(head('GET', bad, [['Host', host]]), { trustProxy: false })?.status, bad).toBe(400)
    }
  })

  it('drops X-Forwarded-Host always, and the other forwarded headers unless the proxy is trusted', () => {
    const fields: [string, string][] = [
      ['Host', host],
      ['X-Forwarded-Host', 'evil.example:6666'],
      ['X-Forwarded-Proto', 'https'],
      ['X-Forwarded-For', '10.0.0.1'],
      ['Forwarded', 'host=evil.example'],
    ]
    const untrusted = head('GET', '/', fields)
    expect(checkRequestHead(untrusted, { trustProxy: false })).toBeNull()
    expect(Object.keys(untrusted.headers)).toEqual(['host'])
    const trusted = head('GET', '/', fields)
    expect(checkRequestHead(trusted, { trustProxy: true })).toBeNull()
    expect(trusted.headers['x-forwarded-host']).toBeUndefined()
    expect(trusted.headers['x-forwarded-proto']).toBe('https')
  })

  it('takes a path segment that does not decode literally, so the app 404s it', () => {
    expect(wellFormedPath('/search/%ZZ')).toBe('/search/%25ZZ')
    expect(wellFormedPath('/cars/%FF?page=%ZZ')).toBe('/cars/%25FF?page=%ZZ')
    expect(wellFormedPath('/search/%E0%A4%A/used-cars')).toBe('/search/%25E0%25A4%25A/used-cars')
    expect(wellFormedPath('/search/new%20cars')).toBe('/search/new%20cars')
    expect(decodeURI(wellFormedPath('/a/%/b%2'))).toBe('/a/%/b%2')
  })
})
