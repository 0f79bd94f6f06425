import { describe, expect, it } from 'vitest'
import {
  frameFromDrag,
  hotspotAngle,
  hotspotsAtFrame,
  SPIN_AUTO_ROTATE_MS,
  SPIN_PX_PER_FRAME,
  stepFrame,
  wrapIndex,
} from './spin'

describe('spin', () => {
  it('uses 20 px a frame and 100 ms auto-rotate', () => {
    expect(SPIN_PX_PER_FRAME).toBe(20)
    expect(SPIN_AUTO_ROTATE_MS).toBe(100)
  })

  it('wraps the index both ways', () => {
    expect(wrapIndex(36, 36)).toBe(0)
    expect(wrapIndex(-1, 36)).toBe(35)
    expect(wrapIndex(-73, 36)).toBe(35)
    expect(stepFrame(35, 1, 36)).toBe(0)
    expect(stepFrame(0, -1, 36)).toBe(35)
    expect(wrapIndex(3, 0)).toBe(0)
  })

  it('moves one frame per 20 px of drag', () => {
    expect(frameFromDrag(10, 19, 36)).toBe(10)
    expect(frameFromDrag(10, 20, 36)).toBe(11)
    expect(frameFromDrag(10, 65, 36)).toBe(13)
    expect(frameFromDrag(10, -39, 36)).toBe(9)
    expect(frameFromDrag(0, -20, 36)).toBe(35)
    expect(frameFromDrag(35, 40, 36)).toBe(1)
  })

  it('places hotspots at (1 − index/(count−1)) × 360', () => {
    expect(hotspotAngle(0, 37)).toBe(360)
    expect(hotspotAngle(18, 37)).toBe(180)
    expect(hotspotAngle(36, 37)).toBe(0)
    expect(hotspotAngle(9, 37)).toBe(270)
    expect(hotspotAngle(0, 1)).toBe(0)
  })

  it('shows the hotspots whose angle matches the frame', () => {
    const spots = [
      { id: 'a', activeAngle: 0 },
      { id: 'b', activeAngle: 180 },
      { id: 'c', activeAngle: 275 },
    ]
    expect(hotspotsAtFrame(spots, 0, 37).map((s) => s.id)).toEqual(['a'])
    expect(hotspotsAtFrame(spots, 36, 37).map((s) => s.id)).toEqual(['a'])
    expect(hotspotsAtFrame(spots, 18, 37).map((s) => s.id)).toEqual(['b'])
    // Frames are 10° apart, so 275° shows on the 270° frame (index 9) within 5°.
    expect(hotspotsAtFrame(spots, 9, 37).map((s) => s.id)).toEqual(['c'])
    expect(hotspotsAtFrame(spots, 10, 37)).toEqual([])
  })
})
