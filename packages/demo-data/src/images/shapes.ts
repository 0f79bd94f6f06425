import { bodyWithArches, ccw, smooth, surfaceX, type ProfilePoint, type V2, type V3 } from './geometry'
import type { ShapeId } from './palette'

export type Fill =
  | 'paint'
  | 'paintDark'
  | 'white'
  | 'canvas'
  | 'black'
  | 'cladding'
  | 'chrome'
  | 'glass'
  | 'headlamp'
  | 'taillight'
  | 'indicator'
  | 'grille'
  | 'plate'
  | 'checker'
  | 'tonneau'
  | 'decal'
  | 'mesh'
  | 'gas'

export interface Layer {
  profile: ProfilePoint[]
  hw: number
  /** Plan-view rounding at the ends and inward lean with height (fractions of hw). */
  taper?: { front: number; rear: number; len: number }
  tumble?: number
  fill: Fill
  /** Steep strips inside this x range are glass (windscreen / rear window). */
  glass?: { minX?: number; maxX?: number; minSlope?: number }
  /** Upward-facing strips inside x ranges get another fill (tonneau cover, roof). */
  topFill?: { x0: number; x1: number; fill: Fill }[]
  /** Side windows on the near face, in x/z. */
  windows?: V2[][]
  /** Side decorations on the near face, drawn over the paint. */
  side?: { poly: V2[]; fill: Fill; opacity?: number }[]
  /** Features on the front / rear surface: y range, z range. */
  front?: Feature[]
  rear?: Feature[]
  /** Lines on the near face (door cuts), from z0 to z1 at x. */
  lines?: { x0: number; z0: number; x1: number; z1: number; light?: boolean }[]
}

export interface Feature {
  y0: number
  y1: number
  z0: number
  z1: number
  fill: Fill
  mirror?: boolean
  /** Draw slats (grille). */
  slats?: number
}

export interface Wheel {
  x: number
  r: number
  /** Centre height (defaults to r). */
  z?: number
  rim: 'alloy5' | 'alloy10' | 'alloy6' | 'steel' | 'offroad'
  /** Rotation axis: 'y' for road wheels, 'x' for a spare on the rear wall. */
  axis?: 'y' | 'x'
  y?: number
  width?: number
  /** Spare wheel position offset along x (only for axis x). */
  far?: boolean
}

export interface Solid {
  /** Convex polyhedron: vertices and faces (vertex index loops). */
  vertices: V3[]
  faces: number[][]
  fill: Fill
  order: 'auto' | 'before' | 'after'
}

export interface Shape {
  id: ShapeId
  length: number
  width: number
  height: number
  /** Ground-level x extent (including drawbar) for framing and the shadow. */
  xMin: number
  xMax: number
  layers: Layer[]
  wheels: Wheel[]
  /** Outer face y of the near wheels. */
  track: number
  tyreWidth: number
  solids: Solid[]
  spares: Wheel[]
  /** Point the 'detail' camera looks at and its azimuth. */
  detail: { target: V3; az: number; el: number; span: number }
  caravan: boolean
}

type Top = readonly (readonly [number, number] | readonly [number, number, 1])[]

function outline(
  top: Top,
  clearance: number,
  wheels: readonly { x: number; r: number }[],
  archGap: number,
): ProfilePoint[] {
  return ccw(smooth(bodyWithArches(top, { clearance, wheels, archGap }), 3))
}

/** A greenhouse / roof outline from its top contour (front → rear); the bottom edge closes it. */
function cabin(top: Top): ProfilePoint[] {
  const pts: ProfilePoint[] = top.map((p) => ({ x: p[0], z: p[1], sharp: p.length === 3 }))
  return ccw(smooth(pts, 3))
}

/** Box notch (caravan wheel opening) helper: returns profile points for an outline. */
function caravanOutline(top: Top, bottomZ: number, notch: { x0: number; x1: number; top: number }): ProfilePoint[] {
  const first = top[0]!
  const last = top[top.length - 1]!
  const r = 0.08
  const bottom: ProfilePoint[] = [
    { x: last[0], z: bottomZ, sharp: true },
    { x: notch.x0, z: bottomZ, sharp: true, arch: true },
    { x: notch.x0 + 0.02, z: notch.top - r, sharp: true, arch: true },
    { x: notch.x0 + r, z: notch.top, sharp: true, arch: true },
    { x: notch.x1 - r, z: notch.top, sharp: true, arch: true },
    { x: notch.x1 - 0.02, z: notch.top - r, sharp: true, arch: true },
    { x: notch.x1, z: bottomZ, sharp: true, arch: true },
    { x: first[0], z: bottomZ, sharp: true },
  ]
  const topPts: ProfilePoint[] = top.map((p) => ({ x: p[0], z: p[1], sharp: p.length === 3 }))
  return ccw(smooth([...bottom, ...topPts], 3))
}

function rect(x0: number, z0: number, x1: number, z1: number): V2[] {
  return [
    [x0, z0],
    [x1, z0],
    [x1, z1],
    [x0, z1],
  ]
}

function roundRect(x0: number, z0: number, x1: number, z1: number, r: number): V2[] {
  const pts: V2[] = []
  const corners: [number, number, number][] = [
    [x1 - r, z0 + r, -Math.PI / 2],
    [x1 - r, z1 - r, 0],
    [x0 + r, z1 - r, Math.PI / 2],
    [x0 + r, z0 + r, Math.PI],
  ]
  for (const [cx, cz, a0] of corners) {
    for (let i = 0; i <= 4; i++) {
      const a = a0 + (i / 4) * (Math.PI / 2)
      pts.push([cx + Math.cos(a) * r, cz + Math.sin(a) * r])
    }
  }
  return pts
}

