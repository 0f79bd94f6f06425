// Bytes allocated per request of one page, by the function that allocated them (V8's sampling heap
// profiler, counting objects garbage collection has already freed): where a page's garbage comes
// from, since collecting it is 10-18% of a rendered page's CPU (bench/pages/RESULTS.md).
// Usage: node bench/pages/alloc.mjs /search/used-cars   (uses .data/bench, as render.mjs does)
import { once, closeServices } from './handler.mjs'
import { Session } from 'node:inspector/promises'
const p = process.argv[2]
for (let i = 0; i < 50; i++) await once(p)
const s = new Session()
s.connect()
await s.post('HeapProfiler.enable')
await s.post('HeapProfiler.startSampling', {
  samplingInterval: 512,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
})
const N = 100
for (let i = 0; i < N; i++) await once(p)
const { profile } = await s.post('HeapProfiler.stopSampling')
const self = new Map()
let total = 0
const walk = (n) => {
  const f = n.callFrame
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber}`
  self.set(key, (self.get(key) ?? 0) + n.selfSize)
  total += n.selfSize
  for (const c of n.children) walk(c)
}
walk(profile.head)
console.log('KB per request', (total / N / 1024).toFixed(0))
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log((v / N / 1024).toFixed(1).padStart(7), 'KB', k)
await closeServices()
