import { vitePlugin as remix } from '@remix-run/dev'
import { dealerThemes } from '@dealer/theme-kit/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { preloadOnlyWhatIsMissing } from './scripts/preload-lists'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

/**
 * The browser build drops the libraries' license comments from its chunks (about 1 KB gzipped on
 * every page, bench/pages/RESULTS.md, session 9) and writes them once to
 * `assets/third-party-licenses.txt` instead.
 */
function licensesFile(): Plugin {
  const notices = new Set<string>()
  return {
    name: 'dealer:licenses-file',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    renderChunk(code) {
      for (const m of code.matchAll(/\/\*[*!][^]*?\*\//g)) if (/@license|@preserve|^\/\*!/.test(m[0])) notices.add(m[0])
      return null
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'assets/third-party-licenses.txt', source: [...notices].join('\n\n') })
    },
  }
}

type ModuleGraph = (id: string) => { importedIds: readonly string[]; importers: readonly string[] } | null

const BASE_ENTRIES = ['app/root.tsx', 'app/entry.client.tsx'].map((file) => path.resolve(import.meta.dirname, file))
// Modules the base chunk must not hold, nor anything that imports them statically: Rollup moves a
// module's static imports into its manual chunk, and through a barrel (the domain package's index)
// or a server import the build drops, that would move code other pages use into every page. The
// list is by name, so a new barrel or library reached from the layout would grow every page with no
// error here: scripts/page-js-size.ts (`pnpm --filter @dealer/web run check:page-js`, run by
// `pnpm run validate`) is what fails the build then, from each page's gzipped JavaScript.
const NOT_BASE = /packages\/domain\/src\/index\.ts|\/node_modules\/zod\//

// Small modules the listing pages (home, search, car) all load, which Rollup would otherwise split
// into chunks of a few hundred bytes as each page's mix of eager and on-demand imports differs
// (the car page draws partner regions itself; its card lists load on demand; each reads JSON text):
// one chunk for them.
const PAGE_PARTS =
  /\/app\/(lib\/on-demand\.tsx|lib\/json-text\.ts|components\/partner-region\.tsx|styles\/partners\.css\.ts)/

/**
 * One chunk for the modules every page loads (React, React DOM, Remix, the layout's own modules,
 * the analytics tracker): each is reached statically from the root route or the browser entry, and
 * imports nothing outside that set. Some twenty small chunks each gzipped alone weigh about 3 KB
 * more than the same code in one (bench/pages/RESULTS.md, session 9).
 */
function baseChunk() {
  const reached = new Map<string, boolean>()
  const closed = new Map<string, boolean>()
  const isReached = (id: string, graph: ModuleGraph, seen: Set<string>): boolean => {
    const known = reached.get(id)
    if (known !== undefined) return known
    if (BASE_ENTRIES.includes(id.split('?')[0] ?? id)) return true
    if (seen.has(id) || NOT_BASE.test(id)) return false
    seen.add(id)
    return (graph(id)?.importers ?? []).some((importer) => isReached(importer, graph, seen))
  }
  const isClosed = (id: string, graph: ModuleGraph): boolean => {
    const known = closed.get(id)
    if (known !== undefined) return known
    closed.set(id, true) // a cycle back to a module under way
    const result = !NOT_BASE.test(id) && (graph(id)?.importedIds ?? []).every((dep) => isClosed(dep, graph))
    closed.set(id, result)
    return result
  }
  return (id: string, { getModuleInfo }: { getModuleInfo: ModuleGraph }): string | undefined => {
    if (PAGE_PARTS.test(id)) return 'page-parts'
    const isReachedHere = isReached(id, getModuleInfo, new Set())
    reached.set(id, isReachedHere)
    // The entry stays a chunk of its own: it awaits the theme's module before hydrating, and that
    // module imports from the base chunk, which must not wait on the entry (a top-level await cycle).
    const inBase = isReachedHere && id !== BASE_ENTRIES[1] && isClosed(id, getModuleInfo)
    return inBase ? 'base' : undefined
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    vanillaExtractPlugin(),
    licensesFile(),
    preloadOnlyWhatIsMissing(),
    // Every installed dealer theme as virtual:dealer-themes (docs/decisions/022-theme-packages.md).
    dealerThemes({ appDir: import.meta.dirname }),
    remix({
      ignoredRouteFiles: ['**/*.css.ts', '**/*.test.ts', '**/*.test.tsx'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  // One React for the app and every theme, wherever a theme's package sits.
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') }, dedupe: ['react', 'react-dom'] },
  ssr: {
    // Native addons and their data files cannot be bundled.
    external: ['better-sqlite3', 'sharp', 'pg', 'kysely'],
  },
  build: {
    target: 'es2022',
    // Terser makes the browser's chunks about 5% smaller gzipped than esbuild's minifier (React DOM
    // and Remix 79.3 → 75.7 KB, bench/pages/RESULTS.md, session 9); the server build stays unminified.
    ...(isSsrBuild
      ? {}
      : {
          minify: 'terser' as const,
          sourcemap: Boolean(process.env.SOURCEMAP),
          rollupOptions: { output: { manualChunks: baseChunk() } },
          terserOptions: { ecma: 2020 as const, module: true, compress: { passes: 2 }, format: { comments: false } },
        }),
  },
  server: { port: 3000 },
}))
