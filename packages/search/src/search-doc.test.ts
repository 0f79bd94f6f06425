import { expect, it } from 'vitest'
import { createDocInterner } from './search-doc'
import { generateSearchDocs } from './testing'

it('an interned document equals the original, and equal values become one string or one list', () => {
  const docs = generateSearchDocs(400)
  const intern = createDocInterner()
  // Copies, as each row read from SQL brings its own strings.
  const copies = docs.map((d) => JSON.parse(JSON.stringify(d)) as typeof d)
  const interned = copies.map(intern)
  expect(interned).toStrictEqual(docs)
  const byMake = new Map<string, (typeof interned)[number]>()
  let sharedMakes = 0
  let sharedLists = 0
  for (const d of interned) {
    const first = byMake.get(d.make_model)
    if (!first) byMake.set(d.make_model, d)
    else {
      // Same value: the same list object (JSON copies of lists are otherwise never identical).
      if (first.make_model === d.make_model) sharedMakes++
      if (JSON.stringify(first.filtered_features) === JSON.stringify(d.filtered_features)) {
        expect(first.filtered_features).toBe(d.filtered_features)
        sharedLists++
      }
    }
  }
  expect(sharedMakes).toBeGreaterThan(100)
  expect(sharedLists).toBeGreaterThan(0)
  expect(Object.isFrozen(interned[0]!.filtered_features)).toBe(true)
})
