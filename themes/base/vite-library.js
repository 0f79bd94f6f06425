// @ts-check
// JavaScript, not TypeScript: a theme's vite.config.ts imports it through the package's exports,
// and Vite loads a config's package imports with plain Node. Types: vite-library.d.ts.
import fs from 'node:fs'
import path from 'node:path'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'

/** Provided by the app at run time; never bundled into a theme. */
// @dealer/ui too: the app compiles its components and their CSS once, so a ui component used by a
// theme and a page is not in two stylesheets.
const external = ['react', 'react-dom', '@dealer/theme-contract', '@dealer/domain', '@dealer/ui']

/**
 * A theme's library build: dist/index.js (the theme object and its components) and
 * dist/style.css (its tokens and every class its components use), so a page links that theme's
 * CSS only.
 */
export function themeLibraryConfig() {
  return defineConfig({
    plugins: [vanillaExtractPlugin()],
    esbuild: { jsx: 'automatic' },
    build: {
      target: 'es2022',
      copyPublicDir: false,
      // dist/browser.js too when the theme has src/browser.ts: the theme without its server-only
      // slots, which the browser loads (docs/decisions/022-theme-packages.md).
      lib: {
        entry: fs.existsSync(path.resolve('src/browser.ts'))
          ? { index: 'src/index.ts', browser: 'src/browser.ts' }
          : { index: 'src/index.ts' },
        formats: ['es'],
        fileName: (_format, entryName) => `${entryName}.js`,
        cssFileName: 'style',
      },
      rollupOptions: {
        external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
        // What index.js and browser.js share (every slot but Header and Footer).
        output: { chunkFileNames: 'shared-[hash].js' },
      },
    },
  })
}
