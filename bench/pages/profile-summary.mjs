// Summary of a .cpuprofile: the functions with the most self time, and the most inclusive time
// (each function counted once per sample, however deep its recursion).
// Usage: node bench/pages/profile-summary.mjs file.cpuprofile [self rows] [inclusive rows]
import fs from 'node:fs'
const file = process.argv[2]
const p = JSON.parse(fs.readFileSync(file, 'utf8'))
const byId = new Map(p.nodes.map((n) => [n.id, n]))
const parent = new Map()
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const dt = p.timeDeltas
const counts = new Map()
for (let i = 0; i < p.samples.length; i++) counts.set(p.samples[i], (counts.get(p.samples[i]) ?? 0) + (dt[i] ?? 0))
let total = 0
for (const v of counts.values()) total += v
const label = (n) =>
  `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`
const selfBy = new Map(),
  incl = new Map()
for (const [id, t] of counts) {
  const n = byId.get(id)
  selfBy.set(label(n), (selfBy.get(label(n)) ?? 0) + t)
  const seen = new Set()
  let cur = id
  while (cur !== undefined) {
    const l = label(byId.get(cur))
    if (!seen.has(l)) {
      seen.add(l)
      incl.set(l, (incl.get(l) ?? 0) + t)
    }
    cur = parent.get(cur)
  }
}
const top = (m, k) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([l, t]) => `${((100 * t) / total).toFixed(1).padStart(5)}%  ${l}`)
    .join('\n')
console.log('SELF\n' + top(selfBy, Number(process.argv[3] ?? 40)))
console.log('\nINCLUSIVE\n' + top(incl, Number(process.argv[4] ?? 60)))