/** Clip the window outline (inset of a greenhouse) into panes separated by pillars. */
function panes(
  poly: ProfilePoint[],
  inset: number,
  pillars: readonly [number, number][],
  xRange: [number, number],
): V2[][] {
  // inset polygon (CCW)
  const base: V2[] = poly.map((p) => [p.x, p.z])
  const shrunk = insetSimple(base, inset)
  const cuts: [number, number][] = []
  let start = xRange[0]
  for (const [a, b] of [...pillars].sort((p, q) => p[0] - q[0])) {
    cuts.push([start, a])
    start = b
  }
  cuts.push([start, xRange[1]])
  return cuts.map(([a, b]) => clipX(shrunk, a, b)).filter((p) => p.length >= 3)
}

function insetSimple(pts: V2[], d: number): V2[] {
  // Move each vertex along its bisector (polygons here are smooth and convex-ish).
  const n = pts.length
  const out: V2[] = []
  for (let i = 0; i < n; i++) {
    const a = pts[(i - 1 + n) % n]!
    const p = pts[i]!
    const b = pts[(i + 1) % n]!
    const n1 = leftNormal(a, p)
    const n2 = leftNormal(p, b)
    let nx = n1[0] + n2[0]
    let nz = n1[1] + n2[1]
    const l = Math.hypot(nx, nz) || 1
    nx /= l
    nz /= l
    const cos = Math.max(0.35, nx * n1[0] + nz * n1[1])
    out.push([p[0] + (nx * d) / cos, p[1] + (nz * d) / cos])
  }
  return out
}

function leftNormal(a: V2, b: V2): V2 {
  const dx = b[0] - a[0]
  const dz = b[1] - a[1]
  const l = Math.hypot(dx, dz) || 1
  return [-dz / l, dx / l]
}

function clipX(pts: V2[], x0: number, x1: number): V2[] {
  const clip = (src: V2[], keep: (p: V2) => boolean, edge: number): V2[] => {
    const out: V2[] = []
    for (let i = 0; i < src.length; i++) {
      const p = src[i]!
      const q = src[(i + 1) % src.length]!
      const pin = keep(p)
      const qin = keep(q)
      if (pin) out.push(p)
      if (pin !== qin) {
        const t = (edge - p[0]) / (q[0] - p[0])
        out.push([edge, p[1] + (q[1] - p[1]) * t])
      }
    }
    return out
  }
  return clip(
    clip(pts, (p) => p[0] >= x0, x0),
    (p) => p[0] <= x1,
    x1,
  )
}

/** Headlamp / tail-lamp wrap on the side, following the front or rear surface. */
function wrap(
  profile: ProfilePoint[],
  side: 'front' | 'rear',
  z0: number,
  z1: number,
  depth0: number,
  depth1: number,
): V2[] {
  const f0 = surfaceX(profile, z0, side) ?? 0
  const f1 = surfaceX(profile, z1, side) ?? 0
  const s = side === 'front' ? -1 : 1
  return [
    [f0 + s * depth0, z0],
    [f0 - s * 0.005, z0],
    [f1 - s * 0.005, z1],
    [f1 + s * depth1, z1],
  ]
}

/** Box from two points along a centre line with a cross-section (w across y, h across z). */
export function beam(a: V3, b: V3, w: number, h: number, fill: Fill, order: Solid['order'] = 'auto'): Solid {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const l = Math.hypot(dx, dy) || 1
  // horizontal normal in the xy-plane
  const nx = (-dy / l) * (w / 2)
  const ny = (dx / l) * (w / 2)
  const v: V3[] = []
  for (const p of [a, b]) {
    v.push([p[0] - nx, p[1] - ny, p[2] - h / 2])
    v.push([p[0] + nx, p[1] + ny, p[2] - h / 2])
    v.push([p[0] + nx, p[1] + ny, p[2] + h / 2])
    v.push([p[0] - nx, p[1] - ny, p[2] + h / 2])
  }
  return { vertices: v, faces: BOX_FACES, fill, order }
}

const BOX_FACES = [
  [0, 1, 2, 3],
  [4, 7, 6, 5],
  [0, 4, 5, 1],
  [1, 5, 6, 2],
  [2, 6, 7, 3],
  [3, 7, 4, 0],
]

export function box(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  fill: Fill,
  order: Solid['order'] = 'auto',
): Solid {
  const v: V3[] = [
    [x0, y0, z0],
    [x1, y0, z0],
    [x1, y1, z0],
    [x0, y1, z0],
    [x0, y0, z1],
    [x1, y0, z1],
    [x1, y1, z1],
    [x0, y1, z1],
  ]
  return {
    vertices: v,
    faces: [
      [0, 3, 2, 1],
      [4, 5, 6, 7],
      [0, 1, 5, 4],
      [1, 2, 6, 5],
      [2, 3, 7, 6],
      [3, 0, 4, 7],
    ],
    fill,
    order,
  }
}

export function cylinderZ(
  cx: number,
  cy: number,
  r: number,
  z0: number,
  z1: number,
  fill: Fill,
  order: Solid['order'] = 'auto',
  n = 14,
): Solid {
  const v: V3[] = []
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    v.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r, z0])
  }
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    v.push([cx + Math.cos(a) * r * 0.92, cy + Math.sin(a) * r * 0.92, z1])
  }
  const faces: number[][] = [Array.from({ length: n }, (_, i) => n - 1 - i), Array.from({ length: n }, (_, i) => n + i)]
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n
    faces.push([i, j, n + j, n + i])
  }
  return { vertices: v, faces, fill, order }
}

function mirrorSolid(s: Solid): Solid {
  return {
    ...s,
    vertices: s.vertices.map((p) => [p[0], -p[1], p[2]] as V3),
    faces: s.faces.map((f) => [...f].reverse()),
  }
}

// ───────────────────────────── passenger cars ─────────────────────────────

