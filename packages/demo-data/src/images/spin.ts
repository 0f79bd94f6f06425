import { hotspotAngle, type Hotspot } from '@dealer/domain'
import { dot, normalize, sub, type V3 } from './geometry'
import { HEIGHT, WIDTH, setupProjector, spinCamera } from './exterior'
import { CARAVAN_SHAPES, EXT, type InteriorGroup, type PaintKey, type ShapeId } from './palette'
import { SHAPE_DEFS, type Shape } from './shapes'

/**
 * 360° spin sets for the demo: frames of a vehicle turning on a studio floor, drawn by the same
 * renderer as the photos. Only a few body shape × paint pairs get a set (the commonest in the
 * demo stock), which keeps the photo set and the first seed small.
 */
export const SPIN_FRAME_COUNT = 16
/** Frames are written at this width (the photos are 1200); 16 of them load before the spin starts. */
export const SPIN_WIDTH = 800
export const SPIN_HEIGHT = Math.round((SPIN_WIDTH * HEIGHT) / WIDTH)
/** The first frame looks at the front three-quarter, like the first photo. */
const START_AZIMUTH = 36

export const SPIN_SETS: readonly (readonly [ShapeId, PaintKey])[] = [
  ['suv', 'white'],
  ['suv', 'grey'],
  ['suv', 'black'],
  ['suv', 'blue'],
  ['ute', 'white'],
  ['hatch', 'white'],
  ['sedan', 'white'],
  ['caravan', 'white'],
]

export function hasSpinSet(shape: ShapeId, paint: PaintKey): boolean {
  return SPIN_SETS.some(([s, p]) => s === shape && p === paint)
}

export function spinFrameFile(shape: ShapeId, paint: PaintKey, index: number): string {
  return `spin-${shape}-${paint}-${String(index).padStart(2, '0')}.${EXT}`
}

/**
 * The hotspot angle formula ((1 − index/(count − 1)) × 360; docs/spec-coverage.md, Car page) gives
 * the first and the last frame of a set the same view (360° and 0°): a set is its frames plus the
 * first one again at the end.
 */
export function spinEntryCount(frames = SPIN_FRAME_COUNT): number {
  return frames + 1
}

/** The frame files of a set in spin order, the first repeated at the end (see spinEntryCount). */
export function spinFrameFiles(shape: ShapeId, paint: PaintKey, frames = SPIN_FRAME_COUNT): string[] {
  return Array.from({ length: spinEntryCount(frames) }, (_, i) => spinFrameFile(shape, paint, i % frames))
}

/** Camera azimuth of frame `index`: frames turn the vehicle forward by 360/count each. */
export function frameAzimuth(index: number, count = SPIN_FRAME_COUNT): number {
  return (START_AZIMUTH + (index * 360) / count) % 360
}

/**
 * The renderer draws the near (+y) side; a frame from the far side is the mirror image of the
 * frame at 360 − az (the vehicles are symmetric), flopped.
 */
export function renderAzimuth(az: number): { az: number; mirrored: boolean } {
  return az <= 180 ? { az, mirrored: false } : { az: 360 - az, mirrored: true }
}

interface SpotDef {
  id: string
  description: string
  anchors: string[]
  point: (s: Shape) => V3
  normal: V3
}

const frontWheel = (s: Shape) => [...s.wheels].sort((a, b) => b.x - a.x)[0]!
const rearWheel = (s: Shape) => [...s.wheels].sort((a, b) => a.x - b.x)[0]!

const CAR_SPOTS: readonly SpotDef[] = [
  {
    id: 'wheels',
    description: 'Alloy wheels with a full-size spare',
    anchors: ['key-information'],
    point: (s) => [frontWheel(s).x, s.track, frontWheel(s).r],
    normal: [0, 1, 0],
  },
  {
    id: 'lights',
    description: 'LED headlights with automatic high beam',
    anchors: ['specifications'],
    point: (s) => [s.xMax - 0.08, 0, s.height * 0.5],
    normal: [1, 0, 0],
  },
  {
    id: 'rear',
    description: 'Reversing camera and rear parking sensors',
    anchors: ['specifications'],
    point: (s) => [s.xMin + 0.08, 0, s.height * 0.45],
    normal: [-1, 0, 0],
  },
]

