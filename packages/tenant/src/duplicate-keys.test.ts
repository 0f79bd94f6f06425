import { describe, expect, it } from 'vitest'
import { duplicateJsonKeys } from './duplicate-keys'

describe('duplicateJsonKeys', () => {
  it('finds a key given twice in one object, with its path', () => {
    expect(duplicateJsonKeys('{"a":1,"leads":{"x":1},"b":[{"c":1,"c":2}],"leads":{"y":2}}')).toEqual(['b.0.c', 'leads'])
  })
  it('does not confuse the same key in different objects, keys inside strings, or escapes', () => {
    expect(duplicateJsonKeys('{"a":{"k":1},"b":{"k":2},"s":"\\"k\\": 1, \\"k\\":","t":["k","k"]}')).toEqual([])
  })
})

describe('loading a tenant file', () => {
  it('stops on a key given twice, naming the file and the key', async () => {
    const fs = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const { loadTenantFile } = await import('./load')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-dup-'))
    const file = path.join(dir, 'tenant.json')
    fs.writeFileSync(file, '{"slug":"x","leads":{"reserveDepositText":"$500"},"leads":{"testDriveTerms":true}}')
    expect(() => loadTenantFile(file)).toThrow(/tenant\.json:\n {2}- leads: given twice/)
  })
})
