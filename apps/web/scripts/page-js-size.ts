/*
 * The JavaScript budget of every page (issue 14: under 100 KB gzipped), checked from the browser
 * build alone, no server: `pnpm --filter @dealer/web run check:page-js` after `pnpm build`
 * (`pnpm run validate` runs it after the build). For each page route (a route module with a default
 * export) it sums what the browser loads before the page works: the entry, the module of each route
 * from root down to the page, every chunk those import statically, and the theme module the entry
 * awaits before hydrating (the largest of the installed themes, with its own static imports); each
 * file gzipped alone at level 9, as bench/pages/js-size.mjs counts a served page. A page can also
 * name chunks it loads without any interaction (the car page's 360° spinner, once the gallery
 * shows a car that has a spin): those are counted as a page of their own.
 *
 * Why a check and not only the bench: a static import that pulls a barrel or a library into a
 * shared chunk (see NOT_BASE in vite.config.ts) grows every page with no error anywhere else.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** The budget, gzipped (bench/pages/RESULTS.md, issue 14). */
export const PAGE_JS_LIMIT_KB = 100

/**
 * Pages over the budget, each held to a ceiling a little over its size so it cannot grow unseen;
 * lower a ceiling as the page shrinks, drop it once under the budget. None since session 12: the
 * lead form pages load their forms on demand (~/components/lead-form/on-demand-form.tsx), the
 * location page's too again (a lost update in conform, patched), and saved searches take the
 * form's texts without its schema (@dealer/accounts saved-search-text.ts; bench/pages/RESULTS.md).
 */
export const CEILINGS_KB: Readonly<Record<string, number>> = {}

/** Route, and file name prefixes of chunks the page loads with no interaction in some of its states. */
export const PAGE_STATES: readonly { name: string; route: string; also: readonly string[] }[] = [
  { name: 'car with 360° spin', route: 'routes/cars.$slug', also: ['spinner-'] },
  // The photos' arrows, count and 'Fullscreen', which load at hydration when the gallery is the first view.
  { name: 'car with photo controls', route: 'routes/cars.$slug', also: ['gallery-controls-'] },
  // A dealer that asks for analytics consent: the banner's code loads with any of its pages until the
  // shopper answers (root.tsx); counted on the largest page.
  { name: 'car with 360° spin, consent asked', route: 'routes/cars.$slug', also: ['spinner-', 'consent-banner-'] },
]

interface ManifestRoute {
  readonly id: string
  readonly parentId?: string
  readonly module: string
  readonly imports?: readonly string[]
}

export interface RemixManifest {
  readonly entry: { readonly module: string; readonly imports?: readonly string[] }
  readonly routes: Readonly<Record<string, ManifestRoute>>
}

/** Reads a built file by its URL path (`/assets/x.js`). */
export type ReadAsset = (url: string) => string

/** Remix's browser manifest (`window.__remixManifest={...}` in build/client/assets/manifest-*.js). */
export function parseRemixManifest(source: string): RemixManifest {
  const json = /^window\.__remixManifest=(\{[^]*\});?\s*$/.exec(source.trim())?.[1]
  if (!json) throw new Error('not a Remix manifest (window.__remixManifest=...)')
  return JSON.parse(json) as RemixManifest
}

/** The chunks a built module imports statically (`import{a}from"./x.js"`, `import"./x.js"`), as URL paths. */
export function staticImports(url: string, code: string): string[] {
  const dir = url.slice(0, url.lastIndexOf('/') + 1)
  return [...code.matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g)].map((m) => dir + m[1])
}

/** The chunks a built module imports dynamically, as URL paths. */
export function dynamicImports(url: string, code: string): string[] {
  const dir = url.slice(0, url.lastIndexOf('/') + 1)
  return [...code.matchAll(/\bimport\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g)].map((m) => dir + m[1])
}

/**
 * The installed themes' modules, by theme name: the registry (virtual:dealer-themes, bundled into
 * one of the entry's chunks) lists each as `{name:"base",packageName:...,load:()=>…import("./x.js")…}`.
 */
export function themeModules(url: string, code: string): Map<string, string> {
  const dir = url.slice(0, url.lastIndexOf('/') + 1)
  const found = new Map<string, string>()
  for (const m of code.matchAll(
    /\bname:"([\w-]+)",packageName:"[^"]*"[^{}]*?\bload:[^{}]*?\bimport\("\.\/([\w.-]+\.js)"\)/g,
  ))
    found.set(m[1]!, dir + m[2]!)
  return found
}

/** `urls` and every chunk they import statically, however deep. */
export function closure(urls: Iterable<string>, read: ReadAsset): Set<string> {
  const seen = new Set<string>()
  const queue = [...urls]
  for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
    if (seen.has(url)) continue
    seen.add(url)
    queue.push(...staticImports(url, read(url)))
  }
  return seen
}

export interface PageSize {
  readonly name: string
  readonly files: readonly string[]
  readonly bytes: number
}

/** The routes from root down to `id`. */
function chain(manifest: RemixManifest, id: string): ManifestRoute[] {
  const routes: ManifestRoute[] = []
  for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined)
    routes.unshift(route)
  return routes
}

