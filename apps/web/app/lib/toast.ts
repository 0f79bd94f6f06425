import { z } from 'zod'

/**
 * One toast: a page shows at most one, a new one replaces the old, and the error variant is
 * 'destructive' (docs/spec-coverage.md, Watchlist, favourites and compare). Plain data, so the
 * server can send one in a flash cookie for a page loaded without JavaScript and the browser can
 * make one after a call.
 */
export const toastSchema = z.object({
  title: z.string().max(300),
  description: z.string().max(500).nullable(),
  variant: z.enum(['default', 'destructive']),
  action: z.object({ label: z.string().max(60), href: z.string().startsWith('/').max(300) }).nullable(),
  /** How long it shows; it stays while pointed at or focused. */
  durationMs: z.number().int().min(1000).max(60_000),
})
export type Toast = z.infer<typeof toastSchema>

/** Long enough to read a title, a line and an action. */
export const TOAST_MS = 8000

export function errorToast(message: string): Toast {
  return { title: message, description: null, variant: 'destructive', action: null, durationMs: TOAST_MS }
}
