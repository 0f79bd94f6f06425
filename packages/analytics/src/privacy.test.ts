import { describe, expect, it } from 'vitest'
import { analyticsMode, browserDoNotTrack, consentCookie, consentFromCookieHeader, requestDoNotTrack } from './privacy'

const on = { enabled: true, consent: 'not-required' } as const
const asking = { enabled: true, consent: 'required' } as const

describe('analyticsMode', () => {
  it('sends on a dealer that needs no consent, and nothing with Do Not Track or analytics off', () => {
    expect(analyticsMode(on, null, false)).toBe('send')
    expect(analyticsMode(on, null, true)).toBe('off')
    expect(analyticsMode({ ...on, enabled: false }, 'accepted', false)).toBe('off')
    expect(analyticsMode(on, 'declined', false)).toBe('off')
  })

  it('asks on a dealer that needs consent, until accepted or declined; Do Not Track beats consent', () => {
    expect(analyticsMode(asking, null, false)).toBe('ask')
    expect(analyticsMode(asking, 'accepted', false)).toBe('send')
    expect(analyticsMode(asking, 'declined', false)).toBe('off')
    expect(analyticsMode(asking, 'accepted', true)).toBe('off')
  })
})

describe('privacy signals', () => {
  it('reads DNT and Sec-GPC request headers', () => {
    expect(requestDoNotTrack(new Headers({ DNT: '1' }))).toBe(true)
    expect(requestDoNotTrack(new Headers({ 'Sec-GPC': '1' }))).toBe(true)
    expect(requestDoNotTrack(new Headers({ DNT: '0' }))).toBe(false)
    expect(requestDoNotTrack(new Headers())).toBe(false)
  })

  it('reads navigator.doNotTrack, globalPrivacyControl and window.doNotTrack', () => {
    expect(browserDoNotTrack({ doNotTrack: '1' })).toBe(true)
    expect(browserDoNotTrack({ doNotTrack: null, globalPrivacyControl: true })).toBe(true)
    expect(browserDoNotTrack({ doNotTrack: 'unspecified' }, { doNotTrack: '1' })).toBe(true)
    expect(browserDoNotTrack({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false)
    expect(browserDoNotTrack(undefined)).toBe(false)
  })

  it('keeps the consent answer in a cookie and reads only our two values back', () => {
    expect(consentCookie('accepted', false)).toBe(
      'analytics_consent=accepted; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
    )
    expect(consentCookie('declined', true)).toMatch(/; Secure$/)
    expect(consentFromCookieHeader('a=1; analytics_consent=accepted; b=2')).toBe('accepted')
    expect(consentFromCookieHeader('analytics_consent=declined')).toBe('declined')
    expect(consentFromCookieHeader('analytics_consent=yes-please')).toBeNull()
    expect(consentFromCookieHeader('my_analytics_consent=accepted')).toBeNull()
    expect(consentFromCookieHeader(null)).toBeNull()
  })
  it('is a __Host- cookie over HTTPS, and only that name counts there', () => {
    expect(consentCookie('accepted', true)).toMatch(/^__Host-analytics_consent=accepted; Path=\/;.*; Secure$/)
    expect(consentFromCookieHeader('__Host-analytics_consent=accepted', true)).toBe('accepted')
    // A bare cookie over HTTPS may come from a subdomain or an http page: not the shopper's answer.
    expect(consentFromCookieHeader('analytics_consent=accepted', true)).toBeNull()
    expect(consentFromCookieHeader('__Host-analytics_consent=accepted', false)).toBeNull()
  })
})
