import { describe, expect, it } from 'vitest'
import { createPollLoop } from './poll-loop'

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('poll loop', () => {
  it('sleeps when idle, runs again at once when woken, even mid-round, and stops after the round', async () => {
    let rounds = 0
    let release: (() => void) | null = null
    const loop = createPollLoop(
      async () => {
        rounds++
        if (rounds === 2) await new Promise<void>((r) => (release = r))
        return { more: false }
      },
      60_000,
      () => {},
    )
    loop.start()
    await tick(20)
    expect(rounds).toBe(1) // asleep for a minute
    loop.wake()
    await tick(20)
    expect(rounds).toBe(2) // round 2 is in progress
    loop.wake() // a lead arrives during it
    release!()
    await tick(20)
    expect(rounds).toBe(3) // no minute's wait
    await loop.stop()
    loop.wake()
    await tick(20)
    expect(rounds).toBe(3)
  })

  it('keeps going after a failed round and runs back to back while there is more', async () => {
    let rounds = 0
    const errors: unknown[] = []
    const loop = createPollLoop(
      async () => {
        rounds++
        if (rounds === 1) throw new Error('database down')
        return { more: rounds < 5 }
      },
      10,
      (e) => errors.push(e),
    )
    loop.start()
    await tick(100)
    await loop.stop()
    expect(errors).toHaveLength(1)
    expect(rounds).toBeGreaterThanOrEqual(5)
  })
})
