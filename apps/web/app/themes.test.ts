import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The theme guide shows how to register a theme in this file's registry. Its snippet is copied
 * by whoever builds the next theme, so every line of it, apart from the new theme's own, must be
 * a line of app/themes.ts as it is.
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..')
const registry = fs.readFileSync(path.join(root, 'apps/web/app/themes.ts'), 'utf8').split('\n')

function snippet(readme: string): string[] {
  const text = fs.readFileSync(path.join(root, readme), 'utf8')
  const block = /Register it in the app[^\n]*\n\s*```ts\n([\s\S]*?)\n\s*```/.exec(text)?.[1] ?? ''
  return block
    .split('\n')
    .map((line) => line.replace(/^ {3}/, ''))
    .filter((line) => line.trim() !== '' && !/harbour/i.test(line))
}

describe('the theme registry snippet of themes/base/README.md', () => {
  const lines = snippet('themes/base/README.md')
  it('is found, with the registry declaration and every installed theme', () => {
    expect(lines).toContain('const registry: Record<string, { theme: CompleteTheme; cssUrl: string }> = {')
    const entries = registry.filter((line) => /^\s+\w+: \{ theme: complete\(/.test(line))
    expect(entries.length).toBeGreaterThanOrEqual(2)
    expect(lines).toEqual(expect.arrayContaining(entries))
  })
  it.each(lines)('has the line %j exactly as apps/web/app/themes.ts does', (line) => {
    expect(registry).toContain(line)
  })
})