interface CarSpec {
  id: ShapeId
  length: number
  width: number
  height: number
  wheels: [number, number]
  r: number
  clearance: number
  archGap?: number
  top: Top
  cabinTop: Top
  cabinHw: number
  pillars: [number, number][]
  windowRange: [number, number]
  doors: number[]
  handles: number[]
  belt: number
  headlamp: [number, number]
  taillight: [number, number]
  grille: [number, number]
  rim: Wheel['rim']
  cladding?: boolean
  tonneau?: [number, number]
  plateRearZ: number
  extraSolids?: Solid[]
  slideRail?: [number, number, number]
}

function carShape(s: CarSpec): Shape {
  const wheels = s.wheels.map((x) => ({ x, r: s.r }))
  const body = outline(s.top, s.clearance, wheels, s.archGap ?? 0.045)
  const cab = cabin(s.cabinTop)
  const hw = s.width / 2
  const front = surfaceX(body, s.headlamp[0], 'front') ?? s.length
  const sideDecor: Layer['side'] = [
    { poly: wrap(body, 'front', s.headlamp[0], s.headlamp[1], 0.36, 0.28), fill: 'headlamp' },
    { poly: wrap(body, 'rear', s.taillight[0], s.taillight[1], 0.22, 0.3), fill: 'taillight' },
  ]
  for (const hx of s.handles)
    sideDecor.push({ poly: roundRect(hx - 0.13, s.belt - 0.13, hx + 0.05, s.belt - 0.085, 0.02), fill: 'paintDark' })
  if (s.cladding) {
    // dark lower sill and wheel-arch flares
    for (const poly of belowBetweenArches(body, s.clearance + 0.12, wheels, (s.archGap ?? 0.045) + 0.02))
      sideDecor.push({ poly, fill: 'cladding' })
    for (const w of wheels)
      sideDecor.push({ poly: archFlare(w.x, w.r, (s.archGap ?? 0.045) + w.r, 0.07, s.clearance), fill: 'cladding' })
  }
  const archTop = (x: number): number => {
    let z = s.clearance + 0.04
    for (const w of wheels) {
      const ra = w.r + (s.archGap ?? 0.045) + 0.03
      if (Math.abs(x - w.x) < ra) z = Math.max(z, w.r + Math.sqrt(ra * ra - (x - w.x) ** 2))
    }
    return z
  }
  const lines: NonNullable<Layer['lines']> = s.doors.map((x) => ({
    x0: x,
    z0: archTop(x),
    x1: x + 0.03,
    z1: s.belt - 0.01,
  }))
  // shoulder crease highlight
  lines.push({ x0: s.length - 0.35, z0: s.belt - 0.1, x1: 0.25, z1: s.belt - 0.07, light: true })
  if (s.slideRail) lines.push({ x0: s.slideRail[0], z0: s.slideRail[2], x1: s.slideRail[1], z1: s.slideRail[2] })

  const cabinWindows = panes(cab, 0.055, s.pillars, s.windowRange)
  const mirrorX = (surfaceX(cab, s.belt + 0.05, 'front') ?? s.length * 0.7) - 0.12
  const mirror = beam(
    [mirrorX - 0.05, s.cabinHw, s.belt + 0.08],
    [mirrorX - 0.1, hw + 0.14, s.belt + 0.09],
    0.13,
    0.12,
    'paint',
    'after',
  )
  return {
    id: s.id,
    length: s.length,
    width: s.width,
    height: s.height,
    xMin: 0,
    xMax: s.length,
    caravan: false,
    layers: [
      {
        profile: body,
        hw,
        taper: { front: 0.1, rear: 0.06, len: 0.75 },
        fill: 'paint',
        topFill: s.tonneau ? [{ x0: s.tonneau[0], x1: s.tonneau[1], fill: 'tonneau' }] : undefined,
        side: sideDecor,
        lines,
        front: [
          { y0: hw * 0.5, y1: hw * 0.94, z0: s.headlamp[0], z1: s.headlamp[1], fill: 'headlamp', mirror: true },
          { y0: -hw * 0.46, y1: hw * 0.46, z0: s.grille[0], z1: s.grille[1], fill: 'grille', slats: 4 },
          { y0: -hw * 0.6, y1: hw * 0.6, z0: s.clearance + 0.08, z1: s.clearance + 0.16, fill: 'grille' },
          { y0: -0.26, y1: 0.26, z0: s.clearance + 0.18, z1: s.clearance + 0.3, fill: 'plate' },
        ],
        rear: [
          { y0: hw * 0.52, y1: hw * 0.95, z0: s.taillight[0], z1: s.taillight[1], fill: 'taillight', mirror: true },
          { y0: -0.26, y1: 0.26, z0: s.plateRearZ, z1: s.plateRearZ + 0.13, fill: 'plate' },
          { y0: -hw * 0.8, y1: hw * 0.8, z0: s.clearance + 0.04, z1: s.clearance + 0.12, fill: 'cladding' },
        ],
      },
      {
        profile: cab,
        hw: s.cabinHw,
        taper: { front: 0.05, rear: 0.04, len: 0.6 },
        tumble: 0.1,
        fill: 'paint',
        glass: { minSlope: 0.42 },
        windows: cabinWindows,
      },
    ],
    wheels: wheels.map((w) => ({ x: w.x, r: w.r, rim: s.rim })),
    track: hw - 0.05,
    tyreWidth: 0.24,
    solids: [mirror, mirrorSolid({ ...mirror, order: 'before' }), ...(s.extraSolids ?? [])],
    spares: [],
    detail: { target: [front - 0.2, hw * 0.7, s.headlamp[1]], az: 32, el: 8, span: 1.5 },
  }
}

