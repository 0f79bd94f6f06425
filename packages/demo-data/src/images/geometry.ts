/**
 * A very small 3D toolkit for the demo photos: profiles in the x/z plane (x = length, front
 * at +x; z = height) are extruded along y (width) and projected by a perspective camera.
 * Everything is pure maths; the SVG is built in exterior.ts.
 */

export type V2 = readonly [number, number]
export type V3 = readonly [number, number, number]

/** A profile point; `sharp` keeps the corner when the outline is smoothed. */
export interface ProfilePoint {
  x: number
  z: number
  sharp?: boolean
  /** Marks wheel-arch points (their strips are the dark wheel well). */
  arch?: boolean
}

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const scale = (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s]
export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
export const length = (a: V3): number => Math.hypot(a[0], a[1], a[2])
export const normalize = (a: V3): V3 => {
  const l = length(a) || 1
  return [a[0] / l, a[1] / l, a[2] / l]
}

export interface CameraSpec {
  /** Azimuth in degrees: 0 looks at the front, 90 at the (+y) side, 180 at the rear. */
  az: number
  /** Elevation in degrees above the horizon. */
  el: number
  /** Distance from the target in metres. */
  dist: number
  target: V3
}

export interface Camera {
  pos: V3
  right: V3
  up: V3
  forward: V3
  /** Raw projection before the frame fit. */
  raw(p: V3): [number, number, number]
}

export function makeCamera(spec: CameraSpec): Camera {
  const az = (spec.az * Math.PI) / 180
  const el = (spec.el * Math.PI) / 180
  const dir: V3 = [Math.cos(az) * Math.cos(el), Math.sin(az) * Math.cos(el), Math.sin(el)]
  const pos = add(spec.target, scale(dir, spec.dist))
  const forward = normalize(sub(spec.target, pos))
  const right = normalize(cross(forward, [0, 0, 1]))
  const up = cross(right, forward)
  return {
    pos,
    right,
    up,
    forward,
    raw(p) {
      const d = sub(p, pos)
      const zc = Math.max(0.05, dot(d, forward))
      return [dot(d, right) / zc, -dot(d, up) / zc, zc]
    },
  }
}

/** Maps raw projected coordinates into the 1200×800 frame. */
export interface Frame {
  s: number
  ox: number
  oy: number
}

export function fitFrame(
  cam: Camera,
  points: readonly V3[],
  box: { width: number; height: number; maxW: number; maxH: number; cx: number; cy: number },
): Frame {
  let minX = Infinity
  let maxX = -Infinity
  let minY = Infinity
  let maxY = -Infinity
  for (const p of points) {
    const [x, y] = cam.raw(p)
    if (x < minX) minX = x
    if (x > maxX) maxX = x
    if (y < minY) minY = y
    if (y > maxY) maxY = y
  }
  const s = Math.min((box.width * box.maxW) / (maxX - minX || 1), (box.height * box.maxH) / (maxY - minY || 1))
  return { s, ox: box.width * box.cx - ((minX + maxX) / 2) * s, oy: box.height * box.cy - ((minY + maxY) / 2) * s }
}

export function projector(cam: Camera, frame: Frame) {
  return (p: V3): [number, number, number] => {
    const [x, y, z] = cam.raw(p)
    return [x * frame.s + frame.ox, y * frame.s + frame.oy, z]
  }
}

/** Signed area in the x/z plane (positive = counter-clockwise). */
export function signedArea(pts: readonly ProfilePoint[]): number {
  let a = 0
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!
    const q = pts[(i + 1) % pts.length]!
    a += p.x * q.z - q.x * p.z
  }
  return a / 2
}

/** Chaikin-style corner cutting that keeps `sharp` points. */
export function smooth(pts: readonly ProfilePoint[], iterations = 3, closed = true): ProfilePoint[] {
  let cur = [...pts]
  for (let it = 0; it < iterations; it++) {
    const out: ProfilePoint[] = []
    const n = cur.length
    for (let i = 0; i < n; i++) {
      const v = cur[i]!
      const first = !closed && i === 0
      const last = !closed && i === n - 1
      if (v.sharp || first || last) {
        out.push(v)
        continue
      }
      const a = cur[(i - 1 + n) % n]!
      const b = cur[(i + 1) % n]!
      out.push({ x: v.x + (a.x - v.x) * 0.25, z: v.z + (a.z - v.z) * 0.25, arch: v.arch && a.arch })
      out.push({ x: v.x + (b.x - v.x) * 0.25, z: v.z + (b.z - v.z) * 0.25, arch: v.arch && b.arch })
    }
    cur = out
  }
  return cur
}

