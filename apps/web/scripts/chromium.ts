import { existsSync } from 'node:fs'

/**
 * Debian's Chromium as the screenshot scripts and the e2e suite (playwright.config.ts) launch
 * it: the system binary (CHROMIUM_PATH to override) and the switches that keep it quiet and
 * offline. A module, not a command.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The browser the e2e suite drives: Debian's `chromium-headless-shell` (the same engine build as
 * `chromium`, without the desktop browser around it) when it is installed, else `chromiumPath`.
 * Chromium 156's own `--headless` is the whole browser, which starts a WebUI renderer for its
 * (invisible) tab strip in every new context: measured here, 30 new contexts with a page took
 * 21.6 s in `chromium` and 8.6 s in the shell, and the suite opens hundreds.
 */
const headlessShell = '/usr/bin/chromium-headless-shell'
export const testChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath)

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