/** The strip of a profile below z, split at the wheel arches so nothing bridges an opening. */
function belowBetweenArches(
  profile: ProfilePoint[],
  z: number,
  wheels: readonly { x: number; r: number }[],
  gap: number,
): V2[][] {
  const below = clipBelow(profile, z)
  const xs = profile.map((p) => p.x)
  const cuts: [number, number][] = []
  let start = Math.min(...xs) - 1
  for (const w of [...wheels].sort((a, b) => a.x - b.x)) {
    cuts.push([start, w.x - w.r - gap])
    start = w.x + w.r + gap
  }
  cuts.push([start, Math.max(...xs) + 1])
  return cuts.map(([a, b]) => clipX(below, a, b)).filter((p) => p.length >= 3)
}

/** The part of a profile below height z (for skirts and cladding). */
function clipBelow(profile: ProfilePoint[], z: number): V2[] {
  const pts: V2[] = profile.map((p) => [p.x, p.z])
  const out: V2[] = []
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!
    const q = pts[(i + 1) % pts.length]!
    const pin = p[1] <= z
    const qin = q[1] <= z
    if (pin) out.push(p)
    if (pin !== qin) {
      const t = (z - p[1]) / (q[1] - p[1])
      out.push([p[0] + (q[0] - p[0]) * t, z])
    }
  }
  return out
}

function clipAbove(profile: ProfilePoint[], z: number): V2[] {
  const flipped: ProfilePoint[] = profile.map((p) => ({ x: p.x, z: -p.z }))
  return clipBelow(flipped, -z).map((p) => [p[0], -p[1]] as V2)
}

function clipBand(profile: ProfilePoint[], z0: number, z1: number): V2[] {
  const below = clipBelow(profile, z1).map((p) => ({ x: p[0], z: p[1] }))
  return clipAbove(below, z0)
}

function archFlare(cx: number, r: number, ra: number, w: number, clearance: number): V2[] {
  const outer: V2[] = []
  const inner: V2[] = []
  const dz = clearance - r
  const limit = (rad: number) => Math.atan2(dz, Math.sqrt(Math.max(0, rad * rad - dz * dz)))
  const a0 = Math.PI - limit(ra + w)
  const a1 = limit(ra + w)
  for (let i = 0; i <= 16; i++) {
    const a = a0 + ((a1 - a0) * i) / 16
    outer.push([cx + Math.cos(a) * (ra + w), r + Math.sin(a) * (ra + w)])
  }
  const b0 = Math.PI - limit(ra - 0.005)
  const b1 = limit(ra - 0.005)
  for (let i = 16; i >= 0; i--) {
    const a = b0 + ((b1 - b0) * i) / 16
    inner.push([cx + Math.cos(a) * (ra - 0.005), r + Math.sin(a) * (ra - 0.005)])
  }
  return [...outer, ...inner]
}

const sedan = carShape({
  id: 'sedan',
  length: 4.7,
  width: 1.82,
  height: 1.45,
  wheels: [1.0, 3.78],
  r: 0.33,
  clearance: 0.17,
  top: [
    [4.7, 0.3],
    [4.75, 0.5],
    [4.69, 0.68],
    [4.45, 0.78],
    [3.3, 0.92, 1],
    [2.2, 0.95],
    [1.0, 0.99, 1],
    [0.32, 1.0],
    [0.06, 0.94],
    [0.0, 0.7],
    [0.03, 0.32],
  ],
  cabinTop: [
    [3.4, 0.915, 1],
    [2.55, 1.4],
    [2.25, 1.45],
    [1.55, 1.45],
    [1.25, 1.37],
    [0.92, 0.99, 1],
  ],
  cabinHw: 0.79,
  pillars: [[1.98, 2.08]],
  windowRange: [1.22, 3.3],
  doors: [3.32, 2.04, 1.42],
  handles: [2.32, 1.58],
  belt: 0.95,
  headlamp: [0.62, 0.72],
  taillight: [0.8, 0.92],
  grille: [0.38, 0.6],
  rim: 'alloy10',
  plateRearZ: 0.56,
})

const hatch = carShape({
  id: 'hatch',
  length: 4.35,
  width: 1.8,
  height: 1.46,
  wheels: [0.84, 3.46],
  r: 0.32,
  clearance: 0.15,
  top: [
    [4.35, 0.3],
    [4.4, 0.5],
    [4.33, 0.67],
    [4.1, 0.79],
    [3.05, 0.94, 1],
    [2.0, 0.97],
    [0.3, 1.01, 1],
    [0.12, 0.98],
    [0.02, 0.85],
    [0.0, 0.62],
    [0.04, 0.3],
  ],
  cabinTop: [
    [3.12, 0.935, 1],
    [2.25, 1.41],
    [1.95, 1.46],
    [0.85, 1.46],
    [0.45, 1.3],
    [0.26, 1.0, 1],
  ],
  cabinHw: 0.78,
  pillars: [[1.86, 1.96]],
  windowRange: [0.95, 3.02],
  doors: [3.1, 1.92, 1.2],
  handles: [2.16, 1.32],
  belt: 0.97,
  headlamp: [0.63, 0.73],
  taillight: [0.86, 0.98],
  grille: [0.36, 0.58],
  rim: 'alloy5',
  plateRearZ: 0.62,
})

