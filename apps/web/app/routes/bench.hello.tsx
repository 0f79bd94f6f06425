// The hello-world baseline for bench/pages: the same server stack (tenant, Remix) with no work.
// Only served when BENCH_ROUTES=1, so production never exposes it.
export function loader() {
  if (process.env.BENCH_ROUTES !== '1') throw new Response(null, { status: 404 })
  return new Response('Hello world', { headers: { 'Content-Type': 'text/plain' } })
}
