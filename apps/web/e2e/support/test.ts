import { test as base, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test'

/*
 * The suite's `test`: Playwright's, with a guard that fails any test whose pages broke the
 * Content-Security-Policy (docs/spec-coverage.md, Hardening; ADR 018). Every spec imports `test`
 * and `expect` from here (eslint refuses `test` from '@playwright/test' in e2e specs), so a new
 * inline script without the nonce, or an image from a host the policy does not name, fails the
 * suite where it shows.
 *
 * Chromium reports each violation on the page's console ("Refused to ... because it violates the
 * following Content Security Policy directive"), with JavaScript on or off; with JavaScript on,
 * the `securitypolicyviolation` event is logged too. Every context of the test is watched: the
 * default one and any the test opens with `browser.newContext()`.
 */

const VIOLATION = /Content Security Policy|securitypolicyviolation/i

export interface CspGuard {
  /** The violations seen so far in this test; a test that provokes one on purpose empties it. */
  readonly violations: string[]
}

const watched = new WeakSet<BrowserContext>()

async function watch(context: BrowserContext, violations: string[]): Promise<void> {
  if (watched.has(context)) return
  watched.add(context)
  context.on('console', (message) => {
    if (VIOLATION.test(message.text())) violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `securitypolicyviolation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      )
    })
  })
}

/**
 * With JavaScript, a page's scripts start once it has loaded (docs/decisions/020-inline-css.md), so
 * `goto` and `reload` resolve before React has hydrated; until then the page behaves as it does
 * without JavaScript. The suite's `page` waits for hydration after each of them (an HTML page with
 * Remix's module script only), so a test's first click meets the enhanced page it means to test.
 */
async function hydration(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' || !document.querySelector('script[type="module"]'),
    undefined,
    { timeout: 15_000 },
  )
}

// A fixture's second parameter is named `provide`, not `use`: the React hooks lint reads `use` as a hook.
export const test = base.extend<{ cspGuard: CspGuard }>({
  cspGuard: [
    async ({ browser }, provide) => {
      const guard: CspGuard = { violations: [] }
      // Contexts a test opens itself are watched as well, for the length of the test.
      const newContext = browser.newContext.bind(browser)
      const patched: Browser['newContext'] = async (...args) => {
        const context = await newContext(...args)
        await watch(context, guard.violations)
        return context
      }
      browser.newContext = patched
      try {
        await provide(guard)
      } finally {
        browser.newContext = newContext
      }
      if (guard.violations.length > 0) {
        throw new Error(`Content-Security-Policy violations:\n${[...new Set(guard.violations)].join('\n')}`)
      }
    },
    { auto: true },
  ],
  context: async ({ context, cspGuard }, provide) => {
    await watch(context, cspGuard.violations)
    await provide(context)
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => {
        const response = await goto(...args)
        await hydration(page, response)
        return response
      }
      page.reload = async (...args) => {
        const response = await reload(...args)
        await hydration(page, response)
        return response
      }
    }
    await provide(page)
  },
})

export { expect } from '@playwright/test'
export type { Page }
