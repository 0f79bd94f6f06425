import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { closure, overBudget, pageSizes, parseRemixManifest, staticImports, themeModules } from './page-js-size'

const gz = (code: string) => gzipSync(code, { level: 9 }).length

/** A small build: entry → base; the theme registry in base; root; a page; a resource route; a spinner chunk. */
const files: Record<string, string> = {
  '/assets/entry.client-a.js': 'import{l as o}from"./base-a.js";await o("base");',
  '/assets/base-a.js':
    'const t=[{name:"base",packageName:"@dealer/theme-base",cssUrl:"/x.css",module:null,load:()=>p(()=>import("./browser-b.js"),[])},' +
    '{name:"coastal",packageName:"@dealer/theme-coastal",cssUrl:"/y.css",module:null,load:()=>p(()=>import("./browser-c.js"),[])}];export{t as l}',
  '/assets/browser-b.js': 'import{x}from"./base-a.js";export default 1',
  '/assets/browser-c.js':
    'import{x}from"./base-a.js";import"./coastal-extra.js";export default "coastal theme, a longer module"',
  '/assets/coastal-extra.js': 'export const y="more coastal code, and more of it, and more"',
  '/assets/root-a.js': 'import{x}from"./base-a.js";function r(){}export{r as default}',
  '/assets/page-a.js':
    'import{x}from"./base-a.js";import{s}from"./shared-a.js";const l=()=>import("./spinner-a.js");export{P as default}',
  '/assets/shared-a.js': 'export const s=1',
  '/assets/spinner-a.js': 'import{s}from"./shared-a.js";import"./spin-a.js";export default function(){}',
  '/assets/spin-a.js': 'export const f=2',
  '/assets/api-a.js': '',
}
const read = (url: string) => {
  const code = files[url]
  if (code === undefined) throw new Error(`no ${url}`)
  return code
}
const manifest = parseRemixManifest(
  `window.__remixManifest=${JSON.stringify({
    entry: { module: '/assets/entry.client-a.js', imports: ['/assets/base-a.js'] },
    routes: {
      root: { id: 'root', module: '/assets/root-a.js', imports: ['/assets/base-a.js'] },
      'routes/page': {
        id: 'routes/page',
        parentId: 'root',
        module: '/assets/page-a.js',
        imports: ['/assets/shared-a.js'],
      },
      'routes/api': { id: 'routes/api', parentId: 'root', module: '/assets/api-a.js' },
    },
  })};`,
)
const sum = (urls: string[]) => urls.reduce((n, u) => n + gz(read(u)), 0)
const common = ['/assets/entry.client-a.js', '/assets/base-a.js', '/assets/root-a.js']
const coastal = ['/assets/browser-c.js', '/assets/coastal-extra.js']

describe('page JavaScript budget', () => {
  it('reads static imports, not dynamic ones, and the themes of the registry', () => {
    expect(staticImports('/assets/page-a.js', read('/assets/page-a.js'))).toEqual([
      '/assets/base-a.js',
      '/assets/shared-a.js',
    ])
    expect([...themeModules('/assets/base-a.js', read('/assets/base-a.js'))]).toEqual([
      ['base', '/assets/browser-b.js'],
      ['coastal', '/assets/browser-c.js'],
    ])
    expect([...closure(['/assets/spinner-a.js'], read)].sort()).toEqual([
      '/assets/shared-a.js',
      '/assets/spin-a.js',
      '/assets/spinner-a.js',
    ])
  })

  it('sums entry, root, the page, their imports and the largest theme, each file gzipped alone; resource routes are no pages', () => {
    const pages = pageSizes(manifest, read, [{ name: 'page with spin', route: 'routes/page', also: ['spinner-'] }])
    expect(pages.map((p) => p.name).sort()).toEqual(['page with spin', 'root', 'routes/page'])
    const page = pages.find((p) => p.name === 'routes/page')!
    expect(page.files).toEqual([...common, '/assets/page-a.js', '/assets/shared-a.js', ...coastal].sort())
    expect(page.bytes).toBe(sum(page.files as string[]))
    const spin = pages.find((p) => p.name === 'page with spin')!
    expect(spin.bytes).toBe(page.bytes + sum(['/assets/spinner-a.js', '/assets/spin-a.js']))
  })

  it('names each page over the budget or over its own ceiling, and no other', () => {
    const pages = [
      { name: 'small', files: ['/assets/a.js'], bytes: 100 * 1024 },
      { name: 'big', files: ['/assets/b.js'], bytes: 100 * 1024 + 1 },
      { name: 'known', files: ['/assets/c.js'], bytes: 110 * 1024 },
      { name: 'grown', files: ['/assets/d.js'], bytes: 121 * 1024 },
    ]
    const over = overBudget(pages, 100, { known: 115, grown: 120 })
    expect(over).toHaveLength(2)
    expect(over[0]).toMatch(/^big: 100\.0 KB gzipped, over its 100 KB \(b\.js\)$/)
    expect(over[1]).toMatch(/^grown: 121\.0 KB gzipped, over its 120 KB/)
  })

  it('refuses a build without a theme registry or a manifest it can read', () => {
    const noThemes = (url: string) => (url === '/assets/base-a.js' ? 'export{}' : read(url))
    expect(() => pageSizes(manifest, noThemes, [])).toThrow(/no theme module/)
    expect(() => parseRemixManifest('console.log(1)')).toThrow(/not a Remix manifest/)
  })
})
