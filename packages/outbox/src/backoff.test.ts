import { describe, expect, it } from 'vitest'
import { retryDelayMs } from './backoff'

describe('retry backoff', () => {
  it('doubles per attempt, caps, and jitters within the upper half', () => {
    const low = () => 0
    const high = () => 1
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, { baseMs: 1_000, maxMs: 5_000 }, high))).toEqual([
      1_000, 2_000, 4_000, 5_000,
    ])
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, { baseMs: 1_000, maxMs: 5_000 }, low))).toEqual([
      500, 1_000, 2_000, 2_500,
    ])
    expect(retryDelayMs(1_000, { baseMs: 1_000, maxMs: 5_000 }, high)).toBe(5_000)
  })

  it('spreads leads that failed together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(3)))
    expect(delays.size).toBeGreaterThan(40)
  })
})
