/**
 * The app's caching strategies by name (like Hydrogen's CacheNone / CacheShort / CacheLong): every
 * `Cache-Control` the app and its server send is one of these, so who may keep a response, and for
 * how long, is decided here and nowhere else (docs/decisions/007-caching.md).
 *
 * The server's page cache (server/microcache.js) shares any anonymous 200 whose header does not say
 * `no-store`; `private` alone does not keep a page out of it.
 */
export const CACHE = {
  /** Kept by no one: an answer for one shopper at one moment (a toggled favourite, the revealed phone, a view count, a refusal). */
  none: 'no-store',
  /**
   * A lead form page. It carries its own idempotency key: a copy served to a second shopper would
   * make their lead look like a repeat of the first one's.
   */
  form: 'private, no-store',
  /**
   * Any page drawn for a signed-in shopper (their saved buttons, the header's Sign Out): never kept,
   * so Back asks again instead of showing the copy from before a save elsewhere, or a session since ended.
   */
  signedIn: 'private, no-store',
  /** Search results: the browser may keep a copy but asks again before using it. */
  revalidate: 'private, max-age=0, must-revalidate',
  /** A live figure (the filter panel's count): this browser reuses it for 30 s. */
  short: 'private, max-age=30',
  /** A generated download (the car's PDF): this browser reuses it for 5 minutes. */
  medium: 'private, max-age=300',
  /** A file whose URL changes when its content does (resized images): anyone keeps it a year. */
  immutable: 'public, max-age=31536000, immutable',
} as const satisfies Record<string, string>

export type CacheStrategy = keyof typeof CACHE

/** `{ 'Cache-Control': ... }` for a strategy: a route's `headers` export, or a Response's headers. */
export function cacheHeaders(strategy: CacheStrategy): { 'Cache-Control': string } {
  return { 'Cache-Control': CACHE[strategy] }
}
