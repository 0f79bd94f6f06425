import { Meilisearch } from 'meilisearch'
import { describe, it } from 'vitest'
import { searchEngineContract } from '../testing/contract'
import { createMeilisearchEngine } from './adapter'

const url = process.env.MEILISEARCH_URL

if (url) {
  // Unique index names per run, so parallel runs and leftovers never meet.
  const run = `test-${Date.now().toString(36)}`
  const indexUid = (tenant: string) => `${run}-${tenant}`
  searchEngineContract(
    `meilisearch at ${url}`,
    () => {
      const client = new Meilisearch({ host: url, apiKey: process.env.MEILISEARCH_KEY })
      return {
        engine: createMeilisearchEngine({ client, indexUid }),
        cleanup: async () => {
          const { results } = await client.getIndexes({ limit: 1000 })
          await Promise.all(results.filter((i) => i.uid.startsWith(run)).map((i) => client.deleteIndexIfExists(i.uid)))
        },
      }
    },
    { textOrderMayDiffer: true, timeoutMs: 120_000 },
  )
} else {
  describe('SearchEngine contract: meilisearch', () => {
    it.skip('skipped: MEILISEARCH_URL is not set (no Meilisearch server on this machine); set it, and MEILISEARCH_KEY if needed, to run the live contract suite', () => {})
  })
}
