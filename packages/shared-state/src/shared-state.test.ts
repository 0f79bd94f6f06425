import { afterAll, describe, expect, it } from 'vitest'
import { sharedStateContract } from './contract'
import { createMemoryState } from './memory'
import { clearRedisPrefix, createRedisState } from './redis'
import { sharedStateFromEnv } from './index'

sharedStateContract('memory', async () => {
  const state = createMemoryState()
  return [state, state]
})

const redisUrl = process.env.TEST_REDIS_URL
const prefix = `shared-test:${process.pid}:${Date.now()}:`
if (redisUrl) {
  // Secrets and generations have no expiry: the run's keys go with it.
  afterAll(async () => {
    expect(await clearRedisPrefix(redisUrl, prefix)).toBeGreaterThan(0)
    expect(await clearRedisPrefix(redisUrl, prefix)).toBe(0)
  })
  sharedStateContract('redis', async () => [
    await createRedisState({ url: redisUrl, prefix }),
    await createRedisState({ url: redisUrl, prefix }),
  ])
} else {
  console.warn('! TEST_REDIS_URL is not set: the Redis half of the shared-state contract is skipped')
}

describe.skipIf(!redisUrl)('redis store: failures', () => {
  it('fails open once Redis is gone: a page is a miss, a hit is let through, each reported', async () => {
    const errors: string[] = []
    const state = await createRedisState({ url: redisUrl!, prefix, onError: (what) => errors.push(what) })
    await state.close()
    const lookup = await state.pageCache.lookup('t', '/')
    expect(lookup.page).toBeNull()
    await lookup.store({ status: 200, headers: {}, body: Buffer.from('x') }, 1_000)
    expect(await state.counters.take([{ key: 'k', limit: 1, windowMs: 1_000 }], Date.now())).toEqual({ ok: true })
    expect(errors).toEqual(
      expect.arrayContaining(['page cache read (page rendered)', 'rate limit not counted (request let through)']),
    )
  })
})

describe('from the environment', () => {
  it('is memory without REDIS_URL', async () => {
    expect((await sharedStateFromEnv({})).kind).toBe('memory')
  })
  it('stops start-up with a clear message when REDIS_URL does not answer, password hidden', async () => {
    await expect(sharedStateFromEnv({ REDIS_URL: 'redis://user:hunter2@127.0.0.1:1/0' })).rejects.toThrow(
      /^Redis at redis:\/\/user:\*\*\*@127\.0\.0\.1:1\/0 \(REDIS_URL\) is not reachable: connect ECONNREFUSED/,
    )
    await expect(sharedStateFromEnv({ REDIS_URL: 'http://x' })).rejects.toThrow(/redis:\/\//)
  })
})
