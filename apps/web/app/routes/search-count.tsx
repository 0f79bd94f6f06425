import type { LoaderFunctionArgs } from '@remix-run/node'
import { encodeSearchUrl } from '@dealer/search'
import { cacheHeaders } from '~/.server/cache'
import { runSearch } from '~/.server/run-search'

// The filter panel's live count ('Show Me {count}'): the same search, only its count, and the
// canonical URL of the search it previews (the page that 'Show Me' prefetches and opens).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const result = await runSearch(context, '/search', url.searchParams)
  return Response.json(
    {
      count: result?.shownCount ?? 0,
      href: result ? encodeSearchUrl({ ...result.state, page: 1 }, result.vocabulary) : null,
    },
    { headers: cacheHeaders('short') },
  )
}
