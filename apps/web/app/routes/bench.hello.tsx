// The hello-world baseline for bench/pages: the same server stack (tenant, Remix) with no work.
// Only served when BENCH_ROUTES=1, so production never exposes it.
import { benchRoutesOn } from '~/lib/bench'

export function loader() {
  if (!benchRoutesOn()) throw new Response(null, { status: 404 })
  return new Response('Hello world', { headers: { 'Content-Type': 'text/plain' } })
}
