import { vitePlugin as remix } from '@remix-run/dev'
import { dealerThemes } from '@dealer/theme-kit/vite'
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
  build: { target: 'es2022' },
  server: { port: 3000 },
})
