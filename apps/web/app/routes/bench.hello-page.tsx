// A hello-world document route inside the dealer layout, for bench/pages (BENCH_ROUTES=1 only).
export function loader() {
  if (process.env.BENCH_ROUTES !== '1') throw new Response(null, { status: 404 })
  return null
}

export default function HelloPage() {
  return <h1>Hello world</h1>
}
