import type { IndexSwap, Meilisearch } from 'meilisearch'
import type { SearchDoc } from '../search-doc'
import { toMeiliDocument } from './document'
import { defaultIndexUid } from './settings'
import { ensureIndex, settle } from './tasks'

export interface SyncOptions {
  readonly indexUid?: (tenant: string) => string
  /** Documents per add request. */
  readonly batchSize?: number
}

export interface SyncResult {
  readonly indexUid: string
  readonly documents: number
  readonly ms: number
}

/**
 * Push a tenant's settings and documents to Meilisearch (the `sync-search` command). Builds a
 * fresh index beside the live one and swaps them, so shoppers never see a half-filled index
 * and cars removed from SQL disappear; then drops the old one.
 */
export async function syncSearch(
  client: Meilisearch,
  tenant: string,
  docs: readonly SearchDoc[],
  options: SyncOptions = {},
): Promise<SyncResult> {
  const started = performance.now()
  const uid = (options.indexUid ?? defaultIndexUid)(tenant)
  const staging = `${uid}__sync`
  const batchSize = options.batchSize ?? 5000
  await client.deleteIndexIfExists(staging)
  await ensureIndex(client, uid)
  await ensureIndex(client, staging)
  for (let i = 0; i < docs.length; i += batchSize) {
    const batch = docs.slice(i, i + batchSize).map(toMeiliDocument)
    await settle(client.index(staging).addDocuments(batch, { primaryKey: 'id' }))
  }
  // `rename` is left out: servers before 1.18 reject the field, and absent means a plain swap.
  await settle(client.swapIndexes([{ indexes: [uid, staging] } as IndexSwap]))
  await settle(client.deleteIndex(staging))
  return { indexUid: uid, documents: docs.length, ms: performance.now() - started }
}
