// What each page's HTML is made of, in bytes: the inline CSS, the hydration data (Remix's context and
// the loader data it streams), the other inline scripts, the header, the main content (with its inline
// SVG icons counted apart), the footer and the rest; the whole gzipped too. Without HTTP, from the
// production build's handler (handler.mjs: seed .data/bench first).
// Usage: node bench/pages/page-bytes.mjs [path ...]
import { gzipSync } from 'node:zlib'
import { closeServices, text } from './handler.mjs'

const paths = process.argv.slice(2)
const targets = paths.length ? paths : ['/bench/hello-bare', '/', '/search/used-cars']

const sum = (parts) => parts.reduce((n, s) => n + Buffer.byteLength(s), 0)
const all = (html, re) => html.match(re) ?? []
/** The first `<tag …>…</tag>` of the page (header, main and footer are not nested in themselves). */
const first = (html, tag) => html.match(new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`))?.[0] ?? ''

const kb = (n) => (n / 1024).toFixed(1)
console.log(
  '| page | HTML KB | gzipped | inline CSS | hydration data | other scripts | header | main (of which SVG) | footer | rest |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|')
for (const p of targets) {
  const html = await text(p)
  const total = Buffer.byteLength(html)
  const css = sum(all(html, /<style[\s>][\s\S]*?<\/style>/g))
  const scripts = all(html, /<script[\s>][\s\S]*?<\/script>/g)
  const data = sum(scripts.filter((s) => s.includes('window.__remixContext')))
  const otherScripts = sum(scripts) - data
  const header = Buffer.byteLength(first(html, 'header'))
  const main = first(html, 'main')
  const svg = sum(all(main, /<svg[\s>][\s\S]*?<\/svg>/g))
  const footer = Buffer.byteLength(first(html, 'footer'))
  const mainBytes = Buffer.byteLength(main)
  const rest = total - css - sum(scripts) - header - mainBytes - footer
  console.log(
    `| ${p} | ${kb(total)} | ${kb(gzipSync(html).byteLength)} | ${kb(css)} | ${kb(data)} | ${kb(otherScripts)} | ${kb(header)} | ${kb(mainBytes)} (${kb(svg)}) | ${kb(footer)} | ${kb(rest)} |`,
  )
}
await closeServices()
