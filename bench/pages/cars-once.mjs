// Server CPU per car page over distinct cars, each asked once: the shared part of a car page
// (.server/car-page-cache.ts) is loaded, not read from its 30-second cache, as for most cars a
// shopper opens. Calls the Remix handler of the production build as render.mjs does.
// Usage: node bench/pages/cars-once.mjs [cars]   (PROFILE=file.cpuprofile writes a CPU profile)
// Uses .data/bench unless DATA_DIR says otherwise (seed it first, e.g. by running run.mjs once).
import { closeServices, cpuPerPageOnce, once, text } from './handler.mjs'

const count = Number(process.argv[2] ?? 200)
const sitemap = await text('/sitemaps/cars-1.xml')
const cars = [...sitemap.matchAll(/<loc>[^<]*?(\/cars\/[^<]+)<\/loc>/g)].map((m) => m[1])
// Warm the code paths on cars outside the measured set.
for (const car of cars.slice(0, 40)) await once(car)
const measured = cars.slice(40, 40 + count)
const { pages, ms } = await cpuPerPageOnce(measured)
console.log(`${measured.length} distinct cars, ${pages} pages: ${ms.toFixed(2)} ms CPU per page, each asked once`)
await closeServices()
