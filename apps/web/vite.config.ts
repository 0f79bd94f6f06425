import { vitePlugin as remix } from '@remix-run/dev'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import path from 'node:path'
import { defineConfig } from 'vite'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
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
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  ssr: {
    // Native addons and their data files cannot be bundled.
    external: ['better-sqlite3', 'sharp', 'pg', 'kysely'],
  },
  build: { target: 'es2022' },
  server: { port: 3000 },
})