const wagon = carShape({
  id: 'wagon',
  length: 4.87,
  width: 1.87,
  height: 1.67,
  wheels: [1.06, 3.8],
  r: 0.35,
  clearance: 0.21,
  cladding: true,
  top: [
    [4.87, 0.34],
    [4.92, 0.54],
    [4.86, 0.73],
    [4.6, 0.85],
    [3.45, 0.99, 1],
    [2.0, 1.02],
    [0.14, 1.05, 1],
    [0.03, 0.96],
    [0.0, 0.72],
    [0.04, 0.36],
  ],
  cabinTop: [
    [3.52, 0.985, 1],
    [2.65, 1.53],
    [2.35, 1.59],
    [0.45, 1.58],
    [0.16, 1.46],
    [0.07, 1.04, 1],
  ],
  cabinHw: 0.81,
  pillars: [
    [2.15, 2.25],
    [0.98, 1.08],
  ],
  windowRange: [0.36, 3.4],
  doors: [3.45, 2.2, 1.46],
  handles: [2.45, 1.6],
  belt: 1.02,
  headlamp: [0.7, 0.8],
  taillight: [0.9, 1.02],
  grille: [0.44, 0.68],
  rim: 'alloy5',
  plateRearZ: 0.62,
  extraSolids: [
    box(0.7, 2.45, 0.6, 0.67, 1.565, 1.61, 'black', 'after'),
    box(0.7, 2.45, -0.67, -0.6, 1.565, 1.61, 'black', 'after'),
  ],
})

const suv = carShape({
  id: 'suv',
  length: 4.6,
  width: 1.86,
  height: 1.7,
  wheels: [1.0, 3.68],
  r: 0.37,
  clearance: 0.22,
  archGap: 0.05,
  cladding: true,
  top: [
    [4.6, 0.4],
    [4.65, 0.62],
    [4.59, 0.86],
    [4.35, 0.99],
    [3.3, 1.1, 1],
    [2.0, 1.13],
    [0.2, 1.15, 1],
    [0.05, 1.02],
    [0.0, 0.76],
    [0.04, 0.42],
  ],
  cabinTop: [
    [3.36, 1.095, 1],
    [2.55, 1.62],
    [2.3, 1.7],
    [0.55, 1.69],
    [0.24, 1.55],
    [0.15, 1.14, 1],
  ],
  cabinHw: 0.8,
  pillars: [
    [2.06, 2.16],
    [0.98, 1.1],
  ],
  windowRange: [0.42, 3.28],
  doors: [3.34, 2.1, 1.45],
  handles: [2.38, 1.6],
  belt: 1.13,
  headlamp: [0.84, 0.95],
  taillight: [0.98, 1.1],
  grille: [0.5, 0.8],
  rim: 'alloy5',
  plateRearZ: 0.7,
})

const ute = carShape({
  id: 'ute',
  length: 5.33,
  width: 1.86,
  height: 1.81,
  wheels: [1.36, 4.44],
  r: 0.39,
  clearance: 0.3,
  archGap: 0.06,
  cladding: false,
  top: [
    [5.33, 0.46],
    [5.38, 0.7],
    [5.31, 0.96],
    [5.05, 1.08],
    [3.95, 1.18, 1],
    [2.0, 1.2, 1],
    [0.04, 1.2, 1],
    [0.0, 1.12],
    [0.0, 0.6],
    [0.06, 0.46],
  ],
  cabinTop: [
    [4.02, 1.175, 1],
    [3.25, 1.72],
    [3.0, 1.81],
    [2.15, 1.8],
    [1.97, 1.7],
    [1.95, 1.2, 1],
  ],
  cabinHw: 0.8,
  pillars: [[2.8, 2.9]],
  windowRange: [2.08, 3.9],
  doors: [3.92, 2.85, 1.97, 1.92],
  handles: [3.1, 2.2],
  belt: 1.19,
  headlamp: [0.88, 1.0],
  taillight: [0.8, 1.08],
  grille: [0.6, 0.96],
  rim: 'alloy6',
  tonneau: [0.05, 1.9],
  plateRearZ: 0.62,
  extraSolids: [
    // rear step bumper
    box(-0.08, 0.05, -0.82, 0.82, 0.46, 0.6, 'chrome', 'auto'),
  ],
})

const van = ((): Shape => {
  const wheels = [
    { x: 1.0, r: 0.34 },
    { x: 4.2, r: 0.34 },
  ]
  const body = outline(
    [
      [5.27, 0.36],
      [5.32, 0.6],
      [5.26, 0.9],
      [5.02, 1.04],
      [4.42, 1.14],
      [3.78, 1.86],
      [3.45, 1.97],
      [0.25, 1.98],
      [0.03, 1.9],
      [0.0, 1.2],
      [0.0, 0.6],
      [0.04, 0.36],
    ],
    0.18,
    wheels,
    0.05,
  )
  const hw = 0.975
  return {
    id: 'van',
    length: 5.32,
    width: 1.95,
    height: 1.99,
    xMin: 0,
    xMax: 5.32,
    caravan: false,
    layers: [
      {
        profile: body,
        hw,
        taper: { front: 0.08, rear: 0.02, len: 0.7 },
        fill: 'paint',
        glass: { minX: 3.6, minSlope: 0.5 },
        windows: [
          [
            [3.22, 1.2],
            [4.28, 1.2],
            [3.76, 1.8],
            [3.22, 1.8],
          ],
        ],
        side: [
          { poly: wrap(body, 'front', 0.86, 0.98, 0.3, 0.24), fill: 'headlamp' },
          { poly: wrap(body, 'rear', 1.0, 1.45, 0.06, 0.06), fill: 'taillight' },
          ...belowBetweenArches(body, 0.3, wheels, 0.07).map((poly) => ({ poly, fill: 'cladding' as const })),
          { poly: roundRect(3.15, 1.02, 3.33, 1.07, 0.02), fill: 'paintDark' },
          { poly: roundRect(1.92, 1.02, 2.1, 1.07, 0.02), fill: 'paintDark' },
        ],
        lines: [
          { x0: 4.35, z0: 0.3, x1: 4.4, z1: 1.12 },
          { x0: 3.16, z0: 0.22, x1: 3.16, z1: 1.9 },
          { x0: 2.05, z0: 0.22, x1: 2.05, z1: 1.9 },
          { x0: 0.3, z0: 1.55, x1: 2.05, z1: 1.55 },
          { x0: 4.9, z0: 0.8, x1: 0.2, z1: 0.8, light: true },
        ],
        front: [
          { y0: hw * 0.52, y1: hw * 0.94, z0: 0.86, z1: 0.98, fill: 'headlamp', mirror: true },
          { y0: -hw * 0.5, y1: hw * 0.5, z0: 0.56, z1: 0.86, fill: 'grille', slats: 5 },
          { y0: -0.26, y1: 0.26, z0: 0.34, z1: 0.47, fill: 'plate' },
        ],
        rear: [
          { y0: hw * 0.8, y1: hw * 0.96, z0: 1.0, z1: 1.45, fill: 'taillight', mirror: true },
          { y0: -0.26, y1: 0.26, z0: 0.62, z1: 0.75, fill: 'plate' },
          { y0: -hw * 0.7, y1: hw * 0.7, z0: 1.3, z1: 1.85, fill: 'glass' },
          { y0: -0.01, y1: 0.01, z0: 0.4, z1: 1.9, fill: 'black' },
        ],
      },
    ],
    wheels: wheels.map((w) => ({ ...w, rim: 'steel' as const })),
    track: hw - 0.06,
    tyreWidth: 0.22,
    solids: [
      box(4.05, 4.25, hw, hw + 0.2, 1.18, 1.42, 'black', 'after'),
      box(4.05, 4.25, -hw - 0.2, -hw, 1.18, 1.42, 'black', 'before'),
      box(-0.08, 0.06, -hw + 0.05, hw - 0.05, 0.3, 0.46, 'cladding', 'auto'),
    ],
    spares: [],
    detail: { target: [4.9, hw * 0.6, 0.95], az: 30, el: 8, span: 1.5 },
  }
})()

