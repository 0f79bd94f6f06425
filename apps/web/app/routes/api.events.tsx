import type { ActionFunctionArgs } from '@remix-run/node'
import { CACHE } from '~/.server/cache'
import { receiveEvents } from '~/.server/analytics'

export const loader = () =>
  Response.json({ error: 'Use POST.' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': CACHE.none } })

/**
 * POST /api/events: a batch of the page's analytics events `{ events: [{ id, payload, path, at }] }`
 * (docs/analytics.md), stored for this host's dealer. 202 with the count stored; 204 when
 * nothing may be kept (analytics off, Do Not Track, no consent); 400 for anything that is not a
 * batch of the catalogue, 413 too large, 429 too many, 503 when the store failed; never a 500
 * (docs/spec-coverage.md, Analytics).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const headers = { 'Cache-Control': CACHE.none }
  if (request.method !== 'POST') return Response.json({ error: 'Use POST.' }, { status: 405, headers })
  const answer = await receiveEvents(request, context)
  if (answer.status === 204) return new Response(null, { status: 204, headers })
  return Response.json(answer.status === 202 ? { stored: answer.stored } : { error: answer.error }, {
    status: answer.status,
    headers,
  })
}
