/*
 * Who may be counted (docs/spec-coverage.md, Analytics): nobody on a dealer that switched
 * analytics off, nobody whose browser says Do Not Track or Global Privacy Control, and on a
 * dealer that asks for consent nobody until they accept. The browser and the sink apply the same
 * rule, so a hand-made request cannot store what the page would not have sent.
 */

/** A dealer's analytics settings (tenant.json `analytics`). */
export interface AnalyticsSettings {
  readonly enabled: boolean
  /** 'required': nothing is sent until the shopper accepts the consent banner. */
  readonly consent: 'not-required' | 'required'
}

/** What the shopper answered on the consent banner. */
export type ConsentChoice = 'accepted' | 'declined'

/**
 * The cookie that keeps the answer (a year), read by the server and set by the consent route.
 * Over HTTPS it is `__Host-analytics_consent`, so no subdomain or plain-http page can answer for
 * the shopper; only that name is read there.
 */
export const CONSENT_COOKIE = 'analytics_consent'
const consentCookieName = (secure: boolean) => (secure ? `__Host-${CONSENT_COOKIE}` : CONSENT_COOKIE)
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

/**
 * `send`: events go out. `ask`: the banner is up; events are held in the page, never sent, until
 * the shopper accepts (then sent) or declines (then dropped). `off`: nothing is kept or sent.
 */
export type AnalyticsMode = 'send' | 'ask' | 'off'

export function analyticsMode(
  settings: AnalyticsSettings,
  choice: ConsentChoice | null,
  doNotTrack: boolean,
): AnalyticsMode {
  if (!settings.enabled || doNotTrack || choice === 'declined') return 'off'
  if (settings.consent === 'not-required' || choice === 'accepted') return 'send'
  return 'ask'
}

/**
 * The answer kept in a Cookie header, or null when there is none (or it is not one of ours).
 * `secure`: the request came over HTTPS (the answer was kept under the `__Host-` name).
 */
export function consentFromCookieHeader(header: string | null | undefined, secure = false): ConsentChoice | null {
  if (!header) return null
  const name = consentCookieName(secure)
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    const value = part.slice(eq + 1).trim()
    if (value === 'accepted' || value === 'declined') return value
  }
  return null
}

/** The Set-Cookie value that keeps `choice`. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${consentCookieName(secure)}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`
}

/** Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`) on a request. */
export function requestDoNotTrack(headers: Headers): boolean {
  return headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1'
}

/** The parts of `navigator` (and the old `window.doNotTrack`) that carry the browser's signal. */
export interface PrivacySignals {
  readonly doNotTrack?: string | null
  readonly globalPrivacyControl?: boolean
  readonly msDoNotTrack?: string | null
}

/** Do Not Track or Global Privacy Control in the browser. */
export function browserDoNotTrack(nav: PrivacySignals | undefined, win?: { doNotTrack?: string | null }): boolean {
  return (
    nav?.doNotTrack === '1' ||
    nav?.doNotTrack === 'yes' ||
    nav?.msDoNotTrack === '1' ||
    nav?.globalPrivacyControl === true ||
    win?.doNotTrack === '1'
  )
}
