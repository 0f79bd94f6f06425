import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * One order for every route module (Epic Stack's): imports, zod schemas, loader, action, headers,
 * meta, the component, ErrorBoundary. A clientLoader sits with its loader and shouldRevalidate with
 * the action it answers to. A reader finds each part where every other route keeps it.
 */
const ORDER = ['loader', 'clientLoader', 'action', 'shouldRevalidate', 'headers', 'meta', 'default', 'ErrorBoundary']

const routesDir = path.dirname(new URL(import.meta.url).pathname)
const routes = fs.readdirSync(routesDir).filter((f) => f.endsWith('.tsx'))
const read = (file: string) => fs.readFileSync(path.join(routesDir, file), 'utf8')

/** The route's own exports (not re-exports), in the order they appear. */
function exportsInOrder(source: string): string[] {
  return [...source.matchAll(/^export (?:default |(?:async )?(?:const|function) (\w+))/gm)].map(
    (m) => m[1] ?? 'default',
  )
}

describe('route modules', () => {
  it('are found, with and without their own parts', () => {
    expect(routes.length).toBeGreaterThan(30)
    expect(exportsInOrder(read('trade-in.tsx'))).toEqual([
      'loader',
      'action',
      'shouldRevalidate',
      'headers',
      'meta',
      'default',
      'ErrorBoundary',
    ])
  })

  it.each(routes)('%s exports only route parts, in the one order', (file) => {
    const found = exportsInOrder(read(file))
    expect(found.filter((name) => !ORDER.includes(name))).toEqual([])
    expect(found).toEqual(ORDER.filter((name) => found.includes(name)))
  })

  it.each(routes)('%s declares its zod schemas before its loader', (file) => {
    const source = read(file)
    const loader = source.search(/^export (?:async )?(?:const|function) loader\b/m)
    const schemas = [...source.matchAll(/^(?:export )?const \w+ = z\./gm)].map((m) => m.index!)
    for (const at of schemas) expect(loader === -1 || at < loader).toBe(true)
  })

  // A part of the page that can fail on its own says so in the dealer's layout, with a way on.
  it.each(['cars.$slug.tsx', 'search.$.tsx'])('%s has its own ErrorBoundary', (file) => {
    expect(exportsInOrder(read(file))).toContain('ErrorBoundary')
  })
})
