import { describe, expect, it } from 'vitest'
import {
  AA_TEXT,
  contrastRatio,
  BLACK,
  formatRatio,
  NEAR_BLACK,
  parseHexColour,
  readableOn,
  relativeLuminance,
  WHITE,
} from './contrast'

// Traced in docs/spec-coverage.md, Theme kit: token pairs.
describe('WCAG 2.1 contrast', () => {
  it('reads #rrggbb and #rgb, and nothing else', () => {
    expect(parseHexColour('#0A4ea3')).toEqual([10, 78, 163])
    expect(parseHexColour('#fff')).toEqual([255, 255, 255])
    for (const bad of ['', 'red', '#12345', '#gggggg', 'rgb(0 0 0)', '#1234567']) expect(parseHexColour(bad)).toBeNull()
  })

  it('gives the relative luminance of the sRGB extremes and mid grey', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0)
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10)
    // #777777: the linear part of the curve does not apply above 0.04045.
    expect(relativeLuminance([119, 119, 119])).toBeCloseTo(0.1845, 4)
    // Below the 0.04045 threshold the channel is divided by 12.92.
    expect(relativeLuminance([10, 10, 10])).toBeCloseTo(10 / 255 / 12.92, 10)
  })

  it('gives the ratios WCAG quotes: 21:1 black on white, 4.48:1 #777 on white, symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.478, 3)
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.542, 3)
    expect(contrastRatio('#0a4ea3', '#ffffff')).toBe(contrastRatio('#ffffff', '#0a4ea3'))
    expect(contrastRatio('red', '#ffffff')).toBeNull()
  })

  it('never rounds a failing ratio up to a passing one', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1')
    expect(formatRatio(21)).toBe('21.00:1')
  })

  it('picks white or near-black, whichever passes AA on the colour', () => {
    expect(readableOn('#6b2147')).toBe(WHITE)
    expect(readableOn('#f28c28')).toBe(NEAR_BLACK)
    expect(readableOn('#777777')).toBe(BLACK)
    expect(readableOn('#ffff00')).toBe(NEAR_BLACK)
    expect(readableOn('#000000')).toBe(WHITE)
    for (const c of [
      '#777777',
      '#767676',
      '#808080',
      '#8a8a8a',
      '#0e5f6b',
      '#f28c6b',
      '#d7282f',
      '#00ff00',
      '#0000ff',
    ]) {
      expect(contrastRatio(readableOn(c), c)!, c).toBeGreaterThanOrEqual(AA_TEXT)
    }
  })
})
