import { describe, expect, it } from 'vitest'
import {
  fitLabel,
  placeSegments,
  restingAngle,
  segmentPath,
  twoLines,
  WHEEL_RADIUS,
  wholePercents,
} from './wheel-geometry'

const SEGMENTS = [
  { label: 'Fuel', odds: 3, win: true },
  { label: 'Tint', odds: 1, win: true },
  { label: 'Nothing', odds: 12, win: false },
]

describe('wheel geometry', () => {
  it('sizes each segment by its share of the odds, round the whole circle', () => {
    const placed = placeSegments(SEGMENTS)
    expect(placed.map((s) => [s.start, s.end])).toEqual([
      [0, 67.5],
      [67.5, 90],
      [90, 360],
    ])
  })

  it('rests with the won segment’s middle under the pointer', () => {
    const placed = placeSegments(SEGMENTS)
    // Tint's middle is at 78.75°; turning the wheel by 281.25° brings it to 360°, the top.
    expect(restingAngle(placed, 'Tint')).toBe(281.25)
    expect((restingAngle(placed, 'Nothing', 5) + 225) % 360).toBe(0)
    expect(restingAngle(placed, 'Not on the wheel')).toBe(0)
  })

  it('draws a large arc for a segment over half the circle, and a full circle for one alone', () => {
    expect(segmentPath(90, 360, 100)).toContain(' 0 1 1 ')
    expect(segmentPath(0, 67.5, 100)).toContain(' 0 0 1 ')
    expect(segmentPath(0, 360, 100)).not.toContain('L')
  })
})

describe('segment labels', () => {
  // The demo dealers' campaigns: Harbour's 3:1:2:10 and Sunset's 2:1:4:8.
  const campaigns = [
    [
      { label: '$50 fuel voucher', odds: 3, win: true },
      { label: 'Free window tint', odds: 1, win: true },
      { label: 'Free detail and wash', odds: 2, win: true },
      { label: 'Better luck next time', odds: 10, win: false },
    ],
    [
      { label: '$100 caravan accessories voucher', odds: 2, win: true },
      { label: 'Free annual caravan service', odds: 1, win: true },
      { label: 'Free gas bottle refill', odds: 4, win: true },
      { label: 'Better luck next time', odds: 8, win: false },
    ],
  ]

  it('shows every demo label whole, on one line or two, inside its segment', () => {
    for (const segments of campaigns) {
      for (const s of placeSegments(segments)) {
        const label = fitLabel(s.label, s.end - s.start)
        expect(label, s.label).not.toBeNull()
        expect(label!.lines.join(' ')).toBe(s.label)
        expect(label!.lines.length).toBeLessThanOrEqual(2)
        expect(label!.fontSize).toBeGreaterThanOrEqual(5.5)
        expect(label!.centre).toBeLessThan(WHEEL_RADIUS)
      }
    }
    // Harbour's: before, 'Better luck next time' and 'Free detail and wash' were cut to 18 characters.
    expect(fitLabel('Better luck next time', 225)?.lines).toEqual(['Better luck', 'next time'])
    expect(fitLabel('Free detail and wash', 45)?.lines).toEqual(['Free detail', 'and wash'])
  })

  it('breaks a label where its longer line is shortest, and leaves one word whole', () => {
    expect(twoLines('$100 caravan accessories voucher')).toEqual(['$100 caravan', 'accessories voucher'])
    expect(twoLines('Nothing')).toBeNull()
  })

  it('cuts a label too long for the wheel with an ellipsis, rather than drawing none', () => {
    const long = 'A weekend away for two at the Lorne Hotel with dinner and breakfast'
    const label = fitLabel(long, 180)!
    expect(label.whole).toBe(false)
    expect(label.lines).toHaveLength(2)
    for (const line of label.lines) expect(line).toMatch(/…$/)
    expect(label.fontSize).toBe(5)
    expect(label.centre).toBeLessThan(WHEEL_RADIUS)
    expect(fitLabel('Better luck next time', 225)!.whole).toBe(true)
  })

  it('draws no label on a sliver too thin for the smallest type', () => {
    expect(fitLabel('Free annual caravan service', 2)).toBeNull()
  })
})

describe('whole percents', () => {
  it('add up to 100 by largest remainder', () => {
    // 3:1:2:10 of 16 is 18.75, 6.25, 12.5, 62.5: rounded each, 19 + 6 + 13 + 63 = 101.
    expect(wholePercents([3 / 16, 1 / 16, 2 / 16, 10 / 16])).toEqual([19, 6, 13, 62])
    expect(wholePercents([1 / 3, 1 / 3, 1 / 3])).toEqual([34, 33, 33])
    expect(wholePercents([2 / 15, 1 / 15, 4 / 15, 8 / 15]).reduce((a, b) => a + b)).toBe(100)
  })

  it('keeps a share of none at 0, and all shares of none at 0', () => {
    expect(wholePercents([0, 0.25, 0.75])).toEqual([0, 25, 75])
    expect(wholePercents([0, 0])).toEqual([0, 0])
  })
})
