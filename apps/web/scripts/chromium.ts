/**
 * Debian's Chromium as the screenshot scripts and the e2e suite (playwright.config.ts) launch
 * it: the system binary (CHROMIUM_PATH to override) and the switches that keep it quiet and
 * offline. A module, not a command.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
