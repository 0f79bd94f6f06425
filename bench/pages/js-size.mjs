// JavaScript shipped to a page, gzipped: every module script and modulepreload of its HTML, and the
// page's theme module, which the entry loads before hydrating.
// Usage: node bench/pages/js-size.mjs [port] (against a running server with the demo data).
import http from 'node:http'
import { gzipSync } from 'node:zlib'
import { findCarPaths } from './find-cars.mjs'

const port = process.argv[2] ?? '3000'
const host = process.env.BENCH_HOST ?? 'harbour-city-motor-group.localhost'
const base = `http://127.0.0.1:${port}`
// fetch() may not set Host, so plain http: the host header picks the dealer.
const get = (p) =>
  new Promise((resolve, reject) => {
    http
      .get(`${base}${p}`, { headers: { host } }, (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({ text: async () => body.toString('utf8'), arrayBuffer: async () => body })
        })
      })
      .on('error', reject)
  })

const { first: car, spin } = await findCarPaths(port, host)
const pages = {
  home: '/',
  search: '/search/used-cars',
  car,
  'car with 360° spin': spin,
  'price slider': '/search-by-price',
  // Lead form pages: their forms (conform and zod) load when the shopper reaches them.
  contact: '/contact',
  finance: '/finance',
  'trade-in': '/trade-in',
  'car enquiry': car && `${car}/enquire`,
}
console.log('| page | scripts | gzipped KB | lazy chunks after load | gzipped KB with them |\n|---|---|---|---|---|')
for (const [name, p] of Object.entries(pages)) {
  if (!p) continue
  const html = await (await get(p)).text()
  const srcs = new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  )
  // Inline module scripts import the route chunks by URL too.
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) srcs.add(m[1])
  // entry.client awaits the page's theme module (<html data-theme>) before hydrating: a dynamic
  // import in the themes chunk, with the chunks it needs (Vite's __vite__mapDeps list).
  const theme = /<html[^>]*\sdata-theme="([\w-]+)"/.exec(html)?.[1] ?? 'base'
  for (const src of [...srcs]) {
    const body = await (await get(src)).text()
    const load = new RegExp(
      `name:"${theme}"[^]*?import\\("\\./([\\w.-]+\\.js)"\\)(?:,__vite__mapDeps\\(\\[([\\d,]*)\\]\\))?`,
    ).exec(body)
    if (!load) continue
    const deps =
      /m\.f=\[([^\]]*)\]/
        .exec(body)?.[1]
        .split(',')
        .map((d) => `/${JSON.parse(d)}`) ?? []
    srcs.add(`/assets/${load[1]}`)
    for (const i of load[2]?.split(',') ?? []) srcs.add(deps[Number(i)])
  }
  let total = 0
  const lazy = new Set()
  // The spinner is a dynamic import of the car gallery, itself loaded on demand (app/lib/on-demand.tsx):
  // a car with a spin fetches both once its gallery is in view, without any interaction.
  const lazyChunk = /["'`]\.\/((?:spinner|car-gallery)-[\w-]+\.js)["'`]/g
  for (const src of srcs) {
    const body = Buffer.from(await (await get(src)).arrayBuffer())
    total += gzipSync(body, { level: 9 }).length
    for (const m of body.toString('utf8').matchAll(lazyChunk)) lazy.add(`/assets/${m[1]}`)
  }
  for (const src of [...lazy]) {
    const body = (await (await get(src)).text()).toString()
    for (const m of body.matchAll(lazyChunk)) lazy.add(`/assets/${m[1]}`)
  }
  let lazyTotal = 0
  const loadsSpinner = html.includes('/images/demo/spin-')
  if (loadsSpinner)
    for (const src of lazy)
      lazyTotal += gzipSync(Buffer.from(await (await get(src)).arrayBuffer()), { level: 9 }).length
  console.log(
    `| ${name} | ${srcs.size} | ${(total / 1024).toFixed(1)} | ${loadsSpinner ? [...lazy].map((s) => s.replace('/assets/', '')).join(', ') : '–'} | ${((total + lazyTotal) / 1024).toFixed(1)} |`,
  )
}
