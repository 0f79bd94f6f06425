import type { LoaderFunctionArgs } from '@remix-run/node'
import { CACHE } from '~/.server/cache'
import { sitemapIndex } from '~/.server/sitemap'
import { siteOrigin } from '~/.server/site-origin'

// This dealer's sitemap index (docs/spec-coverage.md, Search engines). It follows the stock, so it
// is asked for again each time, as search pages are.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(await sitemapIndex(context, siteOrigin(context.tenant, request)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE.revalidate },
  })
}
