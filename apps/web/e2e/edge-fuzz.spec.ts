import { expect, test } from './support/test'
import { PORT } from './fixtures'
import { hostRequest } from './http'
import { dealerSeeds, routePatterns, runFuzz } from './support/edge-fuzz'

/*
 * Every route and action under garbage (docs/spec-coverage.md, Hardening): paths, queries,
 * bodies, methods and headers from a fixed seed, over raw HTTP; not one 5xx. A modest count here;
 * `pnpm bench:fuzz` runs the long one. Once, in the js project.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'HTTP only: once is enough')

export const FUZZ_SEED = 16
const FUZZ_COUNT = 400

test('the route list covers every route module', () => {
  const patterns = routePatterns()
  expect(patterns).toContain('/cars/$slug/enquire')
  expect(patterns).toContain('/search/$')
  expect(patterns).toContain('/sitemap.xml')
  expect(patterns).toContain('/')
  expect(patterns.length).toBeGreaterThanOrEqual(60)
})

test(`${FUZZ_COUNT} fuzzed requests of every route and action, and not one 5xx`, async () => {
  test.setTimeout(180_000)
  const dealers = ['harbour-city-motor-group', 'sunset-caravans', 'westside-car-co']
  const seeds = await Promise.all(
    dealers.map((slug) => dealerSeeds(PORT, slug, async (path) => (await hostRequest(slug, path)).body)),
  )
  const merged = {
    params: Object.fromEntries(
      Object.keys(seeds[0]!.params).map((name) => [name, seeds.flatMap((s) => s.params[name] ?? [])]),
    ),
    formFields: seeds[0]!.formFields,
    hosts: seeds.flatMap((s) => s.hosts),
  }
  const tally = await runFuzz({ port: PORT, seeds: merged, seed: FUZZ_SEED, count: FUZZ_COUNT })
  expect(tally.tried).toBe(FUZZ_COUNT)
  expect(tally.failures).toEqual([])
  // Not all refused at the door: pages were served, and actions and lookups answered.
  expect(tally.byStatus.get(200) ?? 0).toBeGreaterThan(FUZZ_COUNT / 20)
  expect(tally.byStatus.get(404) ?? 0).toBeGreaterThan(0)
})
