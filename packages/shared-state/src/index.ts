import { createMemoryState, type MemoryStateOptions } from './memory'
import { createRedisState } from './redis'
import type { ErrorReporter, SharedState } from './types'

export * from './types'
export { createMemoryState, createMemoryCounters, createMemoryNotices, createMemoryPageCache } from './memory'
export { clearRedisPrefix, createRedisState, redactRedisUrl } from './redis'

type Env = Readonly<Record<string, string | undefined>>

/**
 * Redis when REDIS_URL is set (keys and channels under REDIS_PREFIX, default `dealer:`), else this
 * process's memory. With REDIS_URL set and Redis not answering, this throws: start-up stops.
 */
export async function sharedStateFromEnv(
  env: Env = process.env,
  options: MemoryStateOptions & { onError?: ErrorReporter } = {},
): Promise<SharedState> {
  const url = env.REDIS_URL?.trim()
  if (!url) return createMemoryState(options)
  if (!/^rediss?:\/\//.test(url)) throw new Error('REDIS_URL must start with redis:// or rediss://')
  return createRedisState({ url, prefix: env.REDIS_PREFIX ?? 'dealer:', onError: options.onError })
}
