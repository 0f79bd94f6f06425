/** Retry timing. */
export interface BackoffOptions {
  /** Delay after the first failure; default 10 s. */
  baseMs?: number
  /** Cap on any delay; default 30 min. */
  maxMs?: number
}

/**
 * Exponential backoff with jitter: base × 2^(attempt-1), capped, then a random point in its
 * upper half. Jitter spreads the retries of leads that failed together (a receiver coming back
 * up) so they do not all hit it in the same second; the lower bound keeps the growth.
 */
export function retryDelayMs(
  attempt: number,
  options: BackoffOptions = {},
  random: () => number = Math.random,
): number {
  const base = options.baseMs ?? 10_000
  const max = options.maxMs ?? 30 * 60_000
  const exponential = Math.min(max, base * 2 ** Math.max(0, Math.min(attempt - 1, 30)))
  return Math.round(exponential / 2 + random() * (exponential / 2))
}
