import { describe, expect, it } from 'vitest'
import { siteCookie } from './site-cookie'

const http = (cookie?: string) => new Request('http://dealer.test/', cookie ? { headers: { cookie } } : undefined)
const https = (cookie?: string) => new Request('https://dealer.test/', cookie ? { headers: { cookie } } : undefined)
const pair = (setCookie: string) => setCookie.split(';')[0]!

describe('site cookies', () => {
  const whole = siteCookie('compare', { maxAge: 60 })
  const scoped = siteCookie('sign_in_phone', { path: '/sign-in', maxAge: 60 })

  it('over HTTPS: Secure, HttpOnly, SameSite=Lax and __Host- with Path=/ and no Domain', async () => {
    const set = await whole.serialize(https(), 'a,b')
    expect(set).toMatch(/^__Host-compare=/)
    expect(set).toMatch(/; Path=\/(;|$)/)
    expect(set).toMatch(/; Secure(;|$)/)
    expect(set).toMatch(/; HttpOnly(;|$)/)
    expect(set).toMatch(/; SameSite=Lax(;|$)/)
    expect(set).not.toMatch(/Domain=/i)
    expect(await whole.parse(https(pair(set)))).toBe('a,b')
  })

  it('over plain http keeps the bare name (browsers refuse __Host- there), not Secure', async () => {
    const set = await whole.serialize(http(), 'a,b')
    expect(set).toMatch(/^compare=/)
    expect(set).not.toMatch(/Secure/)
    expect(await whole.parse(http(pair(set)))).toBe('a,b')
  })

  it('over HTTPS ignores a bare cookie, which a subdomain or an http page could have set', async () => {
    const bare = pair(await whole.serialize(http(), 'planted'))
    expect(await whole.parse(https(bare))).toBeNull()
  })

  it('a cookie scoped to a path cannot be __Host-: it keeps its name and is Secure over HTTPS', async () => {
    const set = await scoped.serialize(https(), '0412345678')
    expect(set).toMatch(/^sign_in_phone=.*; Path=\/sign-in; .*Secure/)
    expect(await scoped.parse(https(pair(set)))).toBe('0412345678')
  })

  it('clears under the name it was set with', async () => {
    expect(await whole.clear(https())).toMatch(/^__Host-compare=; Max-Age=0; Path=\/; .*Secure/)
    expect(await whole.clear(http())).toMatch(/^compare=; Max-Age=0; Path=\//)
  })
})
