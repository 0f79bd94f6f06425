import { createCookie } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { readRemembered, rememberDetailsCookie } from './remembered-details'
import { openValue, sealValue } from './sealed-value'

const secret = 'test-secret-0123456789'
const details = { name: 'Jo Citizen', email: 'jo.citizen@example.com', phone: '0412345678' }
const request = (url: string, cookie?: string) => new Request(url, cookie ? { headers: { cookie } } : undefined)
const pair = (setCookie: string) => setCookie.split(';')[0]!

/** Every way the cookie's bytes could be read back by someone holding it. */
function readings(value: string): string[] {
  const raw = decodeURIComponent(value)
  const out = [raw]
  for (const part of raw.split(/[.:]/)) {
    out.push(Buffer.from(part, 'base64').toString('latin1'), Buffer.from(part, 'base64url').toString('latin1'))
  }
  return out
}

describe('remembered lead details (lead_details)', () => {
  it('are sealed: the cookie shows neither name, email nor phone, however it is decoded', async () => {
    const set = await rememberDetailsCookie(request('http://dealer.test/contact'), details, secret)
    const value = pair(set).slice(pair(set).indexOf('=') + 1)
    for (const text of readings(value)) {
      expect(text).not.toContain('jo.citizen')
      expect(text).not.toContain('Citizen')
      expect(text).not.toContain('0412345678')
      // Remix's cookie layer base64-encodes JSON: look one level deeper too.
      const inner = /"([^"]+)"/.exec(text)?.[1]
      if (inner) for (const deeper of readings(inner)) expect(deeper).not.toContain('jo.citizen')
    }
  })

  it('come back for the next form, over http and over HTTPS (then as a Secure __Host- cookie)', async () => {
    const httpSet = await rememberDetailsCookie(request('http://dealer.test/contact'), details, secret)
    expect(httpSet).toMatch(/^lead_details=.*Max-Age=7776000.*HttpOnly/)
    expect(await readRemembered(request('http://dealer.test/', pair(httpSet)), secret)).toEqual({
      ...details,
      phone: '0412 345 678',
    })
    const httpsSet = await rememberDetailsCookie(request('https://dealer.test/contact'), details, secret)
    expect(httpsSet).toMatch(/^__Host-lead_details=.*; Secure/)
    expect(await readRemembered(request('https://dealer.test/', pair(httpsSet)), secret)).toMatchObject({
      email: details.email,
    })
  })

  it('ignore a cookie from before the seal, another key, or a changed one (no error)', async () => {
    const old = await createCookie('lead_details', { secrets: [secret], path: '/' }).serialize(details)
    expect(await readRemembered(request('http://dealer.test/', pair(old)), secret)).toBeNull()
    const set = pair(await rememberDetailsCookie(request('http://dealer.test/'), details, secret))
    expect(await readRemembered(request('http://dealer.test/', set), 'another-secret-0123456789')).toBeNull()
    const flipped = set.slice(0, -6) + (set.at(-6) === 'A' ? 'B' : 'A') + set.slice(-5)
    expect(await readRemembered(request('http://dealer.test/', flipped), secret)).toBeNull()
    expect(await readRemembered(request('http://dealer.test/', 'lead_details=%%%'), secret)).toBeNull()
  })
})

describe('sealed values', () => {
  it('open only with the same secret and purpose, and differ each time', () => {
    const a = sealValue('hello', secret, 'p')
    expect(a).not.toBe(sealValue('hello', secret, 'p'))
    expect(openValue(a, secret, 'p')).toBe('hello')
    expect(openValue(a, secret, 'q')).toBeNull()
    expect(openValue(a.slice(0, 10), secret, 'p')).toBeNull()
    expect(openValue(42, secret, 'p')).toBeNull()
  })
})
