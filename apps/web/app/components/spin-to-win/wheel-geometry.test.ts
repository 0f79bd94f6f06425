import { describe, expect, it } from 'vitest'
import { placeSegments, restingAngle, segmentPath } from './wheel-geometry'

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
