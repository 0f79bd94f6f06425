import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  checkFormStart,
  FORM_TOKEN_LIFETIME_MS,
  checkHoneypot,
  createRateLimiter,
  formPath,
  formSecret,
  formStartToken,
  isSameOrigin,
  leadGuardSettings,
  rateRefusal,
} from './lead-guard'

const secret = 'test-secret-of-enough-length-0123456789'
const t0 = new Date('2026-11-20T02:00:00.000Z')
const later = (ms: number) => new Date(t0.getTime() + ms)

describe('form start token', () => {
  const binding = { tenant: 'harbour', path: '/cars/x/enquire', idempotencyKey: 'key-0123456789abcdef' }
  const limits = { minFillMs: 2_000, maxAgeMs: FORM_TOKEN_LIFETIME_MS }

  it('passes once the minimum fill time has gone by, and not before', () => {
    const token = formStartToken(t0, secret, binding)
    expect(checkFormStart(token, later(1_999), secret, binding, limits)).toBe('too-fast')
    expect(checkFormStart(token, later(2_000), secret, binding, limits)).toBe('ok')
  })

  it('expires two hours after the form was rendered', () => {
    const token = formStartToken(t0, secret, binding)
    expect(FORM_TOKEN_LIFETIME_MS).toBe(2 * 60 * 60 * 1000)
    expect(checkFormStart(token, later(FORM_TOKEN_LIFETIME_MS), secret, binding, limits)).toBe('ok')
    expect(checkFormStart(token, later(FORM_TOKEN_LIFETIME_MS + 1), secret, binding, limits)).toBe('expired')
    // A form left open overnight is expired, not forged: the caller may still honour a replay.
    expect(checkFormStart(token, later(86_400_000), secret, binding, limits)).toBe('expired')
  })

  it('is bound to the tenant, the form and the idempotency key', () => {
    const token = formStartToken(t0, secret, binding)
    for (const other of [
      { ...binding, tenant: 'westside' },
      { ...binding, path: '/contact' },
      { ...binding, idempotencyKey: 'key-fedcba9876543210' },
      // Parts are length-prefixed: moving a character between them is another binding.
      { ...binding, tenant: 'harbour/', path: 'cars/x/enquire' },
    ]) {
      expect(checkFormStart(token, later(5_000), secret, other, limits)).toBe('form-token')
    }
  })

  it('refuses a backdated, forged, foreign or missing token', () => {
    const token = formStartToken(t0, secret, binding)
    const [, mac] = token.split('.')
    expect(checkFormStart(`${t0.getTime() - 60_000}.${mac}`, later(0), secret, binding, limits)).toBe('form-token')
    const foreign = formStartToken(t0, 'another-secret-of-enough-length-000', binding)
    expect(checkFormStart(foreign, later(5_000), secret, binding, limits)).toBe('form-token')
    for (const bad of [
      null,
      undefined,
      '',
      'abc',
      `${t0.getTime()}`,
      `${t0.getTime()}.${'x'.repeat(43)}`,
      'x'.repeat(10_000),
      42,
    ]) {
      expect(checkFormStart(bad, later(5_000), secret, binding, limits)).toBe('form-token')
    }
  })

  it('names a form by the path it posts to, however the request spells it', () => {
    expect(formPath('http://d.test/Cars/X/Enquire/?a=1')).toBe('/cars/x/enquire')
    expect(formPath('http://d.test/contact.data')).toBe('/contact')
    expect(formPath('http://d.test/?index')).toBe('/')
    expect(formPath('http://d.test/_root.data')).toBe('/')
  })
})

describe('honeypot', () => {
  it('fails closed: the field must be posted, and empty', () => {
    expect(checkHoneypot('')).toBe('ok')
    expect(checkHoneypot(null)).toBe('honeypot')
    expect(checkHoneypot('http://spam.example')).toBe('honeypot')
    expect(checkHoneypot(new File(['x'], 'x.txt'))).toBe('honeypot')
  })
})

describe('origin check', () => {
  const url = 'http://dealer.test/cars/x/enquire'
  const h = (init: Record<string, string>) => new Headers({ host: 'dealer.test', ...init })
  it('lets a same-origin POST through and refuses another site', () => {
    expect(isSameOrigin(h({ origin: 'http://dealer.test' }), url)).toBe(true)
    expect(isSameOrigin(h({ origin: 'http://evil.test' }), url)).toBe(false)
    expect(isSameOrigin(h({ origin: 'http://dealer.test.evil.test' }), url)).toBe(false)
    expect(isSameOrigin(h({ origin: 'null' }), url)).toBe(false)
    expect(isSameOrigin(h({ origin: '::garbage::' }), url)).toBe(false)
  })
  it('compares the scheme as well as the host', () => {
    expect(isSameOrigin(h({ origin: 'https://dealer.test' }), url)).toBe(false)
    expect(isSameOrigin(h({ origin: 'http://dealer.test' }), 'https://dealer.test/contact')).toBe(false)
    expect(isSameOrigin(h({ origin: 'https://dealer.test' }), 'https://dealer.test/contact')).toBe(true)
    expect(isSameOrigin(h({ origin: 'ftp://dealer.test' }), url)).toBe(false)
  })
  it('without an Origin header, refuses only what the browser marks cross-site', () => {
    expect(isSameOrigin(h({}), url)).toBe(true)
    expect(isSameOrigin(h({ 'sec-fetch-site': 'same-origin' }), url)).toBe(true)
    expect(isSameOrigin(h({ 'sec-fetch-site': 'cross-site' }), url)).toBe(false)
  })
})

