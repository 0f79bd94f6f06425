import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'

/** Provided by the app at run time; never bundled into the theme. */
// @dealer/ui too: the app compiles its components and their CSS once, so a ui component used by a
// theme and a page is not in two stylesheets.
const external = ['react', 'react-dom', '@dealer/theme-contract', '@dealer/domain', '@dealer/ui']

// Library build: dist/index.js (the theme object and its components) and dist/style.css (its
// tokens and every class its components use), so a page links this theme's CSS only.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  esbuild: { jsx: 'automatic' },
  build: {
    target: 'es2022',
    copyPublicDir: false,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'style' },
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    },
  },
})
