import { describe, expect, it } from 'vitest'
import { localNow } from './time-zone'

describe('localNow', () => {
  it('reads the wall clock of each instant, the same second or the next (across midnight)', () => {
    // 23:59:59 in Brisbane (UTC+10, no daylight saving) on 2026-03-01.
    const lastSecond = Date.UTC(2026, 2, 1, 13, 59, 59)
    expect(localNow(new Date(lastSecond), 'Australia/Brisbane')).toEqual({ date: '2026-03-01', minutes: 1439 })
    expect(localNow(new Date(lastSecond + 999), 'Australia/Brisbane')).toEqual({ date: '2026-03-01', minutes: 1439 })
    expect(localNow(new Date(lastSecond + 1000), 'Australia/Brisbane')).toEqual({ date: '2026-03-02', minutes: 0 })
    // The same instant elsewhere is another wall clock (Perth, UTC+8).
    expect(localNow(new Date(lastSecond + 1000), 'Australia/Perth')).toEqual({ date: '2026-03-01', minutes: 22 * 60 })
    expect(localNow(new Date(lastSecond), 'Australia/Brisbane')).toEqual({ date: '2026-03-01', minutes: 1439 })
  })
})
