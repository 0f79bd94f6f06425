/**
 * WCAG 2.1 colour contrast (docs/spec-coverage.md, Theme kit: token pairs): the relative luminance
 * of an sRGB colour and the contrast ratio of two, as the success criteria 1.4.3 and 1.4.11 define
 * them. Colours are `#rrggbb` or `#rgb`; anything else is not a colour (null), never a guess.
 */

export type Rgb = readonly [number, number, number]

/** AA for normal text (1.4.3). */
export const AA_TEXT = 4.5
/** AA for large text (1.4.3) and for user-interface parts and graphics (1.4.11). */
export const AA_LARGE = 3

export function parseHexColour(value: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())
  if (!m) return null
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb
}

/** Relative luminance, 0 (black) to 1 (white), of an sRGB colour. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const c = v / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** The contrast ratio (1 to 21) of two colours, in either order; null when either is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const x = parseHexColour(a)
  const y = parseHexColour(b)
  if (!x || !y) return null
  const [hi, lo] = [relativeLuminance(x), relativeLuminance(y)].sort((p, q) => q - p) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** A ratio as people read it: 4.48:1 (two decimals, rounded down so a failing pair never reads as passing). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`
}

export const WHITE = '#ffffff'
/** The dark partner: near-black, softer than pure black on a light colour. */
export const NEAR_BLACK = '#111111'

export const BLACK = '#000000'

/**
 * The text colour to put on `background` so that it passes AA (4.5:1): white when white does,
 * else near-black when that does, else black. One of them always does: a colour on which white
 * fails has a luminance above 0.183, and black reaches at least 4.66:1 on it.
 */
export function readableOn(background: string): string {
  for (const candidate of [WHITE, NEAR_BLACK]) {
    if ((contrastRatio(candidate, background) ?? 0) >= AA_TEXT) return candidate
  }
  return BLACK
}
