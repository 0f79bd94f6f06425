/*
 * With each dynamic import Vite writes the files the imported chunk needs (`__vite__mapDeps([...])`,
 * indexes into one table a chunk), so the browser fetches them side by side. Those lists also name
 * what the importing chunk needed itself (the base chunk, the route's own stylesheets and shared
 * chunks): that is in the page before the importing chunk runs, and the browser would skip it as
 * already linked or loaded. `preloadOnlyWhatIsMissing` leaves it out of the lists: the same
 * requests, and about 0.2 KB gzipped less on the car page (bench/pages/RESULTS.md, session 11).
 */
import type { Plugin } from 'vite'

const TABLE =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/
const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** The first field of a source map segment (its generated column, relative), and the rest of it. */
function firstField(segment: string): { value: number; rest: string } {
  let result = 0
  let shift = 0
  for (let i = 0; i < segment.length; i++) {
    const digit = VLQ.indexOf(segment[i]!)
    result += (digit & 31) << shift
    shift += 5
    if (!(digit & 32)) return { value: result & 1 ? -(result >>> 1) : result >>> 1, rest: segment.slice(i + 1) }
  }
  throw new Error(`not a source map segment: ${segment}`)
}

function vlq(value: number): string {
  let n = value < 0 ? (-value << 1) | 1 : value << 1
  let out = ''
  do {
    const digit = n & 31
    n >>>= 5
    out += VLQ[n > 0 ? digit | 32 : digit]
  } while (n > 0)
  return out
}

/** Moves what a source map line maps after `column` by `delta` columns (`segments`: the line's, split on ','). */
function shiftSegments(segments: string[], column: number, delta: number) {
  let at = 0
  for (let i = 0; i < segments.length; i++) {
    if (!segments[i]) continue
    const { value, rest } = firstField(segments[i]!)
    at += value
    if (at > column) {
      segments[i] = vlq(value + delta) + rest
      return
    }
  }
}

/**
 * A built chunk's code with the files in `present` left out of its dynamic imports' lists (a list
 * left empty becomes `[]`), and its source map's mappings moved to match. Code without Vite's
 * table comes back as it was.
 */
export function pruneDependencyLists(
  code: string,
  mappings: string | undefined,
  present: ReadonlySet<string>,
): { code: string; mappings: string | undefined } {
  const table = TABLE.exec(code)
  if (!table) return { code, mappings }
  const files = JSON.parse(table[1]!) as string[]
  const kept = files.flatMap((file, i) => (present.has(file) ? [] : [i]))
  const index = new Map(kept.map((old, i) => [old, i]))
  const lines = code.split('\n')
  const mapLines = mappings?.split(';')
  // Line 1 is the table, which maps to nothing; the lists sit in the lines after it.
  for (let n = 1; n < lines.length; n++) {
    const segments = mapLines?.[n]?.split(',')
    let shift = 0
    lines[n] = lines[n]!.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (call, list: string, at: number) => {
      const ids = list.split(',').flatMap((i) => (index.has(Number(i)) ? [index.get(Number(i))!] : []))
      const next = ids.length === 0 ? '[]' : `__vite__mapDeps([${ids.join(',')}])`
      if (segments && next.length !== call.length) shiftSegments(segments, at + shift, next.length - call.length)
      shift += next.length - call.length
      return next
    })
    if (segments && mapLines) mapLines[n] = segments.join(',')
  }
  lines[0] =
    `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(kept.map((i) => files[i]))})))` +
    '=>i.map(i=>d[i]);'
  return { code: lines.join('\n'), mappings: mapLines?.join(';') }
}

/** The browser build's plugin: each chunk's lists lose what the chunk and its static imports brought. */
export function preloadOnlyWhatIsMissing(): Plugin {
  return {
    name: 'dealer:preload-only-what-is-missing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      // After Vite's import analysis has written the lists.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.code.startsWith('const __vite__mapDeps=')) continue
          // The chunk, what it imports statically however deep, and their stylesheets.
          const present = new Set<string>()
          const queue = [chunk.fileName]
          for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
            const loaded = bundle[file]
            if (present.has(file) || loaded?.type !== 'chunk') continue
            present.add(file)
            for (const css of loaded.viteMetadata?.importedCss ?? []) present.add(css)
            queue.push(...loaded.imports)
          }
          const pruned = pruneDependencyLists(chunk.code, chunk.map?.mappings, present)
          chunk.code = pruned.code
          if (chunk.map && pruned.mappings !== undefined) {
            chunk.map.mappings = pruned.mappings
            const asset = bundle[`${chunk.fileName}.map`]
            if (asset?.type === 'asset') asset.source = chunk.map.toString()
          }
        }
      },
    },
  }
}
