// Finds the demo car pages the benchmarks measure: the first car linked from the home page, and a
// car with a 360° spin (its page links the spin frames), from the stock search pages.
import http from 'node:http'

/** GET a path of the dealer site on a local server; resolves with the body text. */
export function getText(port, host, p) {
  return new Promise((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${port}${p}`, { headers: { host } }, (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
      })
      .on('error', reject)
  })
}

export async function findCarPaths(port, host) {
  const first = /href="(\/cars\/[a-z0-9-]+)"/.exec(await getText(port, host, '/'))?.[1] ?? null
  let spin = null
  for (const list of ['/search/used-cars', '/search/new-cars', '/search/demo-cars']) {
    const links = [
      ...new Set([...(await getText(port, host, list)).matchAll(/href="(\/cars\/[a-z0-9-]+)"/g)].map((m) => m[1])),
    ]
    for (const p of links) {
      if ((await getText(port, host, p)).includes('/images/demo/spin-')) {
        spin = p
        break
      }
    }
    if (spin) break
  }
  return { first, spin }
}
