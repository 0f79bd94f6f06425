/**
 * One toast: a page shows at most one, a new one replaces the old, and the error variant is
 * 'destructive' (docs/spec-coverage.md, Watchlist, favourites and compare). Plain data (checked by .server/flash-toast.ts when it comes back in a cookie; no zod here, so
 * the browser bundles stay small), so the server can send one in a flash cookie for a page loaded without JavaScript and the browser can
 * make one after a call.
 */
export interface Toast {
  readonly title: string
  readonly description: string | null
  readonly variant: 'default' | 'destructive'
  readonly action: { readonly label: string; readonly href: string } | null
  /** How long it shows; it stays while pointed at or focused. */
  readonly durationMs: number
}

/** Long enough to read a title, a line and an action. */
export const TOAST_MS = 8000

export function errorToast(message: string): Toast {
  return { title: message, description: null, variant: 'destructive', action: null, durationMs: TOAST_MS }
}
