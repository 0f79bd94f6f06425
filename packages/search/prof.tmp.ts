import { EmbeddedSearchEngine, FACET_FIELDS } from './src/index'
import { generateSearchDocs, FIXTURE_NOW } from './src/testing/fixtures'
const n = 100000
const docs = generateSearchDocs(n, { seed: 1, tenant: 'b' })
const e = new EmbeddedSearchEngine()
await e.replaceAll('b', docs)
e.warm('b')
const req = { tenant: 'b', now: FIXTURE_NOW, query: 'toyota', filters: { car_type: ['used','demo'], body: ['SUV','Ute'], price: ['20000-29999','30000-39999'], fuel: ['Petrol','Diesel'] }, facets: FACET_FIELDS }
const all = { tenant: 'b', now: FIXTURE_NOW, facets: FACET_FIELDS }
const t = performance.now()
for (let i = 0; i < 300; i++) { e.searchSync(req); e.searchSync(all) }
console.log((performance.now() - t) / 300)