describe('rate limiter', async () => {
  it('allows the limit per client in a window, then refuses until the window ends', async () => {
    const limiter = createRateLimiter({
      perClient: { limit: 3, windowMs: 60_000 },
      perTenant: { limit: 100, windowMs: 60_000 },
    })
    const results = await Promise.all(Array.from({ length: 5 }, () => limiter.take('a', '1.2.3.4', 1_000)))
    expect(results).toEqual([true, true, true, false, false])
    // Another client, and the same client on another tenant, are counted apart.
    expect(await limiter.take('a', '5.6.7.8', 1_000)).toBe(true)
    expect(await limiter.take('b', '1.2.3.4', 1_000)).toBe(true)
    expect(await limiter.take('a', '1.2.3.4', 61_000)).toBe(true)
  })

  it('caps a whole tenant, and a refused POST is not counted', async () => {
    const limiter = createRateLimiter({
      perClient: { limit: 2, windowMs: 60_000 },
      perTenant: { limit: 3, windowMs: 60_000 },
    })
    expect(await limiter.take('a', 'c1', 0)).toBe(true)
    expect(await limiter.take('a', 'c1', 0)).toBe(true)
    expect(await limiter.take('a', 'c1', 0)).toBe(false) // client over; the tenant's count stays 2
    expect(await limiter.take('a', 'c2', 0)).toBe(true)
    expect(await limiter.take('a', 'c3', 0)).toBe(false) // tenant over
  })

  it('counts an address and the dealer apart: the dealer cap is taken only when asked', async () => {
    const limiter = createRateLimiter({
      perClient: { limit: 2, windowMs: 60_000 },
      perTenant: { limit: 3, windowMs: 60_000 },
    })
    // Many addresses sending junk: each address is counted, the dealer is not.
    for (let i = 0; i < 50; i++) expect((await limiter.takeClient('a', `junk${i}`, 0)).ok).toBe(true)
    expect(await limiter.takeTenant('a', 0)).toEqual({ ok: true })
    expect(await limiter.takeTenant('a', 0)).toEqual({ ok: true })
    expect(await limiter.takeTenant('a', 0)).toEqual({ ok: true })
    expect(await limiter.takeTenant('a', 15_000)).toEqual({ ok: false, scope: 'tenant', retryAfterMs: 45_000 })
    expect((await limiter.takeTenant('b', 15_000)).ok).toBe(true)
    expect((await limiter.takeClient('a', 'c1', 0)).ok).toBe(true)
    expect((await limiter.takeClient('a', 'c1', 0)).ok).toBe(true)
    expect(await limiter.takeClient('a', 'c1', 59_500)).toEqual({ ok: false, scope: 'client', retryAfterMs: 500 })
  })

  it('says which limit refused, with whole seconds to wait', async () => {
    expect(rateRefusal({ ok: true })).toBeNull()
    expect(rateRefusal({ ok: false, scope: 'client', retryAfterMs: 500 })).toEqual({
      reason: 'rate-limited',
      retryAfterSeconds: 1,
    })
    expect(rateRefusal({ ok: false, scope: 'tenant', retryAfterMs: 45_001 })).toEqual({
      reason: 'dealer-busy',
      retryAfterSeconds: 46,
    })
  })

  it('keeps memory bounded under a flood of addresses', async () => {
    const limiter = createRateLimiter({
      perClient: { limit: 1, windowMs: 1_000 },
      perTenant: { limit: 0, windowMs: 1_000 },
      maxKeys: 100,
    })
    for (let i = 0; i < 10_000; i++) await limiter.take('a', `ip${i}`, i)
    // The newest address still has its own window (refused on a second POST).
    expect(await limiter.take('a', 'ip9999', 9_999)).toBe(false)
  })

  it('a limit of 0 switches the rule off', async () => {
    const limiter = createRateLimiter({
      perClient: { limit: 0, windowMs: 1_000 },
      perTenant: { limit: 0, windowMs: 1_000 },
    })
    expect((await Promise.all(Array.from({ length: 1_000 }, () => limiter.take('a', 'x', 0)))).every(Boolean)).toBe(
      true,
    )
  })
})

describe('settings and secret', () => {
  it('reads numbers from the environment and ignores garbage', () => {
    const s = leadGuardSettings(secret, {
      LEAD_MIN_FILL_MS: '0',
      LEAD_RATE_PER_CLIENT: 'lots',
      LEAD_RATE_PER_TENANT: '-5',
    })
    expect(s.minFillMs).toBe(0)
    expect(s.perClient.limit).toBe(10)
    expect(s.perTenant.limit).toBe(300)
  })

  it('keeps one secret in the data directory across restarts, unless FORM_SECRET is set', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-secret-'))
    const first = formSecret({}, dir)
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(formSecret({}, dir)).toBe(first)
    expect(formSecret({ FORM_SECRET: 'from-env' }, dir)).toBe('from-env')
  })
})
