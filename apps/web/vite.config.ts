import { vitePlugin as remix } from '@remix-run/dev'
import { dealerThemes } from '@dealer/theme-kit/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    vanillaExtractPlugin(),
    licensesFile(),
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
          terserOptions: { ecma: 2020 as const, module: true, compress: { passes: 2 }, format: { comments: false } },
        }),
  },
  server: { port: 3000 },
}))
