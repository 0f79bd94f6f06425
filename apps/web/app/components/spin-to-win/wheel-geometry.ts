/** A segment of the wheel: its share of the circle is its share of the odds. */
export interface WheelSegment {
  label: string
  odds: number
  win: boolean
}

export interface PlacedSegment extends WheelSegment {
  /** Degrees clockwise from the top. */
  start: number
  end: number
  mid: number
}

/** Lays the segments round the circle in order, each as wide as its odds' share. */
export function placeSegments(segments: readonly WheelSegment[]): PlacedSegment[] {
  const total = segments.reduce((sum, s) => sum + s.odds, 0)
  let at = 0
  return segments.map((s) => {
    const width = total > 0 ? (s.odds / total) * 360 : 0
    const placed = { ...s, start: at, end: at + width, mid: at + width / 2 }
    at += width
    return placed
  })
}

/** The wheel's rotation (degrees clockwise) that puts `label`'s middle under the pointer at the top. */
export function restingAngle(placed: readonly PlacedSegment[], label: string | null, turns = 0): number {
  const segment = placed.find((s) => s.label === label)
  return segment ? turns * 360 + (360 - segment.mid) : 0
}

/** The SVG path of a segment of a circle of radius `r` centred on 0,0. */
export function segmentPath(start: number, end: number, r: number): string {
  if (end - start >= 359.999) return `M0,${-r} A${r},${r} 0 1 1 0,${r} A${r},${r} 0 1 1 0,${-r} Z`
  const point = (deg: number) => {
    const rad = (deg * Math.PI) / 180
    return `${(r * Math.sin(rad)).toFixed(3)},${(-r * Math.cos(rad)).toFixed(3)}`
  }
  const large = end - start > 180 ? 1 : 0
  return `M0,0 L${point(start)} A${r},${r} 0 ${large} 1 ${point(end)} Z`
}

/** The wheel's radius and its hub's, in the SVG's units (its viewBox is 200 wide). */
export const WHEEL_RADIUS = 96
export const HUB_RADIUS = 10

/** How a segment's label is drawn: its lines, their size, and how far from the centre it sits. */
export interface WheelLabel {
  lines: string[]
  fontSize: number
  lineHeight: number
  /** Distance from the wheel's centre to the middle of the label, along the segment's middle. */
  centre: number
  /** False when the label is too long for the wheel and its lines end in '…' (the whole label is its title). */
  whole: boolean
}

// A bold character is at most this wide, in font sizes (a generous measure, so labels never run
// over); a line takes this much height.
const CHAR_WIDTH = 0.62
const LINE_HEIGHT = 1.2
const SIZES = [8, 7.5, 7, 6.5, 6, 5.5, 5]

/** The label on two lines, broken between words where the longer line is shortest; null for one word. */
export function twoLines(label: string): [string, string] | null {
  const words = label.trim().split(/\s+/)
  let best: [string, string] | null = null
  for (let i = 1; i < words.length; i++) {
    const pair: [string, string] = [words.slice(0, i).join(' '), words.slice(i).join(' ')]
    if (!best || Math.max(...pair.map((l) => l.length)) < Math.max(...best.map((l) => l.length))) best = pair
  }
  return best
}

/**
 * A segment's whole label, fitted inside it: the largest type (8 down to 5 units) on one line or
 * two that runs from the rim towards the hub without reaching it, with its lines as thick as the
 * segment is wide where the label begins. A label too long for that even in the smallest type is cut
 * with '…'. Null on a sliver too thin for the smallest type: the prize table below the wheel names
 * every prize.
 */
export function fitLabel(label: string, degrees: number, radius = WHEEL_RADIUS): WheelLabel | null {
  const outer = radius - 4
  const inner = HUB_RADIUS + 3
  const halfAngle = ((Math.min(degrees, 179) / 2) * Math.PI) / 180
  const split = twoLines(label)
  const options = split ? [[label.trim()], split] : [[label.trim()]]
  for (const fontSize of SIZES) {
    for (const lines of options) {
      const length = Math.max(...lines.map((l) => l.length)) * CHAR_WIDTH * fontSize
      const thickness = lines.length * LINE_HEIGHT * fontSize
      const start = outer - length
      if (start < inner) continue
      if (degrees < 180 && 2 * start * Math.tan(halfAngle) < thickness + 2) continue
      return { lines, fontSize, lineHeight: LINE_HEIGHT * fontSize, centre: outer - length / 2, whole: true }
    }
  }
  // Too long for the rim-to-hub run even in the smallest type: its lines cut with '…', two lines
  // first, where the segment is wide enough for them at the hub (a sliver still gets none).
  const fontSize = SIZES[SIZES.length - 1]!
  const room = Math.floor((outer - inner) / (CHAR_WIDTH * fontSize))
  for (const lines of [...options].reverse()) {
    const thickness = lines.length * LINE_HEIGHT * fontSize
    if (degrees < 180 && 2 * inner * Math.tan(halfAngle) < thickness + 2) continue
    const cut = lines.map((l) => (l.length > room ? `${l.slice(0, room - 1).trimEnd()}…` : l))
    const length = Math.max(...cut.map((l) => l.length)) * CHAR_WIDTH * fontSize
    return { lines: cut, fontSize, lineHeight: LINE_HEIGHT * fontSize, centre: outer - length / 2, whole: false }
  }
  return null
}

/**
 * Whole percentages for shares that add up to 1, which add up to 100 themselves (largest
 * remainder: each share rounded down, then the points left over go to the largest remainders).
 * Shares of 0 stay 0.
 */
export function wholePercents(shares: readonly number[]): number[] {
  const total = shares.reduce((sum, s) => sum + s, 0)
  if (total <= 0) return shares.map(() => 0)
  const exact = shares.map((s) => (s / total) * 100)
  const floors = exact.map(Math.floor)
  let left = 100 - floors.reduce((sum, n) => sum + n, 0)
  const order = exact.map((e, i) => ({ i, rest: e - floors[i]! })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    floors[i] = floors[i]! + 1
    left--
  }
  return floors
}
