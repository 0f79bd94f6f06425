import { EmbeddedSearchEngine, FACET_FIELDS, compileRequest } from './src/index'
import { execute } from './src/embedded/execute'
import { generateSearchDocs, FIXTURE_NOW } from './src/testing/fixtures'
const n = Number(process.argv[2] ?? 100000)
const docs = generateSearchDocs(n, { seed: 1, tenant: 'b' })
const e = new EmbeddedSearchEngine()
await e.replaceAll('b', docs)
e.warm('b')
const index = (e as any).indexOf('b')
const filters = { car_type: ['used','demo'], body: ['SUV','Ute'], price: ['20000-29999','30000-39999'], fuel: ['Petrol','Diesel'] }
const cases = {
  full: { query: 'toyota', filters, facets: FACET_FIELDS },
  nofacet: { query: 'toyota', filters, facets: [] },
  textonly: { query: 'toyota', facets: [] },
  filtersonly: { filters, facets: [] },
  filtersfacets: { filters, facets: FACET_FIELDS },
  textfacets: { query: 'toyota', facets: FACET_FIELDS },
}
for (const [name, r] of Object.entries(cases)) {
  const c = compileRequest({ tenant: 'b', now: FIXTURE_NOW, ...r } as any)
  for (let i = 0; i < 100; i++) execute(index, c)
  const t = performance.now()
  for (let i = 0; i < 300; i++) execute(index, c)
  const t2 = performance.now()
  for (let i = 0; i < 300; i++) compileRequest({ tenant: 'b', now: FIXTURE_NOW, ...r } as any)
  console.log(name, ((t2 - t) / 300).toFixed(3), 'compile', ((performance.now() - t2) / 300).toFixed(3))
}
