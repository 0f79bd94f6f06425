import { Meilisearch } from 'meilisearch'
import { describe } from 'vitest'
import { searchEngineContract } from '../testing/contract'
import { createMeilisearchEngine } from './adapter'

const url = process.env.MEILISEARCH_URL
const SKIP_REASON =
  'MEILISEARCH_URL is not set (no Meilisearch server on this machine); set it, and MEILISEARCH_KEY if needed, to run the live contract suite'

// The live suite is skipped as a whole, with its reason in the suite's name and said once in the
// log, so a run without a server reports every contract test as skipped rather than one empty pass.
if (!url) console.warn(`[meilisearch contract] skipped: ${SKIP_REASON}`)

describe.skipIf(!url)(url ? 'live Meilisearch' : `live Meilisearch (skipped: ${SKIP_REASON})`, () => {
  // Unique index names per run, so parallel runs and leftovers never meet.
  const run = `test-${Date.now().toString(36)}`
  const indexUid = (tenant: string) => `${run}-${tenant}`
  searchEngineContract(
    `meilisearch at ${url}`,
    () => {
      const client = new Meilisearch({ host: url!, apiKey: process.env.MEILISEARCH_KEY })
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
})
