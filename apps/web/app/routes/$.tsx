import type { LoaderFunctionArgs } from '@remix-run/node'

// Any path no route claims: a 404 inside the dealer's own layout.
export function loader(_args: LoaderFunctionArgs) {
  throw new Response(null, { status: 404 })
}

export default function NotFound() {
  return null
}
