import { appClock } from './clock'
import { createHmac } from 'node:crypto'
import path from 'node:path'
import {
  createGarage,
  createSignInService,
  createWatchlist,
  smsSenderFromEnv,
  type Garage,
  type SignInService,
  type Watchlist,
} from '@dealer/accounts'
import { migrateToLatest, type Database } from '@dealer/db'
import { lenderQuotesFromEnv, type LenderQuotePort } from '@dealer/lender-quotes'
import { createPayments, paymentProviderFromEnv, type Payments } from '@dealer/payments'
import { sharedStateFromEnv, type SharedState } from '@dealer/shared-state'
import { createSpinToWin, type SpinToWin } from '@dealer/spin-to-win'
import {
  createTenantResolver,
  loadTenants,
  switchedOffNavLinks,
  type TenantConfig,
  type TenantResolver,
} from '@dealer/tenant'
import { appPaths, type AppPaths } from './paths'
import { createContentStore, type ContentStore } from './content'
import { checkLeadSecrets, startLeadDelivery } from './leads'
import { healthReport, type HealthReport } from './health'
import { createLeadGuard, formSecret, leadGuardSettings, type LeadGuard } from './lead-guard'
import { createSearchService, type SearchService } from './search'
import { startShopperAlerts, unsubscribeSecret, type ShopperAlerts } from './alerts'
import type { DeliveryWorker } from '@dealer/leads'
import { openAppDatabase } from './app-database'
import { createAnalytics, type AnalyticsService } from './analytics'
import { createStockFeeds, type StockFeeds } from './feeds'
import { forgetCarPages } from './car-page-cache'
import { forgetHomePage } from './home-page'
import { forgetSalesCounts } from './sales-counter'
import { forgetSiteData } from './site-data'
import { themeProblems } from './theme-check'
import { warnBrandContrast } from './brand-contrast'
import { warnPartnerBlocks } from './partner-blocks'

/** Everything a request needs, wired once per process (the composition root). */
export interface AppServices {
  readonly resolver: TenantResolver
  readonly database: Database
  readonly paths: AppPaths
  readonly search: SearchService
  /** Null when lead delivery is paused (no SMTP_URL). */
  readonly leadDelivery: DeliveryWorker | null
  /** Honeypot, fill time, Origin and rate limits in front of every lead form. */
  readonly leadGuard: LeadGuard
  /** Markdown content pages, the tenant's own over the platform's defaults. */
  readonly content: ContentStore
  /** Signed-in shoppers: phone sign-in, sessions, the watchlist, the garage. */
  readonly accounts: {
    readonly signIn: SignInService
    readonly watchlist: Watchlist
    readonly garage: Garage
    /** Saved searches, their alert job and alert email outbox (ADR 014). */
    readonly alerts: ShopperAlerts
    /** Signs the session cookie. */
    readonly cookieSecret: string
  }
  /** Deposits and online payments through the provider the environment names (the demo by default). */
  readonly payments: Payments
  readonly spinToWin: SpinToWin
  /** Stock feeds in: imports, their reports, the photo fetcher and stock change notices. */
  readonly feeds: StockFeeds
  /** What /healthz answers: the lead outbox's figures, naming no dealer. */
  health(): Promise<HealthReport>
  /**
   * Lender quotes on the car page (youx by YOUX_QUOTE_URL; null when unset). A dealer also
   * switches them on in its tenant file (finance.youxQuote).
   */
  readonly lenderQuotes: LenderQuotePort | null
  /** Signs the cookie that lets a browser see the receipts of payments it made. */
  readonly receiptSecret: string
  /** The analytics sink's store (SQL) and rate limits (docs/spec-coverage.md, Analytics). */
  readonly analytics: AnalyticsService
  /**
   * What every server process shares (ADR 024): the page cache, rate-limit counters, change notices
   * and the form secret. In this process's memory; in Redis when REDIS_URL is set.
   */
  readonly sharedState: SharedState
  now(): Date
}

let services: Promise<AppServices> | null = null

