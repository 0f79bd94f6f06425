import type { LoaderFunctionArgs } from '@remix-run/node'
import { CACHE } from '~/.server/cache'
import { childSitemap } from '~/.server/sitemap'
import { siteOrigin } from '~/.server/site-origin'

// One of the dealer's child sitemaps, /sitemaps/cars-1.xml, search.xml ... (docs/spec-coverage.md,
// Search engines); any other name is a plain 404.
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const xml = await childSitemap(context, siteOrigin(context.tenant, request), params.file ?? '')
  if (xml === null) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE.none },
    })
  }
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE.revalidate },
  })
}
