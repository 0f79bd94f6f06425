// Server CPU per car page over distinct cars, each asked once: the shared part of a car page
// (.server/car-page-cache.ts) is loaded, not read from its 30-second cache, as for most cars a
// shopper opens. Calls the Remix handler of the production build as render.mjs does.
// Usage: node bench/pages/cars-once.mjs [cars]   (PROFILE=file.cpuprofile writes a CPU profile)
// Uses .data/bench unless DATA_DIR says otherwise (seed it first, e.g. by running run.mjs once).
import { closeServices, once, text } from './handler.mjs'

const count = Number(process.argv[2] ?? 200)
const sitemap = await text('/sitemaps/cars-1.xml')
const cars = [...sitemap.matchAll(/<loc>[^<]*?(\/cars\/[^<]+)<\/loc>/g)].map((m) => m[1])
// Warm the code paths on cars outside the measured set.
for (const car of cars.slice(0, 40)) await once(car)
const measured = cars.slice(40, 40 + count)
const profiler = process.env.PROFILE ? new (await import('node:inspector/promises')).Session() : null
if (profiler) {
  profiler.connect()
  await profiler.post('Profiler.enable')
  await profiler.post('Profiler.setSamplingInterval', { interval: 50 })
  await profiler.post('Profiler.start')
}
let pages = 0
let cpu = 0
for (const car of measured) {
  const t0 = process.cpuUsage()
  const { status } = await once(car)
  const used = process.cpuUsage(t0)
  if (status !== 200) continue
  pages++
  cpu += (used.user + used.system) / 1000
}
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop')
  ;(await import('node:fs')).writeFileSync(process.env.PROFILE, JSON.stringify(profile))
}
console.log(
  `${measured.length} distinct cars, ${pages} pages: ${(cpu / pages).toFixed(2)} ms CPU per page, each asked once`,
)
await closeServices()
