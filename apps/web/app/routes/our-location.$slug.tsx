import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { ourLocationTarget } from '~/.server/location-page'

/*
 * /our-location/{slug} (docs/spec-coverage.md, Dealer site: locations): the spec lists it beside
 * /locations/{slug} as a location page; one page has one address, so it redirects there for good
 * (a location's slug, or its site's, which reaches the site's first department). Unknown: 404.
 */
export function loader({ params, context }: LoaderFunctionArgs) {
  const target = ourLocationTarget(context.tenant, params.slug)
  if (!target) throw new Response(null, { status: 404 })
  return redirect(`/locations/${target}`, 301)
}