const peopleMover = carShape({
  id: 'people-mover',
  length: 5.16,
  width: 1.99,
  height: 1.78,
  wheels: [1.06, 4.16],
  r: 0.36,
  clearance: 0.18,
  top: [
    [5.16, 0.38],
    [5.21, 0.6],
    [5.14, 0.86],
    [4.86, 0.99],
    [3.76, 1.1, 1],
    [2.0, 1.14],
    [0.16, 1.17, 1],
    [0.04, 1.08],
    [0.0, 0.8],
    [0.04, 0.4],
  ],
  cabinTop: [
    [3.82, 1.095, 1],
    [2.86, 1.7],
    [2.56, 1.78],
    [0.42, 1.77],
    [0.14, 1.6],
    [0.1, 1.16, 1],
  ],
  cabinHw: 0.87,
  pillars: [
    [2.5, 2.6],
    [1.02, 1.12],
  ],
  windowRange: [0.36, 3.74],
  doors: [3.7, 2.55, 1.2],
  handles: [2.82, 2.4],
  belt: 1.14,
  headlamp: [0.84, 0.96],
  taillight: [0.98, 1.12],
  grille: [0.46, 0.82],
  rim: 'alloy10',
  plateRearZ: 0.72,
  slideRail: [0.35, 1.2, 1.26],
})

const coupe = carShape({
  id: 'coupe',
  length: 4.5,
  width: 1.86,
  height: 1.32,
  wheels: [0.98, 3.58],
  r: 0.34,
  clearance: 0.13,
  top: [
    [4.5, 0.28],
    [4.55, 0.46],
    [4.47, 0.61],
    [4.15, 0.71],
    [3.0, 0.86, 1],
    [1.8, 0.89],
    [0.95, 0.91, 1],
    [0.35, 0.92],
    [0.08, 0.87],
    [0.0, 0.64],
    [0.03, 0.3],
  ],
  cabinTop: [
    [3.06, 0.855, 1],
    [2.25, 1.27],
    [1.95, 1.32],
    [1.45, 1.3],
    [0.85, 1.04],
    [0.5, 0.915, 1],
  ],
  cabinHw: 0.76,
  pillars: [],
  windowRange: [1.32, 2.96],
  doors: [2.98, 1.66],
  handles: [1.9],
  belt: 0.89,
  headlamp: [0.58, 0.68],
  taillight: [0.76, 0.86],
  grille: [0.3, 0.56],
  rim: 'alloy10',
  plateRearZ: 0.5,
})

// ───────────────────────────── caravans ─────────────────────────────

function drawbar(front: number, tip: number, z: number, hw: number): Solid[] {
  return [
    beam([front, hw, z], [tip, 0.05, z], 0.1, 0.15, 'black', 'auto'),
    beam([front, -hw, z], [tip, -0.05, z], 0.1, 0.15, 'black', 'auto'),
    box(tip - 0.05, tip + 0.3, -0.07, 0.07, z - 0.04, z + 0.1, 'black', 'auto'),
    // jockey wheel post and wheel block
    box(tip - 0.55, tip - 0.47, 0.18, 0.26, 0.12, z + 0.25, 'chrome', 'auto'),
    box(tip - 0.6, tip - 0.42, 0.17, 0.27, 0.0, 0.14, 'black', 'auto'),
  ]
}

