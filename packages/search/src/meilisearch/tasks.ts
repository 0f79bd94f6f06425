import type { EnqueuedTaskPromise, Meilisearch } from 'meilisearch'
import { INDEX_SETTINGS } from './settings'

/** Wait for a Meilisearch task and throw when it did not succeed. */
export async function settle(task: EnqueuedTaskPromise, allow: readonly string[] = []): Promise<void> {
  const done = await task.waitTask({ timeout: 120_000 })
  if (done.status === 'succeeded') return
  if (done.error && allow.includes(done.error.code)) return
  throw new Error(
    `Meilisearch task ${done.uid} (${done.type}) ${done.status}: ${done.error?.message ?? 'no error given'}`,
  )
}

/** Create the index if it is missing and apply the settings (both idempotent). */
export async function ensureIndex(client: Meilisearch, uid: string): Promise<void> {
  await settle(client.createIndex(uid, { primaryKey: 'id' }), ['index_already_exists'])
  await settle(client.index(uid).updateSettings(INDEX_SETTINGS))
}
