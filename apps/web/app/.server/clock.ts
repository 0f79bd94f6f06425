/**
 * The site's business clock: APP_NOW, when set, freezes it (tests and demos), else the wall clock.
 * The server, the lead delivery worker and the scripts all read it here, so a car page and the
 * lead about its car agree on what is shown. Leases, rate limits and retries keep the wall clock.
 */
export function appClock(env: Readonly<Record<string, string | undefined>> = process.env): () => Date {
  const fixed = env.APP_NOW ? new Date(env.APP_NOW) : null
  if (fixed && Number.isNaN(fixed.getTime())) throw new Error(`APP_NOW is not a date: ${JSON.stringify(env.APP_NOW)}`)
  return () => (fixed ? new Date(fixed) : new Date())
}
