import { defineConfig } from '@playwright/test'
import path from 'node:path'
import { chromiumArgs, testChromiumPath } from './scripts/chromium'
import { E2E_NOW_ISO as E2E_NOW } from './e2e/support/clock'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const root = path.resolve(import.meta.dirname, '../..')
const env = {
  PORT: String(PORT),
  // E2E_PORT and E2E_DATA_DIR let two suites (two worktrees) run side by side.
  DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(root, '.data/e2e'),
  APP_NOW: E2E_NOW,
  NODE_ENV: 'production',
  // Browsers driven by tests fill forms faster than people, and all from one address: the fill
  // time and rate limits are proved by the HTTP tests (lead-guard, leads-http), not here.
  LEAD_MIN_FILL_MS: '0',
  LEAD_RATE_PER_CLIENT: '100000',
  LEAD_RATE_PER_TENANT: '100000',
  // Every sign-in of the suite comes from one address, and the frozen clock never lets the
  // 10-minute window pass; the per-address limit is proved by packages/accounts' tests.
  SIGN_IN_SENDS_PER_CLIENT: '100000',
  // Every page of the suite sends its analytics beacons from one address; the limit itself is
  // proved by apps/web/app/routes/api.events.test.ts.
  ANALYTICS_RATE_PER_CLIENT: '100000',
  ANALYTICS_RATE_PER_TENANT: '100000',
  // One view and one phone reveal per visitor and car in a minute, not 30: the data folder is kept
  // between runs, so a rerun counts again (e2e/car-limits.spec.ts proves the limit inside it).
  CAR_EVENT_WINDOW_MINUTES: '1',
  // car-files.spec moves a car's report away while other specs (the sitemap's every-car check) open
  // pages: what a page found on disk is not remembered here; the minute is proved by stored-files.test.ts.
  STORED_LINK_TTL_MS: '0',
  // The stock feed endpoints of the dealers that name these variables (e2e/feeds.spec.ts).
  WESTSIDE_FEED_TOKEN: 'e2e-westside-feed-token-0123456789',
  HARBOUR_FEED_TOKEN: 'e2e-harbour-feed-token-0123456789',
}

const chromium = {
  executablePath: testChromiumPath,
  args: [
    '--headless',
    ...chromiumArgs,
    // Custom dealer hostnames of the tests resolve to this machine.
    '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP *.test 127.0.0.1',
  ],
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on its second try hides a race, in the test or the product.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://harbour-city-motor-group.localhost:${PORT}`,
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true } },
    { name: 'no-js', use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: 'pnpm run --silent seed && node server/index.js',
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${PORT}/healthz`,
    env,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
})
