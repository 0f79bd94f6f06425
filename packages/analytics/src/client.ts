// What browser code may import from @dealer/analytics: the catalogue, track() and consent.
import type { EventId, EventPayload } from './catalogue'
import { analyticsMode, browserDoNotTrack, type AnalyticsSettings, type ConsentChoice } from './privacy'
import { createTracker, type Tracker, type TrackerEnv } from './tracker'

export { EVENT_CATALOGUE, EVENT_IDS, eventName, type EventId, type EventPayload } from './catalogue'
export { CONSENT_COOKIE, type AnalyticsSettings, type ConsentChoice, type AnalyticsMode } from './privacy'
export { createTracker, type Tracker, type TrackerConfig, type TrackerEnv } from './tracker'

/** What the page's root hands the browser: the sink, the dealer's settings and the shopper's answer. */
export interface AnalyticsBoot {
  endpoint: string
  settings: AnalyticsSettings
  /** The consent cookie's answer, read by the server. */
  choice: ConsentChoice | null
  gtmId: string | null
}

/** The browser's own Do Not Track / Global Privacy Control signal (false outside a browser). */
export function doNotTrack(): boolean {
  if (typeof navigator === 'undefined') return false
  return browserDoNotTrack(
    navigator as Navigator & { globalPrivacyControl?: boolean },
    window as unknown as { doNotTrack?: string | null },
  )
}

function browserEnv(): TrackerEnv {
  return {
    sendBeacon: typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : null,
    fetch: typeof fetch === 'function' ? fetch.bind(window) : null,
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
    now: () => Date.now(),
    path: () => window.location.pathname,
    warn: (message, detail) => console.warn(message, detail ?? ''),
    dataLayer: () => {
      const w = window as unknown as { dataLayer?: unknown[] }
      if (!Array.isArray(w.dataLayer)) w.dataLayer = []
      return w.dataLayer
    },
    loadTagManager: (gtmId) => {
      const w = window as unknown as { dataLayer?: unknown[] }
      if (!Array.isArray(w.dataLayer)) w.dataLayer = []
      w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      const script = document.createElement('script')
      script.async = true
      script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`
      // The page's CSP nonce (ADR 018), which GTM passes on to the custom HTML tags it injects.
      script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''
      document.head.append(script)
    },
  }
}

let tracker: Tracker | null = null

/** The page's one tracker, made on first use in the browser (null on the server). */
function pageTracker(): Tracker | null {
  if (tracker || typeof window === 'undefined') return tracker
  tracker = createTracker(browserEnv())
  const t = tracker
  // A hidden or closing page sends what it holds: the last chance a beacon has.
  window.addEventListener('pagehide', () => t.flush())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') t.flush()
  })
  return tracker
}

/**
 * Records one analytics event of the catalogue (docs/analytics.md). Safe anywhere: on the server
 * it does nothing, before the root has configured the page the event waits, and a failure is
 * only a console warning. Returns false when the payload does not fit the catalogue.
 */
export function track<Id extends EventId>(id: Id, payload: EventPayload<Id>): boolean {
  try {
    return pageTracker()?.track(id, payload) ?? false
  } catch (error) {
    console.warn('analytics: not tracked', error)
    return false
  }
}

/** Called once by the root with the server's boot data; decides send, ask or off. */
export function configureAnalytics(boot: AnalyticsBoot): void {
  pageTracker()?.configure({
    endpoint: boot.endpoint,
    mode: analyticsMode(boot.settings, boot.choice, doNotTrack()),
    gtmId: boot.gtmId,
  })
}

/** The consent banner's answer, given without a page load. */
export function answerConsent(choice: ConsentChoice): void {
  pageTracker()?.consent(choice)
}
