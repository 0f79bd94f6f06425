import { describe, expect, it } from 'vitest'
import { CACHE, cacheHeaders } from './cache'

// server/microcache.js shares an anonymous 200 unless its Cache-Control says no-store.
const sharedByPageCache = (cacheControl: string) => !/\bno-store\b/.test(cacheControl)

describe('cache strategies', () => {
  it('map each name to the header the app has always sent', () => {
    expect(CACHE).toEqual({
      none: 'no-store',
      form: 'private, no-store',
      signedIn: 'private, no-store',
      revalidate: 'private, max-age=0, must-revalidate',
      short: 'private, max-age=30',
      medium: 'private, max-age=300',
      immutable: 'public, max-age=31536000, immutable',
    })
  })

  it('give a header object for a route or a Response', () => {
    expect(cacheHeaders('form')).toEqual({ 'Cache-Control': 'private, no-store' })
    expect(new Headers(cacheHeaders('none')).get('cache-control')).toBe('no-store')
  })

  it('keep lead form pages and one-off answers out of every cache, the page cache included', () => {
    for (const name of ['form', 'none', 'signedIn'] as const) {
      expect(CACHE[name]).toMatch(/\bno-store\b/)
      expect(sharedByPageCache(CACHE[name])).toBe(false)
    }
    expect(CACHE.form).toMatch(/\bprivate\b/)
  })

  it('let the page cache share search pages (private only stops other caches)', () => {
    expect(sharedByPageCache(CACHE.revalidate)).toBe(true)
  })

  it('keep only content-addressed files public and immutable', () => {
    const publicOnes = Object.entries(CACHE).filter(([, value]) => /\bpublic\b/.test(value))
    expect(publicOnes).toEqual([['immutable', 'public, max-age=31536000, immutable']])
  })
})
