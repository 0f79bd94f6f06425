import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'

/**
 * Provided by the app at run time; never bundled. @dealer/theme-base is deliberately not here:
 * what coastal takes from `@dealer/theme-base/source` is bundled, so base's styles for those
 * components compile into coastal's own style.css (base's token values do not).
 */
// @dealer/ui too: the app compiles its components and their CSS once, so a ui component used by a
// theme and a page is not in two stylesheets.
const external = ['react', 'react-dom', '@dealer/theme-contract', '@dealer/domain', '@dealer/ui']

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
