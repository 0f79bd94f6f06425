// Server CPU per search page over many distinct search URLs, each asked once: the long tail the
// page cache cannot serve (most filter combinations are asked once). Calls the Remix handler of the
// production build as render.mjs does. Usage: node bench/pages/long-tail.mjs
// Uses .data/bench (seed it first, e.g. by running bench/pages/run.mjs once). Redirects (a URL that
// is not its search's canonical one) are answered but not counted.
// PROFILE=file.cpuprofile writes a CPU profile of the measured requests (as render.mjs does).
import { closeServices, cpuPerPageOnce, once as request } from './handler.mjs'

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
const { pages, ms } = await cpuPerPageOnce(urls)
console.log(`${urls.length} distinct URLs, ${pages} pages: ${ms.toFixed(2)} ms CPU per page`)
await closeServices()
