import { redirect, type LoaderFunctionArgs } from '@remix-run/node'

// The department switcher's no-JS target: /locations/switch?to=<slug>.
export function loader({ request, context }: LoaderFunctionArgs) {
  const to = new URL(request.url).searchParams.get('to') ?? ''
  const location = context.tenant.locations.find((l) => l.slug === to && l.visible)
  if (!location) throw new Response(null, { status: 404 })
  return redirect(`/locations/${location.slug}`)
}
