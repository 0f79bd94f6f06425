import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'

// The plugin compiles *.css.ts imports, so tests render the real components and class names.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  esbuild: { jsx: 'automatic' },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
})
