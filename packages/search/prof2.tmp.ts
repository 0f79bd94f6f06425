import { EmbeddedSearchEngine, FACET_FIELDS, compileRequest } from './src/index'
import { execute } from './src/embedded/execute'
import { generateSearchDocs, FIXTURE_NOW } from './src/testing/fixtures'
const n = 100000
const docs = generateSearchDocs(n, { seed: 1, tenant: 'b' })
const e = new EmbeddedSearchEngine()
await e.replaceAll('b', docs)
e.warm('b')
const index = (e as any).indexOf('b')
const all = compileRequest({ tenant: 'b', now: FIXTURE_NOW, facets: FACET_FIELDS })
const nofacets = compileRequest({ tenant: 'b', now: FIXTURE_NOW, facets: [] })
const one = compileRequest({ tenant: 'b', now: FIXTURE_NOW, facets: ['make'] })
const multi = compileRequest({ tenant: 'b', now: FIXTURE_NOW, facets: ['filtered_features'] })
for (const [name, c] of [['all', all], ['nofacets', nofacets], ['one', one], ['multi', multi]] as const) {
  for (let i = 0; i < 50; i++) execute(index, c)
  const t = performance.now()
  for (let i = 0; i < 200; i++) execute(index, c)
  console.log(name, ((performance.now() - t) / 200).toFixed(3))
}
