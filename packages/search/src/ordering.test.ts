import { describe, expect, it } from 'vitest'
import { collapseSoldRuns, collapsedPage, soldRunFilter } from './ordering'

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

describe('collapsedPage: the whole result list is collapsed, then paged', () => {
  // a1, 30 sold, a2, 2 sold, a3..a6: collapsed a1, s1, a2, s31, a3..a6 (8 cars).
  const list = [
    car('a1', true),
    ...Array.from({ length: 30 }, (_, i) => car(`s${i + 1}`, false)),
    car('a2', true),
    car('s31', false),
    car('s32', false),
    ...Array.from({ length: 4 }, (_, i) => car(`a${i + 3}`, true)),
  ]

  it('keeps paging across a page boundary inside a sold run: no short page, one count', () => {
    const pages = [0, 3, 6].map((offset) => collapsedPage(list, offset, 3))
    expect(pages.map((p) => p.page.map((h) => h.id))).toEqual([
      ['a1', 's1', 'a2'],
      ['s31', 'a3', 'a4'],
      ['a5', 'a6'],
    ])
    expect(pages.map((p) => p.count)).toEqual([8, 8, 8])
    expect(collapsedPage(list, 9, 3)).toEqual({ page: [], count: 8 })
  })

  it('shows and counts every car when all are sold', () => {
    const sold = list.filter((h) => !h.available)
    const r = collapsedPage(sold, 21, 21)
    expect(r.count).toBe(32)
    expect(r.page.map((h) => h.id)).toEqual([
      's22',
      's23',
      's24',
      's25',
      's26',
      's27',
      's28',
      's29',
      's30',
      's31',
      's32',
    ])
  })

  it('streams the same decision as the list form', () => {
    const shown = soldRunFilter()
    expect(list.filter((h) => shown(h.available))).toEqual(collapseSoldRuns(list))
  })
})