async function create(): Promise<AppServices> {
  const paths = appPaths()
  // A bad tenant file stops start-up here, naming the file and the field.
  const tenants = loadTenants(paths.tenantsDir)
  // A tenant's theme that is unknown, made for another contract or incomplete stops it too (ADR 022).
  const themeErrors = themeProblems(
    tenants.map((t) => ({ theme: t.theme, file: `${paths.tenantsDir}/${t.slug}/tenant.json` })),
  )
  if (themeErrors.length > 0) throw new Error(themeErrors.join('\n'))
  checkLeadSecrets(tenants)
  // A tenant's colours that fail AA on its theme are named here, one line per pair.
  warnBrandContrast(tenants)
  // A partner block of an unknown type or with invalid props is left out, named here (ADR 023).
  warnPartnerBlocks(tenants)
  // A header or footer link to a switched-off feature's page (a 404) is left out of every page, named here.
  for (const t of tenants) for (const line of switchedOffNavLinks(t)) console.warn(`[navigation] ${line}`)
  const resolver = createTenantResolver(tenants)
  // REDIS_URL set and Redis not answering stops start-up here, naming the URL (password hidden).
  const sharedState = await sharedStateFromEnv(process.env)
  const database = openAppDatabase(paths)
  await migrateToLatest(database)
  const now = appClock()
  const search = createSearchService(database)
  // The embedded index is built from SQL at start, so the first shopper does not wait for it: one
  // dealer after another, so that only one dealer's rows are in memory at a time, not every
  // dealer's first page at once (bench/scale/RESULTS.md).
  for (const t of tenants) await search.vocabulary(t)
  const leadDelivery = startLeadDelivery(database, resolver, process.env, now)
  // FORM_SECRET, else the first one any process kept: with REDIS_URL one in Redis for every
  // process (the one of the data folder of whichever started first), so a form rendered by one
  // machine is accepted by another; every other key (sign-in codes, session and receipt cookies,
  // alert unsubscribe links) is derived from it (ADR 024).
  const localSecret = formSecret(process.env, paths.dataDir)
  const secret = process.env.FORM_SECRET ? localSecret : await sharedState.sharedSecret('form-secret', localSecret)
  const leadGuard = createLeadGuard(leadGuardSettings(secret), sharedState.counters)
  const subkey = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('base64url')
  // Without SMS_URL each code is a file under DATA_DIR/sms, announced here like the demo mailbox.
  const sms = smsSenderFromEnv(process.env, path.join(paths.dataDir, 'sms'), (line) => console.log(`› ${line}`))
  const accounts = {
    signIn: createSignInService({
      database,
      sms,
      secret: subkey('accounts:codes'),
      limits: signInLimits(process.env),
    }),
    watchlist: createWatchlist(database),
    garage: createGarage(database),
    alerts: startShopperAlerts({ database, resolver, search, secret: unsubscribeSecret(secret), now }),
    cookieSecret: subkey('accounts:cookie'),
  }
  // A PAYMENTS_URL without its secret stops start-up here, naming the variable.
  const payments = createPayments({ database, provider: paymentProviderFromEnv(process.env) })
  const spinToWin = createSpinToWin({ database })
  // A YOUX_QUOTE_URL that is not http(s) stops start-up here, naming the variable.
  const lenderQuotes = lenderQuotesFromEnv(process.env)
  const content = createContentStore({ tenantsDir: paths.tenantsDir, defaultsDir: paths.contentDir })
  warnFeedTokens(tenants)
  const feeds = createStockFeeds({
    database,
    resolver,
    search,
    imagesDir: paths.imagesDir,
    forget(tenant) {
      forgetHomePage(tenant)
      forgetSiteData(tenant)
      forgetCarPages()
      forgetSalesCounts(tenant)
    },
    notices: sharedState.notices,
    now,
  })
  feeds.start()
  return {
    health: () => healthReport(database),
    resolver,
    database,
    paths,
    search,
    leadDelivery,
    leadGuard,
    content,
    accounts,
    payments,
    spinToWin,
    feeds,
    lenderQuotes,
    receiptSecret: subkey('payments:receipts'),
    analytics: createAnalytics(database, process.env, sharedState.counters),
    sharedState,
    now,
  }
}

/**
 * SIGN_IN_SENDS_PER_CLIENT: codes one address may ask for in 10 minutes (default 10). Browser
 * tests sign in many times from one address under a frozen clock, so they raise it; the limit
 * itself is proved by the accounts package's tests.
 */
function signInLimits(env: NodeJS.ProcessEnv): { sendsPerClient?: number } {
  const n = Number(env.SIGN_IN_SENDS_PER_CLIENT)
  return env.SIGN_IN_SENDS_PER_CLIENT && Number.isInteger(n) && n > 0 ? { sendsPerClient: n } : {}
}

/** A dealer whose feed endpoint names a token variable that is not set: its endpoint stays off (404). */
function warnFeedTokens(tenants: readonly TenantConfig[], env: NodeJS.ProcessEnv = process.env): void {
  for (const t of tenants) {
    if (t.feeds && !env[t.feeds.tokenEnv]) {
      console.warn(`[feeds] ${t.slug}: ${t.feeds.tokenEnv} is not set, so its feed endpoint is off (404)`)
    }
  }
}

/** The process-wide services, created on first use. */
export function getServices(): Promise<AppServices> {
  services ??= create().catch((err) => {
    services = null
    throw err
  })
  return services
}

export async function closeServices(): Promise<void> {
  if (!services) return
  const s = await services
  services = null
  await s.leadDelivery?.stop()
  await s.accounts.alerts.stop()
  await s.feeds.stop()
  await s.database.destroy()
  await s.sharedState.close()
}
