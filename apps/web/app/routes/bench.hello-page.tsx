// A hello-world document route inside the dealer layout, for bench/pages (BENCH_ROUTES=1 only).
import { benchRoutesOn } from '~/lib/bench'

export function loader() {
  if (!benchRoutesOn()) throw new Response(null, { status: 404 })
  return null
}

export default function HelloPage() {
  return <h1>Hello world</h1>
}
