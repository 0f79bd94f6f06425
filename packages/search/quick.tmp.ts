import { EmbeddedSearchEngine, FACET_FIELDS } from './src/index'
import { generateSearchDocs, FIXTURE_NOW } from './src/testing/fixtures'
for (const n of [2000, 20000, 100000]) {
  let t = performance.now()
  const docs = generateSearchDocs(n, { seed: 1, tenant: 'b' })
  const gen = performance.now() - t
  const e = new EmbeddedSearchEngine()
  await e.replaceAll('b', docs)
  t = performance.now(); e.warm('b'); const build = performance.now() - t
  const req = { tenant: 'b', now: FIXTURE_NOW, query: 'toyota', filters: { car_type: ['used','demo'], body: ['SUV','Ute'], price: ['20000-29999','30000-39999'], fuel: ['Petrol','Diesel'] }, facets: FACET_FIELDS }
  const all = { tenant: 'b', now: FIXTURE_NOW, facets: FACET_FIELDS }
  for (const [name, r] of [['q', req], ['all', all]] as const) {
    const times: number[] = []
    for (let i = 0; i < 300; i++) { const s = performance.now(); e.searchSync(r); times.push(performance.now() - s) }
    times.sort((a, b) => a - b)
    console.log(n, name, 'gen', gen.toFixed(0), 'build', build.toFixed(0), 'p50', times[150]!.toFixed(3), 'p95', times[285]!.toFixed(3), 'count', e.searchSync(r).count)
  }
}
