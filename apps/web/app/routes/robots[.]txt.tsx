import type { LoaderFunctionArgs } from '@remix-run/node'
import { CACHE } from '~/.server/cache'
import { robotsTxt } from '~/.server/robots'
import { siteOrigin } from '~/.server/site-origin'

// This dealer's robots.txt (docs/spec-coverage.md, Search engines); it changes with a deploy, so
// a browser or crawler may keep it for five minutes.
export function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteOrigin(context.tenant, request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE.medium },
  })
}
