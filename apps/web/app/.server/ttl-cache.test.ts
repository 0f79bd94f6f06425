import { describe, expect, it } from 'vitest'
import { ttlCache } from './ttl-cache'

describe('ttlCache', () => {
  it('reuses a value inside its time and reloads after', async () => {
    const cache = ttlCache<number>(1000)
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('a', load, 0)).toBe(1)
    expect(await cache.get('a', load, 999)).toBe(1)
    expect(await cache.get('b', load, 999)).toBe(2)
    expect(await cache.get('a', load, 1000)).toBe(3)
  })
  it('does not keep a failed load', async () => {
    const cache = ttlCache<number>(1000)
    await expect(cache.get('a', () => Promise.reject(new Error('x')), 0)).rejects.toThrow('x')
    await Promise.resolve()
    expect(await cache.get('a', async () => 7, 1)).toBe(7)
  })
})
