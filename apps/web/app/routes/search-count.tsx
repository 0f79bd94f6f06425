import type { LoaderFunctionArgs } from '@remix-run/node'
import { runSearch } from '~/.server/search-page'

// The filter panel's live count ('Show Me {count}'): the same search, only its count.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const result = await runSearch(context, '/search', url.searchParams)
  return Response.json({ count: result?.shownCount ?? 0 }, { headers: { 'Cache-Control': 'private, max-age=30' } })
}
