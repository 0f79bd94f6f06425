import type { LoaderFunctionArgs } from '@remix-run/node'
import { cacheHeaders } from '~/.server/cache'
import { salesCounterNow } from '~/.server/sales-counter'

// The 'Sales this Month' figure for the banner's refresh every 150 s (docs/spec-coverage.md,
// Dealer site: reviews and sales counter): `{ figure: { count, basis } }`, or `{ figure: null }`
// when there is none to show. A dealer without the banner has no such resource.
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.tenant.salesCounter.show) throw new Response(null, { status: 404 })
  return Response.json({ figure: await salesCounterNow(context) }, { headers: cacheHeaders('short') })
}
