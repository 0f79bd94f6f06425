import { describe, expect, it } from 'vitest'
import { collapseSoldRuns } from './ordering'

const car = (id: string, available: boolean) => ({ id, available })

describe('collapseSoldRuns', () => {
  it('keeps only the first of each run of sold cars', () => {
    const hits = [
      car('a', true),
      car('s1', false),
      car('s2', false),
      car('b', true),
      car('s3', false),
      car('s4', false),
      car('s5', false),
    ]
    expect(collapseSoldRuns(hits).map((h) => h.id)).toEqual(['a', 's1', 'b', 's3'])
  })

  it('keeps a leading run head and shows everything when all are sold', () => {
    expect(collapseSoldRuns([car('s1', false), car('s2', false), car('a', true)]).map((h) => h.id)).toEqual(['s1', 'a'])
    expect(collapseSoldRuns([car('s1', false), car('s2', false)]).map((h) => h.id)).toEqual(['s1', 's2'])
    expect(collapseSoldRuns([])).toEqual([])
  })
})
