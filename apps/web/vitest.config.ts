import { dealerThemes } from '@dealer/theme-kit/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [vanillaExtractPlugin(), dealerThemes({ appDir: import.meta.dirname })],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  test: { include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
})
