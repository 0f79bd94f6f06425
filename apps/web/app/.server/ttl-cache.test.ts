import { describe, expect, it } from 'vitest'
import { stockCache, ttlCache } from './ttl-cache'

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

describe('stockCache', () => {
  it('reuses an entry within its time by both clocks, and loads again after either moved past it', async () => {
    let wall = 1_000
    const cache = stockCache<number>(100, 10, () => wall)
    let loads = 0
    const load = () => Promise.resolve(++loads)
    expect(await cache.get('a', 5_000, load)).toBe(1)
    wall += 99
    expect(await cache.get('a', 5_050, load)).toBe(1)
    wall += 1
    expect(await cache.get('a', 5_050, load)).toBe(2)
    // The app's clock moved on (or back) past the entry's time: loaded again.
    expect(await cache.get('a', 5_150, load)).toBe(3)
    expect(await cache.get('a', 4_000, load)).toBe(4)
  })

  it('keeps no failed load, drops what it is told to, forgets everything on clear, and holds at most its size', async () => {
    const cache = stockCache<number>(1_000, 2, () => 0)
    await expect(cache.get('x', 0, () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    await Promise.resolve()
    expect(cache.size).toBe(0)
    const one = cache.get('a', 0, () => Promise.resolve(1))
    cache.drop('a', Promise.resolve(1))
    expect(cache.size).toBe(1)
    cache.drop('a', one)
    expect(cache.size).toBe(0)
    await cache.get('a', 0, () => Promise.resolve(1))
    await cache.get('b', 0, () => Promise.resolve(2))
    await cache.get('c', 0, () => Promise.resolve(3))
    expect(cache.size).toBe(2)
    expect(await cache.get('a', 0, () => Promise.resolve(4))).toBe(4)
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it('forgets one prefix’s entries and keeps the rest', async () => {
    const cache = stockCache<number>(1_000, 10, () => 0)
    await cache.get('westside\u0000a', 0, () => Promise.resolve(1))
    await cache.get('westside-2\u0000a', 0, () => Promise.resolve(2))
    await cache.get('harbour\u0000a', 0, () => Promise.resolve(3))
    cache.forgetPrefix('westside\u0000')
    expect(cache.size).toBe(2)
    expect(await cache.get('westside\u0000a', 0, () => Promise.resolve(4))).toBe(4)
    expect(await cache.get('westside-2\u0000a', 0, () => Promise.resolve(5))).toBe(2)
    expect(await cache.get('harbour\u0000a', 0, () => Promise.resolve(6))).toBe(3)
  })
})
