/** Pixels of horizontal drag per frame (docs/spec-coverage.md, Car page). */
export const SPIN_PX_PER_FRAME = 20
/** Default auto-rotate interval in ms (docs/spec-coverage.md, Car page). */
export const SPIN_AUTO_ROTATE_MS = 100

/** The spinner's views; spinner is the default (gallery on some sites) (docs/spec-coverage.md, Car page). */
export type SpinView = 'spinner' | 'gallery' | 'interior'

/** An index kept inside 0..count−1, wrapping both ways (docs/spec-coverage.md, Car page). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  const i = Math.trunc(index) % count
  return i < 0 ? i + count : i
}

/** The frame after moving `delta` frames (arrow keys: ±1; auto-rotate: +1 each tick). */
export function stepFrame(index: number, delta: number, count: number): number {
  return wrapIndex(index + delta, count)
}

/**
 * The frame while dragging: one frame per 20 px from where the drag started; dragging
 * right moves forward. Whole frames only, so small jitters do not flicker the image.
 */
export function frameFromDrag(
  startIndex: number,
  deltaX: number,
  count: number,
  pxPerFrame = SPIN_PX_PER_FRAME,
): number {
  return wrapIndex(startIndex + Math.trunc(deltaX / pxPerFrame), count)
}

/** Hotspot angle of a frame = (1 − index/(count−1)) × 360. One frame has angle 0 (docs/spec-coverage.md, Car page). */
export function hotspotAngle(index: number, count: number): number {
  if (count < 2) return 0
  return (1 - index / (count - 1)) * 360
}

function circularGap(a: number, b: number): number {
  const d = Math.abs(a - b) % 360
  return Math.min(d, 360 - d)
}

/**
 * The hotspot positions to draw on a frame: those whose activeAngle is the frame's angle,
 * within half the angle between two frames (0° and 360° are the same view).
 */
export function hotspotsAtFrame<T extends { activeAngle: number }>(
  positions: readonly T[],
  index: number,
  count: number,
): T[] {
  if (count < 1) return []
  const angle = hotspotAngle(index, count)
  const tolerance = count < 2 ? 180 : 360 / (count - 1) / 2
  return positions.filter((p) => circularGap(p.activeAngle, angle) <= tolerance + 1e-9)
}