const caravan = ((): Shape => {
  const L = 6.6
  const bottom = 0.58
  const top: Top = [
    [L, 0.62],
    [L + 0.06, 1.2],
    [L + 0.02, 2.3],
    [L - 0.18, 2.78],
    [L - 0.6, 2.95],
    [0.35, 2.96],
    [0.06, 2.9],
    [0.0, 2.6],
    [0.0, 0.64],
  ]
  const body = caravanOutline(top, bottom, { x0: 2.48, x1: 4.22, top: 0.92 })
  const hw = 1.2
  const paint = 'decal' as const
  return {
    id: 'caravan',
    length: L,
    width: 2.4,
    height: 3.1,
    xMin: -0.1,
    xMax: L + 1.7,
    caravan: true,
    layers: [
      {
        profile: body,
        hw,
        taper: { front: 0.03, rear: 0.015, len: 0.35 },
        fill: 'white',
        side: [
          { poly: clipBelow(body, 1.05), fill: paint },
          {
            poly: [
              [0.0, 1.14],
              [2.6, 1.14],
              [4.6, 1.5],
              [L + 0.05, 2.05],
              [L + 0.06, 2.22],
              [4.5, 1.64],
              [2.5, 1.24],
              [0.0, 1.24],
            ],
            fill: paint,
          },
          { poly: roundRect(0.45, 1.55, 1.4, 2.3, 0.1), fill: 'glass' },
          { poly: roundRect(1.65, 1.6, 2.7, 2.3, 0.1), fill: 'glass' },
          { poly: roundRect(4.3, 0.66, 4.98, 2.52, 0.06), fill: 'white' },
          { poly: roundRect(4.4, 1.9, 4.88, 2.38, 0.08), fill: 'glass' },
          { poly: roundRect(4.82, 1.22, 4.9, 1.32, 0.01), fill: 'black' },
          { poly: roundRect(5.25, 1.6, 6.25, 2.3, 0.1), fill: 'glass' },
          { poly: rect(0.1, 2.78, L - 0.45, 2.86), fill: 'chrome' },
          { poly: roundRect(0.05, 0.72, 0.09, 1.0, 0.01), fill: 'taillight' },
        ],
        lines: [
          { x0: 4.3, z0: 0.66, x1: 4.3, z1: 2.52 },
          { x0: 4.98, z0: 0.66, x1: 4.98, z1: 2.52 },
        ],
        front: [
          { y0: -0.85, y1: 0.85, z0: 1.7, z1: 2.3, fill: 'glass' },
          { y0: -1.18, y1: 1.18, z0: 0.62, z1: 1.18, fill: 'checker' },
          { y0: 0.9, y1: 1.1, z0: 2.55, z1: 2.62, fill: 'headlamp', mirror: true },
        ],
        rear: [
          { y0: 0.86, y1: 1.08, z0: 0.72, z1: 1.12, fill: 'taillight', mirror: true },
          { y0: -0.55, y1: 0.55, z0: 1.9, z1: 2.4, fill: 'glass' },
          { y0: -1.2, y1: 1.2, z0: 0.62, z1: 0.68, fill: paint },
          { y0: -0.24, y1: 0.24, z0: 0.66, z1: 0.79, fill: 'plate' },
        ],
      },
    ],
    wheels: [
      { x: 2.95, r: 0.36, rim: 'offroad' },
      { x: 3.75, r: 0.36, rim: 'offroad' },
    ],
    track: hw - 0.08,
    tyreWidth: 0.24,
    solids: [
      ...drawbar(L, L + 1.55, 0.5, 0.6),
      box(L + 0.05, L + 0.55, -0.95, 0.95, 0.58, 1.05, 'checker', 'auto'),
      cylinderZ(L + 0.75, 0.2, 0.16, 0.58, 1.15, 'gas', 'auto'),
      cylinderZ(L + 0.75, -0.2, 0.16, 0.58, 1.15, 'gas', 'auto'),
      box(2.9, 3.8, -0.4, 0.4, 2.95, 3.17, 'white', 'after'),
      box(0.5, L - 0.7, hw, hw + 0.12, 2.62, 2.76, 'white', 'after'),
      box(-0.12, 0.02, -1.05, 1.05, 0.52, 0.64, 'black', 'auto'),
    ],
    spares: [{ x: -0.08, r: 0.36, z: 1.38, rim: 'offroad', axis: 'x', y: 0, width: 0.24 }],
    detail: { target: [4.64, hw, 1.55], az: 72, el: 6, span: 3.2 },
  }
})()

