import { describe, expect, it } from 'vitest'
import { isGated, isSignInReason, signInPath } from './journeys'

describe('gated journeys', () => {
  it('always gates the garage and the watchlist', () => {
    expect(isGated('my-garage', [])).toBe(true)
    expect(isGated('watchlist', [])).toBe(true)
  })

  it('gates the other journeys only where the dealer says so', () => {
    expect(isGated('finance', [])).toBe(false)
    expect(isGated('finance', ['finance'])).toBe(true)
    expect(isGated('checkout', ['finance'])).toBe(false)
  })

  it('knows the sign-in reasons and nothing else', () => {
    expect(isSignInReason('spin-to-win')).toBe(true)
    expect(isSignInReason('admin')).toBe(false)
    expect(isSignInReason('__proto__')).toBe(false)
  })

  it('builds the sign-in URL with its three parameters', () => {
    expect(signInPath('watchlist', '/cars/a?save=1', '/cars/a')).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fa%3Fsave%3D1&back=%2Fcars%2Fa',
    )
  })
})
