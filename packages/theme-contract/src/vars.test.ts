import { describe, expect, it } from 'vitest'
import { vars } from './vars'

type Tree = { readonly [key: string]: string | Tree }

function leaves(tree: Tree, path: string[] = []): { path: string[]; value: string }[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [{ path: [...path, key], value }] : leaves(value, [...path, key]),
  )
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/*
 * The app, packages/ui and every separately built theme agree on the tokens only through these
 * CSS variable names (ADR 002), so they are fixed strings: a hashed or renamed variable would
 * leave one build's styles pointing at a variable no other build sets.
 */
describe('vars', () => {
  const all = leaves(vars)

  it('names each token by its path: color.surfaceMuted is var(--color-surface-muted)', () => {
    expect(vars.color.surfaceMuted).toBe('var(--color-surface-muted)')
    for (const { path, value } of all) expect(value, path.join('.')).toBe(`var(--${path.map(kebab).join('-')})`)
  })

  it('gives every token its own variable', () => {
    expect(new Set(all.map((l) => l.value)).size).toBe(all.length)
  })

  it('has the semantic groups every theme fills', () => {
    expect(Object.keys(vars).sort()).toEqual(['color', 'font', 'layout', 'radius', 'shadow', 'space'])
    expect(all.length).toBeGreaterThanOrEqual(25)
  })
})