const popTop = ((): Shape => {
  const L = 5.2
  const bottom = 0.56
  const body = caravanOutline(
    [
      [L, 0.6],
      [L + 0.05, 1.2],
      [L + 0.02, 1.85],
      [L - 0.12, 2.08],
      [L - 0.35, 2.12],
      [0.25, 2.12],
      [0.04, 2.06],
      [0.0, 1.85],
      [0.0, 0.62],
    ],
    bottom,
    { x0: 2.2, x1: 3.08, top: 0.92 },
  )
  const canvasTop: Top = [
    [L - 0.4, 2.11, 1],
    [L - 0.45, 2.52, 1],
    [0.32, 2.52, 1],
    [0.28, 2.11, 1],
  ]
  const canvas = cabin(canvasTop)
  const roof = cabin([
    [L - 0.05, 2.5, 1],
    [L - 0.02, 2.56],
    [L - 0.2, 2.66],
    [0.2, 2.66],
    [0.03, 2.58],
    [0.06, 2.5, 1],
  ])
  const hw = 1.12
  return {
    id: 'pop-top',
    length: L,
    width: 2.24,
    height: 2.7,
    xMin: -0.1,
    xMax: L + 1.6,
    caravan: true,
    layers: [
      {
        profile: body,
        hw,
        taper: { front: 0.03, rear: 0.015, len: 0.35 },
        fill: 'white',
        side: [
          { poly: clipBelow(body, 1.0), fill: 'decal' },
          {
            poly: [
              [0, 1.08],
              [2.4, 1.08],
              [4.0, 1.35],
              [L + 0.05, 1.6],
              [L + 0.05, 1.74],
              [3.9, 1.47],
              [2.3, 1.17],
              [0, 1.17],
            ],
            fill: 'decal',
          },
          { poly: roundRect(0.4, 1.4, 1.5, 1.95, 0.1), fill: 'glass' },
          { poly: roundRect(3.35, 0.64, 3.98, 2.02, 0.06), fill: 'white' },
          { poly: roundRect(3.45, 1.5, 3.88, 1.92, 0.06), fill: 'glass' },
          { poly: roundRect(4.2, 1.42, 5.0, 1.95, 0.1), fill: 'glass' },
          { poly: roundRect(3.84, 1.12, 3.9, 1.2, 0.01), fill: 'black' },
        ],
        lines: [
          { x0: 3.35, z0: 0.64, x1: 3.35, z1: 2.02 },
          { x0: 3.98, z0: 0.64, x1: 3.98, z1: 2.02 },
        ],
        front: [
          { y0: -1.1, y1: 1.1, z0: 0.6, z1: 1.1, fill: 'checker' },
          { y0: -0.7, y1: 0.7, z0: 1.45, z1: 1.9, fill: 'glass' },
        ],
        rear: [
          { y0: 0.8, y1: 1.02, z0: 0.7, z1: 1.08, fill: 'taillight', mirror: true },
          { y0: -0.24, y1: 0.24, z0: 0.64, z1: 0.77, fill: 'plate' },
        ],
      },
      {
        profile: canvas,
        hw: hw - 0.08,
        fill: 'canvas',
        side: [
          { poly: roundRect(0.8, 2.2, 1.9, 2.44, 0.05), fill: 'mesh' },
          { poly: roundRect(3.3, 2.2, 4.4, 2.44, 0.05), fill: 'mesh' },
        ],
      },
      { profile: roof, hw: hw + 0.01, fill: 'white' },
    ],
    wheels: [{ x: 2.64, r: 0.35, rim: 'alloy6' }],
    track: hw - 0.08,
    tyreWidth: 0.22,
    solids: [
      ...drawbar(L, L + 1.45, 0.48, 0.55),
      cylinderZ(L + 0.45, 0.0, 0.15, 0.56, 1.08, 'gas', 'auto'),
      box(-0.12, 0.02, -0.95, 0.95, 0.5, 0.62, 'black', 'auto'),
    ],
    spares: [{ x: -0.08, r: 0.35, z: 1.25, rim: 'alloy6', axis: 'x', y: 0, width: 0.22 }],
    detail: { target: [3.66, hw, 1.35], az: 72, el: 6, span: 2.8 },
  }
})()

const camperTrailer = ((): Shape => {
  const L = 3.7
  const body = caravanOutline(
    [
      [L, 0.66],
      [L + 0.02, 1.3, 1],
      [0.0, 1.3, 1],
      [0.0, 0.66],
    ],
    0.62,
    { x0: 1.2, x1: 2.2, top: 1.02 },
  )
  const lid = cabin([
    [L + 0.05, 1.29, 1],
    [L + 0.06, 1.42],
    [L - 0.05, 1.52],
    [0.1, 1.52],
    [-0.04, 1.44],
    [-0.04, 1.29, 1],
  ])
  const tent = cabin([
    [L - 0.2, 1.51, 1],
    [L - 0.24, 1.72],
    [L - 0.45, 1.78],
    [0.35, 1.78],
    [0.2, 1.72],
    [0.18, 1.51, 1],
  ])
  const hw = 0.98
  return {
    id: 'camper-trailer',
    length: L,
    width: 1.96,
    height: 1.8,
    xMin: -0.3,
    xMax: L + 2.0,
    caravan: true,
    layers: [
      {
        profile: body,
        hw,
        fill: 'decal',
        side: [
          { poly: clipBand(body, 1.18, 1.24), fill: 'chrome' },
          { poly: roundRect(2.5, 0.78, 3.3, 1.12, 0.04), fill: 'paintDark' },
          { poly: roundRect(0.3, 0.78, 1.0, 1.12, 0.04), fill: 'paintDark' },
          { poly: roundRect(2.86, 0.93, 2.94, 0.97, 0.01), fill: 'chrome' },
        ],
        front: [{ y0: -0.96, y1: 0.96, z0: 0.66, z1: 1.28, fill: 'checker' }],
        rear: [
          { y0: 0.7, y1: 0.92, z0: 0.74, z1: 0.9, fill: 'taillight', mirror: true },
          { y0: -0.24, y1: 0.24, z0: 0.7, z1: 0.83, fill: 'plate' },
        ],
      },
      { profile: lid, hw: hw + 0.03, fill: 'white' },
      { profile: tent, hw: hw - 0.1, fill: 'canvas' },
    ],
    wheels: [{ x: 1.7, r: 0.39, rim: 'offroad' }],
    track: hw + 0.1,
    tyreWidth: 0.26,
    solids: [
      ...drawbar(L, L + 1.9, 0.56, 0.5),
      box(L + 0.05, L + 0.75, -0.8, 0.8, 0.62, 1.12, 'checker', 'auto'),
      box(L + 0.85, L + 1.0, -0.28, -0.04, 0.6, 1.05, 'black', 'auto'),
      box(L + 0.85, L + 1.0, 0.04, 0.28, 0.6, 1.05, 'black', 'auto'),
      // mudguards
      box(1.18, 2.22, hw, hw + 0.26, 1.1, 1.15, 'black', 'after'),
      box(1.18, 2.22, -hw - 0.26, -hw, 1.1, 1.15, 'black', 'before'),
      box(-0.16, 0.0, -0.9, 0.9, 0.56, 0.68, 'black', 'auto'),
    ],
    spares: [{ x: -0.1, r: 0.37, z: 1.0, rim: 'offroad', axis: 'x', y: 0.45, width: 0.24 }],
    detail: { target: [L + 0.6, 0.3, 0.95], az: 36, el: 14, span: 3.6 },
  }
})()

export const SHAPE_DEFS: Record<ShapeId, Shape> = {
  sedan,
  hatch,
  wagon,
  suv,
  ute,
  van,
  'people-mover': peopleMover,
  coupe,
  caravan,
  'pop-top': popTop,
  'camper-trailer': camperTrailer,
}