const CARAVAN_SPOTS: readonly SpotDef[] = [
  {
    id: 'axle',
    description: 'Independent suspension and electric brakes',
    anchors: ['specifications'],
    point: (s) => [rearWheel(s).x, s.track, rearWheel(s).r],
    normal: [0, 1, 0],
  },
  {
    id: 'drawbar',
    description: 'A-frame drawbar with jockey wheel and stone guard',
    anchors: ['specifications'],
    point: (s) => [s.xMax - 0.2, 0, 0.5],
    normal: [1, 0, 0],
  },
]

/** Interior photo positions (percent of the cabin picture), matching interiorSvg's drawing. */
const INTERIOR_SPOTS: Record<
  InteriorGroup,
  readonly { id: string; description: string; posX: number; posY: number }[]
> = {
  car: [
    { id: 'mirror', description: 'Auto-dimming rear-view mirror', posX: 50, posY: 15.5 },
    { id: 'vents', description: 'Dual-zone climate control', posX: 15.4, posY: 65.3 },
  ],
  caravan: [],
}

const round1 = (n: number) => Math.round(n * 10) / 10

/**
 * The hotspots of a spin set: each exterior point is placed on every frame from which its face
 * is seen, at the projected position (percent of the frame), with the frame's angle by the
 * page's formula (angle = (1 − index/(count − 1)) × 360, count being the entries of the set),
 * so the page finds them again with the same formula. The repeated last entry needs no positions
 * of its own: its angle (0°) is the first frame's (360°).
 */
export function spinHotspots(shapeId: ShapeId, count = SPIN_FRAME_COUNT): Hotspot[] {
  const entries = spinEntryCount(count)
  const shape = SHAPE_DEFS[shapeId]
  const caravan = CARAVAN_SHAPES.includes(shapeId)
  const group: InteriorGroup = caravan ? 'caravan' : 'car'
  const spots = caravan ? CARAVAN_SPOTS : CAR_SPOTS
  const hotspots: Hotspot[] = spots.map((s) => ({
    id: s.id,
    description: s.description,
    anchors: s.anchors,
    exterior: [],
    interior: [],
  }))
  for (let i = 0; i < count; i++) {
    const { az, mirrored } = renderAzimuth(frameAzimuth(i, count))
    const { cam, P } = setupProjector(spinCamera(shape, az))
    spots.forEach((spot, k) => {
      const p = spot.point(shape)
      // In a mirrored frame the point seen is its mirror twin on the drawn side.
      const q: V3 = mirrored ? [p[0], -p[1], p[2]] : p
      const n: V3 = mirrored ? [spot.normal[0], -spot.normal[1], spot.normal[2]] : spot.normal
      if (dot(n, normalize(sub(cam.pos, q))) < 0.3) return
      const [x, y] = P(q)
      const posX = round1(((mirrored ? WIDTH - x : x) / WIDTH) * 100)
      const posY = round1((y / HEIGHT) * 100)
      if (posX < 2 || posX > 98 || posY < 2 || posY > 98) return
      hotspots[k]!.exterior.push({ activeAngle: round1(hotspotAngle(i, entries)), posX, posY, hotspotId: spot.id })
    })
  }
  for (const spot of INTERIOR_SPOTS[group]) {
    hotspots.push({
      id: spot.id,
      description: spot.description,
      anchors: [],
      exterior: [],
      interior: [{ activeAngle: 0, posX: spot.posX, posY: spot.posY, hotspotId: spot.id }],
    })
  }
  return hotspots.filter((h) => h.exterior.length > 0 || h.interior.length > 0)
}
