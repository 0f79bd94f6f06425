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
