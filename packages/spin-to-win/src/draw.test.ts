import { describe, expect, it } from 'vitest'
import type { SpinPrize } from './campaign'
import { drawPrize } from './draw'

const prize = (label: string, odds: number, stock: number | null = null, win = true): SpinPrize => ({
  label,
  odds,
  stock,
  win,
})
const PRIZES = [prize('Fuel', 2, 5), prize('Tint', 1, 1), prize('Nothing', 7, null, false)]

/** How often each prize comes up over every value the random source can give. */
function tally(prizes: readonly SpinPrize[], awarded: Map<string, number>) {
  const total = prizes.reduce((s, p) => s + p.odds, 0)
  const counts = new Map<string, number>()
  for (let r = 0; r < total; r++) {
    const p = drawPrize(prizes, awarded, (n) => (r < n ? r : n - 1))
    if (p) counts.set(p.label, (counts.get(p.label) ?? 0) + 1)
  }
  return counts
}

describe('drawPrize', () => {
  it('gives each prize exactly its odds’ share of the random range', () => {
    expect(tally(PRIZES, new Map())).toEqual(
      new Map([
        ['Fuel', 2],
        ['Tint', 1],
        ['Nothing', 7],
      ]),
    )
  })

  it('leaves out prizes whose stock is gone, sharing the range among the rest', () => {
    let asked = 0
    const pick = drawPrize(PRIZES, new Map([['Tint', 1]]), (n) => ((asked = n), n - 1))
    expect(asked).toBe(9)
    expect(pick?.label).toBe('Nothing')
    const counts = tally(PRIZES, new Map([['Tint', 1]]))
    expect(counts.get('Tint')).toBeUndefined()
  })

  it('is null when nothing is left, and refuses a random source out of range', () => {
    const limited = [prize('Fuel', 2, 1), prize('Tint', 1, 1)]
    expect(
      drawPrize(
        limited,
        new Map([
          ['Fuel', 1],
          ['Tint', 1],
        ]),
        () => 0,
      ),
    ).toBeNull()
    expect(drawPrize([prize('Zero odds', 0)], new Map(), () => 0)).toBeNull()
    expect(() => drawPrize(limited, new Map(), (n) => n)).toThrow(RangeError)
  })
})
