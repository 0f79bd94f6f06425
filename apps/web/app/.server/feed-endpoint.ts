import { FeedBodyError, feedFormatOf, feedTokenMatches, readFeedBody } from '@dealer/feeds'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { cacheHeaders } from './cache'
import { feedMaxBodyBytes, feedToken } from './feeds'

/*
 * /api/feeds/stock (docs/spec-coverage.md, Stock feeds; the format in docs/feeds/README.md): a
 * dealer's system POSTs its stock as CSV or XML with the dealer's bearer token, and GETs the latest
 * import reports. The token only opens the dealer of the host it is sent to. Off for a dealer
 * without `feeds.tokenEnv` (or with the variable unset): 404. Bad token: 401. A body that is not a
 * feed: 400, 413 or 415 with a message, never a 500.
 */

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...cacheHeaders('none'), ...headers } })

/** Null when the caller may use this dealer's endpoint, else the refusal. */
function refusal(request: Request, context: LoaderFunctionArgs['context']): Response | null {
  const token = feedToken(context.tenant)
  if (!token) return json({ message: 'Not found.' }, 404)
  if (!feedTokenMatches(request.headers.get('authorization'), token)) {
    return json({ message: 'A valid bearer token for this dealer is required.' }, 401, {
      'WWW-Authenticate': 'Bearer realm="stock feed"',
    })
  }
  return null
}

/** GET: the dealer's latest reports, newest first (`?limit=` 1 to 50, default 10). */
export async function feedReportsCall({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const refused = refusal(request, context)
  if (refused) return refused
  const raw = new URL(request.url).searchParams.get('limit')
  const limit = raw && /^\d{1,3}$/.test(raw) ? Math.min(50, Math.max(1, Number(raw))) : 10
  const reports = await context.services.feeds.reports(context.tenant, limit)
  return json({ reports })
}

/** POST: import a feed (`?mode=full`, the default, or `delta`); answers the report. */
export async function feedImportCall({ request, context }: ActionFunctionArgs): Promise<Response> {
  if (request.method !== 'POST')
    return json({ message: 'Use POST to send a feed, GET to read reports.' }, 405, { Allow: 'GET, POST' })
  const refused = refusal(request, context)
  if (refused) return refused
  const mode = new URL(request.url).searchParams.get('mode') ?? 'full'
  if (mode !== 'full' && mode !== 'delta') return json({ message: 'mode must be full or delta.' }, 400)
  let body
  try {
    body = await readFeedBody(request, feedMaxBodyBytes())
  } catch (error) {
    // A body that is not a feed (empty, not text) is kept as rejected, as one that cannot be parsed.
    const format = feedFormatOf(request.headers.get('content-type'))
    if (error instanceof FeedBodyError && error.status === 400 && format) {
      const report = await context.services.feeds.reject(context.tenant, { format, mode, message: error.message })
      return json({ message: report.message, report }, 400)
    }
    if (error instanceof FeedBodyError) return json({ message: error.message }, error.status)
    // The client went away mid-body, or sent a broken chunked encoding.
    return json({ message: 'The feed could not be read in full.' }, 400)
  }
  const report = await context.services.feeds.import(context.tenant, { body: body.text, format: body.format, mode })
  if (report.status === 'rejected') return json({ message: report.message, report }, 400)
  return json({ report })
}
