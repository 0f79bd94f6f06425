import { describe, expect, it } from 'vitest'
import { appClock } from './clock'

describe('appClock', () => {
  it('stands still at APP_NOW', () => {
    const now = appClock({ APP_NOW: '2026-03-10T00:00:00.000Z' })
    expect(now().toISOString()).toBe('2026-03-10T00:00:00.000Z')
    // Each call is its own Date: a caller that moves one does not move the clock.
    now().setFullYear(2000)
    expect(now().toISOString()).toBe('2026-03-10T00:00:00.000Z')
  })

  it('follows the wall clock without APP_NOW', () => {
    const before = Date.now()
    const at = appClock({})().getTime()
    expect(at).toBeGreaterThanOrEqual(before)
    expect(at).toBeLessThanOrEqual(Date.now())
  })

  it('refuses an APP_NOW that is not a date, naming it', () => {
    expect(() => appClock({ APP_NOW: 'yesterday' })).toThrow('APP_NOW is not a date: "yesterday"')
  })
})
