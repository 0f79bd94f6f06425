// Server CPU per search page over many distinct search URLs, each asked once: the long tail the
// page cache cannot serve (most filter combinations are asked once). Calls the Remix handler of the
// production build as render.mjs does. Usage: node bench/pages/long-tail.mjs
// Uses .data/bench (seed it first, e.g. by running bench/pages/run.mjs once). Redirects (a URL that
// is not its search's canonical one) are answered but not counted.
// PROFILE=file.cpuprofile writes a CPU profile of the measured requests (as render.mjs does).
import { closeServices, once as request } from './handler.mjs'

const once = async (p) => (await request(p)).status

// Warm the code paths on URLs outside the measured set.
for (let i = 0; i < 40; i++) {
  await once('/bench/hello-bare')
  await once('/search/new-cars')
  await once('/search/demo-cars?sortBy=price-desc')
}
const urls = []
for (const type of ['used-cars', 'new-used-and-demo-cars'])
  for (const body of ['', 'SUV', 'Sedan', 'Hatch', 'Ute'])
    for (const sort of ['', 'price-asc', 'price-desc', 'year-desc', 'km-asc'])
      for (const page of [1, 2, 3]) {
        const q = new URLSearchParams()
        if (body) q.set('body', body)
        if (sort) q.set('sortBy', sort)
        if (page > 1) q.set('page', String(page))
        urls.push(`/search/${type}${q.size ? `?${q}` : ''}`)
      }
const profiler = process.env.PROFILE ? new (await import('node:inspector/promises')).Session() : null
if (profiler) {
  profiler.connect()
  await profiler.post('Profiler.enable')
  await profiler.post('Profiler.setSamplingInterval', { interval: 50 })
  await profiler.post('Profiler.start')
}
let pages = 0
let cpu = 0
for (const u of urls) {
  const t0 = process.cpuUsage()
  const status = await once(u)
  const used = process.cpuUsage(t0)
  if (status !== 200) continue
  pages++
  cpu += (used.user + used.system) / 1000
}
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop')
  ;(await import('node:fs')).writeFileSync(process.env.PROFILE, JSON.stringify(profile))
}
console.log(`${urls.length} distinct URLs, ${pages} pages: ${(cpu / pages).toFixed(2)} ms CPU per page`)
await closeServices()