/** Every page route's JavaScript, gzipped (and the page states of PAGE_STATES), largest first. */
export function pageSizes(
  manifest: RemixManifest,
  read: ReadAsset,
  states: typeof PAGE_STATES = PAGE_STATES,
): PageSize[] {
  const gz = new Map<string, number>()
  const size = (url: string) => {
    let n = gz.get(url)
    if (n === undefined) gz.set(url, (n = gzipSync(read(url), { level: 9 }).length))
    return n
  }
  const entry = closure([manifest.entry.module, ...(manifest.entry.imports ?? [])], read)
  const themes = new Map<string, Set<string>>()
  for (const url of entry)
    for (const [name, module] of themeModules(url, read(url))) themes.set(name, closure([module], read))
  if (themes.size === 0) throw new Error(`no theme module found in the entry's chunks (${[...entry].join(', ')})`)
  const sum = (files: Iterable<string>) => [...files].reduce((n, url) => n + size(url), 0)
  const measure = (name: string, urls: Iterable<string>): PageSize => {
    const own = closure([...entry, ...urls], read)
    // The largest theme: a page must keep to the budget whichever theme its dealer uses.
    let files = own
    let bytes = -1
    for (const theme of themes.values()) {
      const all = new Set([...own, ...theme])
      const total = sum(all)
      if (total > bytes) [files, bytes] = [all, total]
    }
    return { name, files: [...files].sort(), bytes }
  }
  const pages: PageSize[] = []
  const routeFiles = new Map<string, string[]>()
  for (const route of Object.values(manifest.routes)) {
    if (!/\bas default\b|\bexport default\b/.test(read(route.module))) continue // a resource route
    const urls = chain(manifest, route.id).flatMap((r) => [r.module, ...(r.imports ?? [])])
    routeFiles.set(route.id, urls)
    pages.push(measure(route.id, urls))
  }
  for (const state of states) {
    const urls = routeFiles.get(state.route)
    if (!urls) throw new Error(`PAGE_STATES names ${state.route}, which is not a page route of the build`)
    const loaded = closure(urls, read)
    const extra = [...loaded].flatMap((url) => dynamicImports(url, read(url)))
    const also = extra.filter((url) => state.also.some((prefix) => path.posix.basename(url).startsWith(prefix)))
    if (also.length < state.also.length)
      throw new Error(`${state.name}: no chunk named ${state.also.join(', ')}* is imported by ${state.route}`)
    pages.push(measure(state.name, [...urls, ...also]))
  }
  return pages.sort((a, b) => b.bytes - a.bytes)
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** The pages over their limit (the budget, or their ceiling), as lines for the failure message. */
export function overBudget(
  pages: readonly PageSize[],
  limitKb = PAGE_JS_LIMIT_KB,
  ceilings: Readonly<Record<string, number>> = CEILINGS_KB,
): string[] {
  return pages.flatMap((p) => {
    const limit = Object.hasOwn(ceilings, p.name) ? ceilings[p.name]! : limitKb
    if (p.bytes <= limit * 1024) return []
    const files = p.files.map((f) => path.posix.basename(f)).join(' ')
    return [`${p.name}: ${kb(p.bytes)} KB gzipped, over its ${limit} KB (${files})`]
  })
}

/** Reads build/client: the Remix manifest and a reader of its assets. */
export function readBuild(clientDir: string): { manifest: RemixManifest; read: ReadAsset } {
  const assets = path.join(clientDir, 'assets')
  if (!existsSync(assets)) throw new Error(`${assets} does not exist: run \`pnpm build\` first`)
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f))
  if (!file) throw new Error(`no manifest-*.js in ${assets}`)
  const files = new Map<string, string>()
  const read: ReadAsset = (url) => {
    let code = files.get(url)
    if (code === undefined) files.set(url, (code = readFileSync(path.join(clientDir, url), 'utf8')))
    return code
  }
  return { manifest: parseRemixManifest(readFileSync(path.join(assets, file), 'utf8')), read }
}

function main() {
  const clientDir = path.resolve(import.meta.dirname, '../build/client')
  const { manifest, read } = readBuild(clientDir)
  const pages = pageSizes(manifest, read)
  const show = process.argv.includes('--all') ? pages : pages.slice(0, 8)
  console.log(`JavaScript per page, gzipped (largest ${show.length} of ${pages.length}; --all for every page):`)
  for (const p of show)
    console.log(
      `  ${kb(p.bytes).padStart(6)} KB  ${p.name}${Object.hasOwn(CEILINGS_KB, p.name) ? ` (ceiling ${CEILINGS_KB[p.name]})` : ''}`,
    )
  const over = overBudget(pages)
  if (over.length > 0) {
    console.error(
      `\nPage JavaScript over its budget (${PAGE_JS_LIMIT_KB} KB gzipped, or the page's ceiling in CEILINGS_KB; issue 14):\n  ${over.join('\n  ')}\n` +
        'Look for a static import that pulled a barrel or a library into a shared chunk (NOT_BASE in vite.config.ts), ' +
        'or load the part on demand (~/lib/on-demand.tsx).',
    )
    process.exit(1)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main()