/** Counter-clockwise copy of a closed profile. */
export function ccw(pts: readonly ProfilePoint[]): ProfilePoint[] {
  return signedArea(pts) < 0 ? [...pts].reverse() : [...pts]
}

/**
 * The lower body outline: bottom edge from rear to front with wheel-arch notches, then the
 * given top contour (front bottom → over the top → rear bottom).
 */
export function bodyWithArches(
  top: readonly (readonly [number, number] | readonly [number, number, 1])[],
  opts: { clearance: number; wheels: readonly { x: number; r: number }[]; archGap: number },
): ProfilePoint[] {
  const first = top[0]!
  const last = top[top.length - 1]!
  const bottom: ProfilePoint[] = [{ x: last[0], z: opts.clearance, sharp: true }]
  const wheels = [...opts.wheels].sort((a, b) => a.x - b.x)
  for (const w of wheels) {
    const ra = w.r + opts.archGap
    const cz = w.r
    const dz = opts.clearance - cz
    if (Math.abs(dz) >= ra) continue
    const dx = Math.sqrt(ra * ra - dz * dz)
    const from = Math.atan2(dz, -dx) + 2 * Math.PI
    const to = Math.atan2(dz, dx)
    const steps = 16
    bottom.push({ x: w.x - dx, z: opts.clearance, sharp: true, arch: true })
    for (let i = 1; i < steps; i++) {
      const t = from + ((to - from) * i) / steps
      bottom.push({ x: w.x + Math.cos(t) * ra, z: cz + Math.sin(t) * ra, sharp: true, arch: true })
    }
    bottom.push({ x: w.x + dx, z: opts.clearance, sharp: true, arch: true })
  }
  bottom.push({ x: first[0], z: opts.clearance, sharp: true })
  const topPts: ProfilePoint[] = top.map((p) => ({ x: p[0], z: p[1], sharp: p.length === 3 }))
  return [...bottom, ...topPts]
}

/** Largest / smallest x of the outline at height z (front / rear surface). */
export function surfaceX(pts: readonly ProfilePoint[], z: number, side: 'front' | 'rear'): number | null {
  let best: number | null = null
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!
    const q = pts[(i + 1) % pts.length]!
    if ((p.z <= z && q.z >= z) || (q.z <= z && p.z >= z)) {
      const t = q.z === p.z ? 0 : (z - p.z) / (q.z - p.z)
      const x = p.x + (q.x - p.x) * t
      if (best === null || (side === 'front' ? x > best : x < best)) best = x
    }
  }
  return best
}

/** Sutherland–Hodgman clip against the half-plane a*x + b*y <= c. */
export function clipHalfPlane(pts: readonly V2[], a: number, b: number, c: number): V2[] {
  const out: V2[] = []
  const inside = (p: V2) => a * p[0] + b * p[1] <= c
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!
    const q = pts[(i + 1) % pts.length]!
    const pin = inside(p)
    const qin = inside(q)
    if (pin) out.push(p)
    if (pin !== qin) {
      const fp = a * p[0] + b * p[1] - c
      const fq = a * q[0] + b * q[1] - c
      const t = fp / (fp - fq)
      out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t])
    }
  }
  return out
}

/** Convex hull (monotone chain) of 2D points. */
export function convexHull(points: readonly V2[]): V2[] {
  const pts = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1])
  if (pts.length < 3) return pts
  const crossZ = (o: V2, a: V2, b: V2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lower: V2[] = []
  for (const p of pts) {
    while (lower.length >= 2 && crossZ(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop()
    lower.push(p)
  }
  const upper: V2[] = []
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!
    while (upper.length >= 2 && crossZ(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop()
    upper.push(p)
  }
  upper.pop()
  lower.pop()
  return [...lower, ...upper]
}
