import { dealerThemes } from '@dealer/theme-kit/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [vanillaExtractPlugin(), dealerThemes({ appDir: import.meta.dirname })],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // A worker's test files share its modules: the 85 files took 75 s each with a module graph of
    // its own, and 19 s sharing. Files that stub globals or the environment restore them after each
    // test; a file that replaces a module with `vi.mock` loads what it tests afresh.
    isolate: false,
  },
})
