// The minimal Remix page for bench/pages (BENCH_ROUTES=1 only): a document render of "Hello world"
// with no layout data (the root loader returns null for it, so no header or footer), through the
// same server stack. The honest baseline for a page, next to the resource route bench.hello.
import { benchRoutesOn } from '~/lib/bench'

export function loader() {
  if (!benchRoutesOn()) throw new Response(null, { status: 404 })
  return null
}

export default function HelloBare() {
  return <h1>Hello world</h1>
}
