import { describe, expect, it } from 'vitest'
import { pruneDependencyLists } from './preload-lists'

const table = (files: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n`

describe('pruneDependencyLists', () => {
  it('leaves out of each list what the page already has, and numbers the rest again', () => {
    const code =
      table(['assets/part-A.js', 'assets/base-B.js', 'assets/base-C.css', 'assets/money-D.js']) +
      'p(()=>import("./part-A.js"),__vite__mapDeps([0,1,2,3]));q(()=>import("./base-B.js"),__vite__mapDeps([1,2]))'
    const { code: out } = pruneDependencyLists(code, undefined, new Set(['assets/base-B.js', 'assets/base-C.css']))
    expect(out).toBe(
      table(['assets/part-A.js', 'assets/money-D.js']).replace('\n', '') +
        '\np(()=>import("./part-A.js"),__vite__mapDeps([0,1]));q(()=>import("./base-B.js"),[])',
    )
  })

  it('changes nothing in a chunk without dynamic imports', () => {
    expect(pruneDependencyLists('export const a=1;', 'AAAA', new Set(['x']))).toEqual({
      code: 'export const a=1;',
      mappings: 'AAAA',
    })
  })

  it('moves the source map after a shortened list, so the code after it still maps to its source', () => {
    // Line 2: a segment at column 0 and one at column 26 ('b'); the list loses two characters.
    const code = table(['assets/x.js', 'assets/y.js']) + 'a(__vite__mapDeps([0,1]));b'
    const out = pruneDependencyLists(code, ';AAAA,0BAAC', new Set(['assets/y.js']))
    expect(out.code.split('\n')[1]).toBe('a(__vite__mapDeps([0]));b')
    // 'b' is now at column 24: 'wB' (24) where it was '0B' (26).
    expect(out.mappings).toBe(';AAAA,wBAAC')
  })
})
