import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * docs/spec-coverage.md names the code and the tests behind each rule. A renamed file or test
 * would leave it pointing at nothing, so every path, every `name` in `file` and every quoted test
 * title is checked against the tree.
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..')
const doc = fs.readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8')
const rows = doc.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Rule') && !/^\|-/.test(line))
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const isPath = (token: string) => /^[\w.@$[\]-]+(\/[\w.@$[\]-]*)+$/.test(token)

const paths = [...new Set(rows.flatMap((row) => [...row.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter(isPath)))]

/** `a`, `b` in `file`: each name must be in the file. */
const namesIn = rows.flatMap((row) =>
  [...row.matchAll(/((?:`\w+`(?:, )?)+) in `([^`]+)`/g)].flatMap((m) =>
    [...m[1]!.matchAll(/`(\w+)`/g)].map((n) => ({ name: n[1]!, file: m[2]! })),
  ),
)

/** "title" after a test file's path: the title (or its literal part) must be in that file. */
const titles = rows.flatMap((row) => {
  const tests = row.split(' | ').at(-1) ?? ''
  // Each `path` with the quoted titles after it, up to the next backquote.
  return [...tests.matchAll(/`([^`]+)`([^`]*)/g)].flatMap(([, file, after]) =>
    isPath(file!)
      ? // A title may hold quotes of its own, written \" in the doc.
        [...after!.matchAll(/"((?:[^"\\]|\\.)+)"/g)].map((m) => ({ file: file!, title: m[1]!.replace(/\\"/g, '"') }))
      : [],
  )
})

/** Source files whose comments may point at a section of the doc. */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) return ['node_modules', 'build', 'dist', '.turbo'].includes(entry.name) ? [] : sources(rel)
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [rel] : []
  })
}
const sections = new Set([...doc.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim()))
/** What follows each "docs/spec-coverage.md, " in a comment, read across wrapped comment lines. */
const citations = ['apps', 'packages', 'themes']
  .flatMap(sources)
  .filter((file) => !file.endsWith('spec-coverage-doc.test.ts'))
  .flatMap((file) =>
    [
      ...read(file)
        .replace(/\n\s*(?:\*(?!\/)|\/\/)\s*/g, ' ')
        .matchAll(/docs\/spec-coverage\.md, (.{1,60})/g),
    ].map((m) => ({
      file,
      cited: m[1]!,
    })),
  )

describe('docs/spec-coverage.md', () => {
  it('is found and names code and tests', () => {
    expect(rows.length).toBeGreaterThan(60)
    expect(paths.length).toBeGreaterThan(100)
    expect(namesIn.length).toBeGreaterThan(30)
    expect(titles.length).toBeGreaterThan(60)
  })
  it('is cited by code comments, by sections it has', () => {
    expect(citations.length).toBeGreaterThan(200)
    const named = (cited: string) =>
      [...sections].some((name) => cited.startsWith(name) && /^([).;:,]|$)/.test(cited.slice(name.length)))
    expect(citations.filter((c) => !named(c.cited))).toEqual([])
  })
  it.each(paths)('names %s, which exists', (file) => {
    expect(fs.existsSync(path.join(root, file))).toBe(true)
  })
  it.each(namesIn.map((n) => [n.name, n.file]))('names %s, which is in %s', (name, file) => {
    expect(read(file)).toMatch(new RegExp(`\\b${name}\\b`))
  })
  it.each(titles.map((t) => [t.title, t.file]))('quotes the test "%s", which is in %s', (title, file) => {
    expect(read(file)).toContain(title)
  })
})
