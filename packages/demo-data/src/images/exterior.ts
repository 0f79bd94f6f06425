import { light, luminance, mix } from './colour'
import {
  add,
  clipHalfPlane,
  convexHull,
  dot,
  fitFrame,
  makeCamera,
  normalize,
  projector,
  scale,
  sub,
  surfaceX,
  type Camera,
  type CameraSpec,
  type V2,
  type V3,
} from './geometry'
import type { ExteriorView } from './palette'
import type { Feature, Fill, Layer, Shape, Solid, Wheel } from './shapes'

export const WIDTH = 1200
export const HEIGHT = 800

const LIGHT = normalize([0.25, 0.72, 0.95])

interface Ctx {
  cam: Camera
  P: (p: V3) => [number, number, number]
  paint: string
  decal: string
  defs: string[]
  body: string[]
  ids: number
  pxPerM: number
}

const BASE: Record<Exclude<Fill, 'paint' | 'paintDark' | 'decal' | 'headlamp' | 'taillight' | 'indicator'>, string> = {
  white: '#f1f1ed',
  canvas: '#bdb4a0',
  black: '#1c1e21',
  cladding: '#2a2d31',
  chrome: '#cfd4d9',
  glass: '#1a232c',
  grille: '#151719',
  plate: '#f4f4ef',
  checker: '#bcc1c6',
  tonneau: '#1b1c1e',
  mesh: '#3a3c3e',
  gas: '#e8e8e2',
}

const SPEC: Partial<Record<Fill, number>> = {
  paint: 0.6,
  paintDark: 0.2,
  white: 0.35,
  decal: 0.45,
  chrome: 0.7,
  glass: 0.9,
  checker: 0.5,
  black: 0.15,
  gas: 0.3,
}

function baseColour(ctx: Ctx, fill: Fill): string {
  switch (fill) {
    case 'paint':
      return ctx.paint
    case 'paintDark':
      return mix(ctx.paint, '#000000', 0.45)
    case 'decal':
      return ctx.decal
    case 'headlamp':
      return '#d9e0e6'
    case 'taillight':
      return '#b3141c'
    case 'indicator':
      return '#f0a23b'
    default:
      return BASE[fill]
  }
}

function f(n: number): string {
  return String(Math.round(n * 10) / 10)
}

function pathOf(pts: readonly (readonly [number, number])[]): string {
  if (pts.length === 0) return ''
  let d = `M${f(pts[0]![0])} ${f(pts[0]![1])}`
  for (let i = 1; i < pts.length; i++) d += `L${f(pts[i]![0])} ${f(pts[i]![1])}`
  return `${d}Z`
}

function project(ctx: Ctx, pts: readonly V3[]): [number, number][] {
  return pts.map((p) => {
    const [x, y] = ctx.P(p)
    return [x, y]
  })
}

function newellNormal(pts: readonly V3[]): V3 {
  let nx = 0
  let ny = 0
  let nz = 0
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]!
    const b = pts[(i + 1) % pts.length]!
    nx += (a[1] - b[1]) * (a[2] + b[2])
    ny += (a[2] - b[2]) * (a[0] + b[0])
    nz += (a[0] - b[0]) * (a[1] + b[1])
  }
  return normalize([nx, ny, nz])
}

function centroid(pts: readonly V3[]): V3 {
  let x = 0
  let y = 0
  let z = 0
  for (const p of pts) {
    x += p[0]
    y += p[1]
    z += p[2]
  }
  return [x / pts.length, y / pts.length, z / pts.length]
}

/** Lambert + Blinn-Phong shading of a flat face. */
function shade(ctx: Ctx, fill: Fill, n: V3, c: V3): string {
  const base = baseColour(ctx, fill)
  const diffuse = Math.max(0, dot(n, LIGHT))
  let col = light(base, 0.4 + 0.66 * diffuse)
  const s = SPEC[fill] ?? 0.05
  if (s > 0.1) {
    const v = normalize(sub(ctx.cam.pos, c))
    const h = normalize(add(LIGHT, v))
    const spec = Math.pow(Math.max(0, dot(n, h)), 26) * s
    // sky reflection on upward faces of glossy materials
    col = mix(col, '#dfe6ec', Math.max(0, n[2]) * 0.18 * s)
    col = mix(col, '#ffffff', Math.min(0.85, spec))
  }
  if (fill === 'glass') col = mix(col, '#a9b9c8', Math.max(0, n[2]) * 0.38)
  return col
}

function emit(ctx: Ctx, pts2: readonly (readonly [number, number])[], fillColour: string, extra = ''): void {
  if (pts2.length < 3) return
  ctx.body.push(`<path d="${pathOf(pts2)}" fill="${fillColour}"${extra}/>`)
}

function colourDistance(a: string, b: string): number {
  let m = 0
  for (let i = 1; i < 7; i += 2)
    m = Math.max(m, Math.abs(parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)))
  return m
}

function gradient(
  ctx: Ctx,
  a: readonly [number, number],
  b: readonly [number, number],
  stops: [number, string, number?][],
): string {
  const id = `g${ctx.ids++}`
  ctx.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}">${stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
      .join('')}</linearGradient>`,
  )
  return `url(#${id})`
}

function lampFill(ctx: Ctx, fill: Fill, pts2: [number, number][]): string {
  const ys = pts2.map((p) => p[1])
  const xs = pts2.map((p) => p[0])
  const top: [number, number] = [(Math.min(...xs) + Math.max(...xs)) / 2, Math.min(...ys)]
  const bottom: [number, number] = [top[0], Math.max(...ys)]
  if (fill === 'headlamp')
    return gradient(ctx, top, bottom, [
      [0, '#ffffff'],
      [0.35, '#e3e9ee'],
      [0.7, '#8f9aa4'],
      [1, '#c9d1d8'],
    ])
  if (fill === 'taillight')
    return gradient(ctx, top, bottom, [
      [0, '#f0535a'],
      [0.45, '#c0161f'],
      [1, '#6b070c'],
    ])
  if (fill === 'glass')
    return gradient(ctx, top, bottom, [
      [0, '#4a5867'],
      [0.5, '#1f2a34'],
      [1, '#0e141a'],
    ])
  return baseColour(ctx, fill)
}

// ───────────────────────────── pieces ─────────────────────────────

const extents = new WeakMap<Layer, { x0: number; x1: number; z0: number; z1: number }>()

/** Half width of a layer at (x, z): plan-view rounding at the ends and tumblehome. */
function hwAt(layer: Layer, x: number, z: number): number {
  let e = extents.get(layer)
  if (!e) {
    const xs = layer.profile.map((p) => p.x)
    const zs = layer.profile.map((p) => p.z)
    e = { x0: Math.min(...xs), x1: Math.max(...xs), z0: Math.min(...zs), z1: Math.max(...zs) }
    extents.set(layer, e)
  }
  let k = 1
  const t = layer.taper
  if (t) {
    const a = Math.min(1, Math.max(0, (x - (e.x1 - t.len)) / t.len))
    const b = Math.min(1, Math.max(0, (e.x0 + t.len - x) / t.len))
    k -= t.front * a * a + t.rear * b * b
  }
  if (layer.tumble) k -= layer.tumble * ((z - e.z0) / Math.max(1e-6, e.z1 - e.z0))
  return layer.hw * k
}

function drawLayerStrips(ctx: Ctx, layer: Layer, afterWells?: () => void): void {
  const pts = layer.profile
  const n = pts.length
  type Strip = { quad: V3[]; depth: number; fill: Fill; n: V3; c: V3; glass: boolean; i: number }
  const strips: Strip[] = []
  for (let i = 0; i < n; i++) {
    const p = pts[i]!
    const q = pts[(i + 1) % n]!
    const dx = q.x - p.x
    const dz = q.z - p.z
    const len = Math.hypot(dx, dz)
    if (len < 1e-4) continue
    const normal: V3 = [dz / len, 0, -dx / len]
    const hp = hwAt(layer, p.x, p.z)
    const hq = hwAt(layer, q.x, q.z)
    const quad: V3[] = [
      [p.x, -hp, p.z],
      [q.x, -hq, q.z],
      [q.x, hq, q.z],
      [p.x, hp, p.z],
    ]
    const c = centroid(quad)
    if (dot(normal, sub(ctx.cam.pos, c)) <= 0) continue
    let fill: Fill = layer.fill
    let glass = false
    if (p.arch && q.arch) fill = 'black'
    else if (layer.glass) {
      const slope = Math.abs(dz) / Math.max(1e-6, Math.abs(dx))
      const cx = (p.x + q.x) / 2
      if (
        slope >= (layer.glass.minSlope ?? 0.45) &&
        cx >= (layer.glass.minX ?? -Infinity) &&
        cx <= (layer.glass.maxX ?? Infinity) &&
        normal[2] > -0.2
      ) {
        glass = true
      }
    }
    if (!glass && layer.topFill && normal[2] > 0.6) {
      const cx = (p.x + q.x) / 2
      const t = layer.topFill.find((r) => cx >= r.x0 && cx <= r.x1)
      if (t) fill = t.fill
    }
    const d = Math.hypot(...sub(c, ctx.cam.pos))
    strips.push({ quad, depth: d, fill, n: normal, c, glass, i })
  }
  strips.sort((a, b) => b.depth - a.depth)
  const wells = strips.filter((s) => s.fill === 'black' && pts[s.i]!.arch)
  const rest = strips.filter((s) => !wells.includes(s))
  for (const s of wells) emit(ctx, project(ctx, s.quad), '#0c0d0e', ' stroke="#0c0d0e" stroke-width="1.2"')
  afterWells?.()
  // Merge neighbouring strips whose shades are nearly equal: fewer paths, same look.
  const shaded = rest.map((s) => ({ s, col: shade(ctx, s.fill, s.n, s.c) }))
  const byIndex = new Map(shaded.map((x) => [x.s.i, x]))
  const done = new Set<number>()
  for (const { s, col } of shaded) {
    if (done.has(s.i)) continue
    // grow a run of consecutive profile edges with a close colour
    let a = s.i
    let b = s.i
    const close = (c2: string) => colourDistance(c2, col) <= 6
    for (;;) {
      const prev = byIndex.get((a - 1 + n) % n)
      if (!prev || done.has(prev.s.i) || prev.s.i === b || prev.s.fill !== s.fill || !close(prev.col)) break
      a = prev.s.i
      done.add(a)
      if ((a - 1 + n) % n === b) break
    }
    for (;;) {
      const nxt = byIndex.get((b + 1) % n)
      if (!nxt || done.has(nxt.s.i) || nxt.s.i === a || nxt.s.fill !== s.fill || !close(nxt.col)) break
      b = nxt.s.i
      done.add(b)
    }
    done.add(s.i)
    const len = (b - a + n) % n
    const upper: V3[] = []
    const lower: V3[] = []
    for (let k = 0; k <= len + 1; k++) {
      const p = pts[(a + k) % n]!
      const h = hwAt(layer, p.x, p.z)
      upper.push([p.x, h, p.z])
      lower.push([p.x, -h, p.z])
    }
    emit(
      ctx,
      project(ctx, [...upper, ...lower.reverse()]),
      col,
      ` stroke="${col}" stroke-width="1.2" stroke-linejoin="round"`,
    )
  }
  // glass runs drawn over the paint so the pillars stay visible at the sides
  const glassIdx = new Set(strips.filter((s) => s.glass).map((s) => s.i))
  const runs: number[][] = []
  for (let i = 0; i < n; i++) {
    if (!glassIdx.has(i)) continue
    const last = runs[runs.length - 1]
    if (last && last[last.length - 1] === i - 1) last.push(i)
    else runs.push([i])
  }
  for (const run of runs) {
    const top: V3[] = []
    const bottom: V3[] = []
    const first = run[0]!
    const lastI = run[run.length - 1]!
    const endA = pts[first]!
    const endB = pts[(lastI + 1) % n]!
    for (let k = 0; k <= run.length; k++) {
      const pp = pts[(first + k) % n]!
      // shrink the ends a little so the frame shows
      const t = k === 0 ? 0.02 : k === run.length ? 0.98 : k / run.length
      void t
      const inset = hwAt(layer, pp.x, pp.z) * 0.88
      top.push([pp.x, inset, pp.z])
      bottom.push([pp.x, -inset, pp.z])
    }
    // pull the ends inwards along the run
    const pull = (a: V3, b: V3): V3 => add(a, scale(sub(b, a), 0.06))
    top[0] = pull(top[0]!, top[1] ?? top[0]!)
    bottom[0] = pull(bottom[0]!, bottom[1] ?? bottom[0]!)
    top[top.length - 1] = pull(top[top.length - 1]!, top[top.length - 2] ?? top[top.length - 1]!)
    bottom[bottom.length - 1] = pull(
      bottom[bottom.length - 1]!,
      bottom[bottom.length - 2] ?? bottom[bottom.length - 1]!,
    )
    const poly = [...top, ...bottom.reverse()]
    const c = centroid(poly)
    const nrm = normalize(
      add(
        newellNormal([
          [endA.x, 1, endA.z],
          [endB.x, 1, endB.z],
          [endB.x, -1, endB.z],
        ]),
        [0, 0, 0],
      ),
    )
    const nOut: V3 = dot(nrm, sub(ctx.cam.pos, c)) >= 0 ? nrm : scale(nrm, -1)
    const col = shade(ctx, 'glass', nOut, c)
    const p2 = project(ctx, poly)
    emit(ctx, p2, col)
    reflection(ctx, p2, 0.16)
  }
}

/** A soft diagonal reflection band clipped to a screen-space polygon. */
function reflection(ctx: Ctx, poly: [number, number][], opacity: number): void {
  if (poly.length < 3) return
  const xs = poly.map((p) => p[0])
  const minX = Math.min(...xs)
  const maxX = Math.max(...xs)
  const w = maxX - minX
  const c0 = minX + w * 0.38
  // band between lines x + 0.6y = c0 and c0 + w*0.18
  const ys = poly.map((p) => p[1])
  const midY = (Math.min(...ys) + Math.max(...ys)) / 2
  const k = 0.6
  let band = clipHalfPlane(poly, -1, -k, -(c0 + k * midY))
  band = clipHalfPlane(band, 1, k, c0 + w * 0.16 + k * midY)
  if (band.length >= 3) emit(ctx, band as [number, number][], '#ffffff', ` fill-opacity="${opacity}"`)
  let band2 = clipHalfPlane(poly, -1, -k, -(c0 + w * 0.22 + k * midY))
  band2 = clipHalfPlane(band2, 1, k, c0 + w * 0.26 + k * midY)
  if (band2.length >= 3) emit(ctx, band2 as [number, number][], '#ffffff', ` fill-opacity="${opacity * 0.7}"`)
}

function drawNearFace(ctx: Ctx, layer: Layer): void {
  const pts = layer.profile
  const Y = (x: number, z: number, d = 0) => hwAt(layer, x, z) + d
  const faceY = layer.hw
  const poly3 = pts.map((p) => [p.x, Y(p.x, p.z), p.z] as V3)
  const p2 = project(ctx, poly3)
  const zs = pts.map((p) => p.z)
  const xs = pts.map((p) => p.x)
  const zTop = Math.max(...zs)
  const zBot = Math.min(...zs)
  const xMid = (Math.min(...xs) + Math.max(...xs)) / 2
  const a = ctx.P([xMid, faceY, zTop])
  const b = ctx.P([xMid, faceY, zBot])
  const base = baseColour(ctx, layer.fill)
  const k = 0.4 + 0.66 * Math.max(0, LIGHT[1])
  const glossy = (SPEC[layer.fill] ?? 0) > 0.3
  const lum = luminance(base)
  const stops: [number, string][] = glossy
    ? [
        [0, light(base, k * 1.18 + (lum < 0.3 ? 0.12 : 0.02))],
        [0.38, light(base, k * 1.1)],
        [0.5, light(base, k * 0.86)],
        [0.78, light(base, k * 0.74)],
        [1, light(base, k * 0.6)],
      ]
    : [
        [0, light(base, k * 1.08)],
        [1, light(base, k * 0.86)],
      ]
  emit(ctx, p2, gradient(ctx, [a[0], a[1]], [b[0], b[1]], stops))

  for (const d of layer.side ?? []) {
    const q = project(
      ctx,
      d.poly.map((p) => [p[0], Y(p[0], p[1], 0.003), p[1]] as V3),
    )
    let fillColour: string
    if (d.fill === 'headlamp' || d.fill === 'taillight' || d.fill === 'glass') fillColour = lampFill(ctx, d.fill, q)
    else if (d.fill === 'decal' || d.fill === 'paint') {
      const bc = baseColour(ctx, d.fill)
      fillColour = gradient(
        ctx,
        [a[0], a[1]],
        [b[0], b[1]],
        [
          [0, light(bc, k * 1.12)],
          [1, light(bc, k * 0.78)],
        ],
      )
    } else fillColour = shade(ctx, d.fill, [0, 1, 0], [xMid, faceY, (zTop + zBot) / 2])
    emit(ctx, q, fillColour, d.opacity !== undefined ? ` fill-opacity="${d.opacity}"` : '')
    if (d.fill === 'glass') reflection(ctx, q, 0.12)
    if (d.fill === 'headlamp') {
      ctx.body.push(
        `<path d="${pathOf(q)}" fill="none" stroke="#6f7a84" stroke-width="${f(Math.max(0.8, ctx.pxPerM * 0.006))}"/>`,
      )
    }
  }

  for (const w of layer.windows ?? []) {
    const q = project(
      ctx,
      w.map((p) => [p[0], Y(p[0], p[1], 0.002), p[1]] as V3),
    )
    emit(ctx, q, lampFill(ctx, 'glass', q))
    reflection(ctx, q, 0.14)
  }

  for (const l of layer.lines ?? []) {
    const [x0, y0] = ctx.P([l.x0, Y(l.x0, l.z0, 0.004), l.z0])
    const [x1, y1] = ctx.P([l.x1, Y(l.x1, l.z1, 0.004), l.z1])
    const colour = l.light ? '#ffffff' : '#000000'
    const op = l.light ? 0.22 : 0.38
    const w = Math.max(0.8, ctx.pxPerM * (l.light ? 0.018 : 0.007))
    ctx.body.push(
      `<line x1="${f(x0)}" y1="${f(y0)}" x2="${f(x1)}" y2="${f(y1)}" stroke="${colour}" stroke-opacity="${op}" stroke-width="${f(w)}" stroke-linecap="round"/>`,
    )
  }
}

function drawSurfaceFeatures(ctx: Ctx, layer: Layer, which: 'front' | 'rear'): void {
  const feats = which === 'front' ? layer.front : layer.rear
  if (!feats) return
  const xs = layer.profile.map((p) => p.x)
  const edge = which === 'front' ? Math.max(...xs) : Math.min(...xs)
  if (which === 'front' ? ctx.cam.pos[0] <= edge : ctx.cam.pos[0] >= edge) return
  const sign = which === 'front' ? 1 : -1
  const list: Feature[] = []
  for (const ft of feats) {
    list.push(ft)
    if (ft.mirror) list.push({ ...ft, y0: -ft.y1, y1: -ft.y0, mirror: false })
  }
  for (const ft of list) {
    const steps = 6
    const left: V3[] = []
    const right: V3[] = []
    for (let i = 0; i <= steps; i++) {
      const z = ft.z0 + ((ft.z1 - ft.z0) * i) / steps
      const x = (surfaceX(layer.profile, z, which) ?? edge) + sign * 0.006
      const k = hwAt(layer, x, z) / layer.hw
      left.push([x, ft.y0 * k, z])
      right.push([x, ft.y1 * k, z])
    }
    const poly = [...left, ...right.reverse()]
    const q = project(ctx, poly)
    const n: V3 = [sign, 0, 0]
    let col: string
    if (ft.fill === 'headlamp' || ft.fill === 'taillight' || ft.fill === 'glass') col = lampFill(ctx, ft.fill, q)
    else col = shade(ctx, ft.fill, n, centroid(poly))
    emit(ctx, q, col)
    if (ft.fill === 'glass') reflection(ctx, q, 0.14)
    if (ft.fill === 'plate') {
      ctx.body.push(
        `<path d="${pathOf(q)}" fill="none" stroke="#2b2d30" stroke-width="${f(Math.max(0.8, ctx.pxPerM * 0.008))}"/>`,
      )
    }
    if (ft.fill === 'headlamp') {
      // daytime running light strip
      const zl = ft.z1 - (ft.z1 - ft.z0) * 0.18
      const x = (surfaceX(layer.profile, zl, which) ?? edge) + sign * 0.008
      const k = hwAt(layer, x, zl) / layer.hw
      const [ax, ay] = ctx.P([x, (ft.y0 + (ft.y1 - ft.y0) * 0.05) * k, zl])
      const [bx, by] = ctx.P([x, (ft.y1 - (ft.y1 - ft.y0) * 0.05) * k, zl])
      ctx.body.push(
        `<line x1="${f(ax)}" y1="${f(ay)}" x2="${f(bx)}" y2="${f(by)}" stroke="#ffffff" stroke-width="${f(Math.max(1, ctx.pxPerM * 0.012))}" stroke-linecap="round"/>`,
      )
    }
    if (ft.slats) {
      for (let s = 1; s <= ft.slats; s++) {
        const z = ft.z0 + ((ft.z1 - ft.z0) * s) / (ft.slats + 1)
        const x = (surfaceX(layer.profile, z, which) ?? edge) + sign * 0.008
        const k = hwAt(layer, x, z) / layer.hw
        const [ax, ay] = ctx.P([x, (ft.y0 + 0.03) * k, z])
        const [bx, by] = ctx.P([x, (ft.y1 - 0.03) * k, z])
        ctx.body.push(
          `<line x1="${f(ax)}" y1="${f(ay)}" x2="${f(bx)}" y2="${f(by)}" stroke="#4a4f55" stroke-width="${f(Math.max(0.8, ctx.pxPerM * 0.012))}"/>`,
        )
      }
    }
  }
}

function drawSolid(ctx: Ctx, s: Solid): void {
  const c0 = centroid(s.vertices)
  const faces = s.faces
    .map((idx) => {
      const pts = idx.map((i) => s.vertices[i]!)
      let n = newellNormal(pts)
      const c = centroid(pts)
      if (dot(n, sub(c, c0)) < 0) n = scale(n, -1)
      return { pts, n, c, depth: Math.hypot(...sub(c, ctx.cam.pos)) }
    })
    .filter((fc) => dot(fc.n, sub(ctx.cam.pos, fc.c)) > 0)
    .sort((a, b) => b.depth - a.depth)
  for (const fc of faces) {
    const col = shade(ctx, s.fill, fc.n, fc.c)
    emit(ctx, project(ctx, fc.pts), col, ` stroke="${col}" stroke-width="0.5"`)
  }
}

function circlePts(centre: V3, r: number, axis: 'x' | 'y', n = 40): V3[] {
  const out: V3[] = []
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    out.push(
      axis === 'y'
        ? [centre[0] + Math.cos(a) * r, centre[1], centre[2] + Math.sin(a) * r]
        : [centre[0], centre[1] + Math.cos(a) * r, centre[2] + Math.sin(a) * r],
    )
  }
  return out
}

function sector(centre: V3, r0: number, r1: number, a0: number, a1: number, axis: 'x' | 'y'): V3[] {
  const out: V3[] = []
  const steps = 6
  const pt = (r: number, a: number): V3 =>
    axis === 'y'
      ? [centre[0] + Math.cos(a) * r, centre[1], centre[2] + Math.sin(a) * r]
      : [centre[0], centre[1] + Math.cos(a) * r, centre[2] + Math.sin(a) * r]
  for (let i = 0; i <= steps; i++) out.push(pt(r1, a0 + ((a1 - a0) * i) / steps))
  for (let i = steps; i >= 0; i--) out.push(pt(r0, a0 + ((a1 - a0) * i) / steps))
  return out
}

function drawWheel(ctx: Ctx, w: Wheel, centre: V3, width: number, outward: number, visibleFace: boolean): void {
  const axis = w.axis ?? 'y'
  const r = w.r
  const off: V3 = axis === 'y' ? [0, -outward * width, 0] : [-outward * width, 0, 0]
  const outer = circlePts(centre, r, axis)
  const inner = circlePts(add(centre, off), r, axis)
  const hull = convexHull([...project(ctx, outer), ...project(ctx, inner)] as V2[])
  emit(ctx, hull as [number, number][], '#141516')
  if (!visibleFace) {
    emit(ctx, project(ctx, outer), '#1d1e20')
    return
  }
  const o2 = project(ctx, outer)
  emit(ctx, o2, '#222325')
  // sidewall highlight ring
  emit(ctx, project(ctx, circlePts(centre, r * 0.93, axis)), '#2b2c2f')
  emit(ctx, project(ctx, circlePts(centre, r * 0.9, axis)), '#1e1f21')
  const rimR = r * (w.rim === 'offroad' || w.rim === 'steel' ? 0.62 : 0.68)
  const rimPts = project(ctx, circlePts(centre, rimR, axis))
  const xs = rimPts.map((p) => p[0])
  const ys = rimPts.map((p) => p[1])
  const tl: [number, number] = [Math.min(...xs), Math.min(...ys)]
  const br: [number, number] = [Math.max(...xs), Math.max(...ys)]
  const dark = w.rim === 'offroad' || w.rim === 'steel'
  const rimFill = dark
    ? gradient(ctx, tl, br, [
        [0, '#4a4d52'],
        [0.5, '#26282b'],
        [1, '#1a1b1d'],
      ])
    : gradient(ctx, tl, br, [
        [0, '#f4f6f8'],
        [0.45, '#b9c0c7'],
        [0.55, '#8e969e'],
        [1, '#d4d9de'],
      ])
  emit(ctx, rimPts, rimFill)
  const holeCol = '#202225'
  const spokes =
    w.rim === 'alloy5' ? 5 : w.rim === 'alloy6' ? 6 : w.rim === 'alloy10' ? 10 : w.rim === 'offroad' ? 6 : 8
  const gapFrac = w.rim === 'alloy10' ? 0.55 : w.rim === 'steel' ? 0.35 : 0.62
  const r0 = w.rim === 'steel' ? rimR * 0.55 : rimR * 0.3
  const r1 = w.rim === 'steel' ? rimR * 0.72 : rimR * 0.88
  for (let i = 0; i < spokes; i++) {
    const a0 = (i / spokes) * Math.PI * 2 + 0.3
    const span = ((Math.PI * 2) / spokes) * gapFrac
    emit(ctx, project(ctx, sector(centre, r0, r1, a0, a0 + span, axis)), holeCol)
  }
  // brake disc hint through the spokes and a hub cap
  const hubCol = dark ? '#3c3f44' : '#aeb5bc'
  emit(ctx, project(ctx, circlePts(centre, rimR * (w.rim === 'steel' ? 0.45 : 0.26), axis, 24)), hubCol)
  emit(ctx, project(ctx, circlePts(centre, rimR * 0.1, axis, 16)), dark ? '#8c9198' : '#5d646b')
  // rim lip
  ctx.body.push(
    `<path d="${pathOf(rimPts)}" fill="none" stroke="${dark ? '#55595e' : '#e9edf0'}" stroke-width="${f(Math.max(0.8, ctx.pxPerM * 0.01))}"/>`,
  )
}

function groundEllipse(cx: number, rx: number, ry: number, n = 48): V3[] {
  const pts: V3[] = []
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    pts.push([cx + Math.cos(a) * rx, Math.sin(a) * ry, 0])
  }
  return pts
}

function softShape(ctx: Ctx, pts2: [number, number][], stops: [number, number][]): void {
  const id = `s${ctx.ids++}`
  ctx.defs.push(
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${stops
      .map(([o, op]) => `<stop offset="${o}" stop-color="#0b0d10" stop-opacity="${op}"/>`)
      .join('')}</radialGradient>`,
  )
  emit(ctx, pts2, `url(#${id})`)
}

function drawShadows(ctx: Ctx, shape: Shape): void {
  const hw = shape.width / 2
  const cx = (shape.xMin + shape.xMax) / 2
  const span = shape.xMax - shape.xMin
  softShape(ctx, project(ctx, groundEllipse(cx, span * 0.72, hw * 1.9)), [
    [0, 0.32],
    [0.5, 0.2],
    [1, 0],
  ])
  const bx = shape.length / 2
  softShape(ctx, project(ctx, groundEllipse(bx, shape.length * 0.6, hw * 1.22)), [
    [0, 0.55],
    [0.6, 0.42],
    [1, 0],
  ])
  for (const w of shape.wheels) {
    for (const side of [1, -1]) {
      const y = side * (shape.track - shape.tyreWidth / 2)
      const pts: V3[] = []
      for (let i = 0; i < 24; i++) {
        const a = (i / 24) * Math.PI * 2
        pts.push([w.x + Math.cos(a) * w.r * 0.9, y + Math.sin(a) * shape.tyreWidth * 1.1, 0])
      }
      softShape(ctx, project(ctx, pts), [
        [0, 0.7],
        [0.6, 0.45],
        [1, 0],
      ])
    }
  }
}

function backdrop(ctx: Ctx, horizon: number): string {
  const h = Math.max(0.18, Math.min(0.82, horizon))
  const id = `bg${ctx.ids++}`
  ctx.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f7f8"/><stop offset="${(h * 0.7).toFixed(3)}" stop-color="#eaedf0"/><stop offset="${(h - 0.015).toFixed(3)}" stop-color="#dde1e6"/><stop offset="${(h + 0.02).toFixed(3)}" stop-color="#d3d8de"/><stop offset="${Math.min(1, h + 0.25).toFixed(3)}" stop-color="#e2e6ea"/><stop offset="1" stop-color="#eff1f3"/></linearGradient>`,
  )
  const spot = `sp${ctx.ids++}`
  ctx.defs.push(
    `<radialGradient id="${spot}" cx="0.5" cy="${(h * 0.8).toFixed(3)}" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
  )
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${spot})"/>`
}

// ───────────────────────────── views ─────────────────────────────

function cameraFor(shape: Shape, view: ExteriorView): CameraSetup {
  const span = shape.xMax - shape.xMin
  const centre: V3 = [(shape.xMin + shape.xMax) / 2, 0, shape.height * 0.42]
  const hw = shape.width / 2
  // frame the real outline (body layers, wheels, attachments), not a bounding box
  const all: V3[] = []
  for (const layer of shape.layers) {
    layer.profile.forEach((p, i) => {
      if (i % 3 !== 0) return
      const y = hwAt(layer, p.x, p.z)
      all.push([p.x, y, p.z], [p.x, -y, p.z])
    })
  }
  for (const w of shape.wheels)
    all.push(
      [w.x - w.r, shape.track, 0],
      [w.x + w.r, shape.track, 0],
      [w.x - w.r, -shape.track, 0],
      [w.x + w.r, -shape.track, 0],
    )
  for (const s of shape.solids) all.push(...s.vertices)
  void hw
  const full = (az: number, el: number, distK: number, maxW = 0.82, maxH = 0.62) => ({
    spec: { az, el, dist: span * distK + 4, target: centre },
    fit: all,
    box: { maxW, maxH, cy: 0.56 },
  })
  switch (view) {
    case 'front34':
      return full(36, 9, 1.5)
    case 'side':
      return full(90, 3, 2.2, 0.86, 0.6)
    case 'rear34':
      return full(144, 10, 1.5)
    case 'front':
      return full(9, 7, 1.6, 0.66, 0.66)
    case 'rear':
      return full(170, 15, 1.6, 0.66, 0.66)
    case 'wheel': {
      const w = [...shape.wheels].sort((a, b) => b.x - a.x)[0]!
      const r = w.r
      const target: V3 = [w.x, shape.track, r * 1.05]
      return {
        spec: { az: 62, el: 5, dist: shape.caravan ? 3.6 : 2.6, target },
        fit: shape.caravan
          ? [
              [w.x - r * 3, shape.track, 0],
              [w.x + r * 3, shape.track, 0],
              [w.x, shape.track, r * 3.6],
            ]
          : [
              [w.x - r * 1.75, shape.track, r * 0.05],
              [w.x + r * 1.75, shape.track, r * 0.05],
              [w.x, shape.track, r * 2.45],
            ],
        box: { maxW: 1.0, maxH: 1.0, cy: 0.55 },
      }
    }
    case 'detail': {
      const d = shape.detail
      const s = d.span / 2
      return {
        spec: { az: d.az, el: d.el, dist: d.span * 1.6 + 1.2, target: d.target },
        fit: [
          [d.target[0] - s, d.target[1], d.target[2] - s * 0.66],
          [d.target[0] + s, d.target[1], d.target[2] + s * 0.66],
        ],
        box: { maxW: 1.0, maxH: 1.0, cy: 0.5 },
      }
    }
  }
}

export interface ExteriorLayers {
  /** Backdrop and floor shadows: the same for every paint of a shape and view. */
  background: string
  /** The vehicle on a transparent canvas. */
  foreground: string
}

function svgDoc(defs: readonly string[], body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs.join('')}</defs>${body}</svg>`
}

/** A camera and how the picture is framed: what must fit, and in how much of the frame. */
export interface CameraSetup {
  spec: CameraSpec
  fit: V3[]
  box: { maxW: number; maxH: number; cy: number }
}

/** The projection of a camera setup onto the 1200×800 picture. */
export function setupProjector(setup: CameraSetup) {
  const cam = makeCamera(setup.spec)
  const frame = fitFrame(cam, setup.fit, {
    width: WIDTH,
    height: HEIGHT,
    maxW: setup.box.maxW,
    maxH: setup.box.maxH,
    cx: 0.5,
    cy: setup.box.cy,
  })
  return { cam, P: projector(cam, frame) }
}

/**
 * The camera of one 360° spin frame: an orbit at a fixed distance and elevation round the
 * vehicle's centre, framed by a vertical cylinder round the vehicle so the scale is the same
 * from every side (the vehicle does not grow and shrink as it turns). Valid for azimuths on the
 * near (+y) side, 0 < az < 180; the far side is the mirror image.
 */
export function spinCamera(shape: Shape, az: number): CameraSetup {
  const centre: V3 = [(shape.xMin + shape.xMax) / 2, 0, shape.height * 0.42]
  const radius = Math.hypot((shape.xMax - shape.xMin) / 2, shape.width / 2)
  const ring: V3[] = []
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2
    const x = centre[0] + Math.cos(a) * radius
    const y = Math.sin(a) * radius
    ring.push([x, y, 0], [x, y, shape.height])
  }
  return {
    spec: { az, el: 9, dist: (shape.xMax - shape.xMin) * 1.7 + 4, target: centre },
    fit: ring,
    box: { maxW: 0.9, maxH: 0.8, cy: 0.56 },
  }
}

/** The two layers of one exterior photo. */
export function exteriorLayers(shape: Shape, paintHex: string, view: ExteriorView | CameraSetup): ExteriorLayers {
  const setup = typeof view === 'string' ? cameraFor(shape, view) : view
  const { spec } = setup
  const { cam, P } = setupProjector(setup)
  const t0 = P(spec.target)
  const t1 = P(add(spec.target, [0, 0, 1]))
  const ctx: Ctx = {
    cam,
    P,
    paint: paintHex,
    decal: luminance(paintHex) > 0.85 ? '#9aa1a8' : paintHex,
    defs: [],
    body: [],
    ids: 0,
    pxPerM: Math.hypot(t1[0] - t0[0], t1[1] - t0[1]),
  }
  // horizon: a far point ahead of the camera at ground level
  const fwd = normalize([cam.forward[0], cam.forward[1], 0])
  const far = add(cam.pos, scale(fwd, 400))
  const hy = P([far[0], far[1], 0])[1] / HEIGHT
  const bg = backdrop(ctx, hy)
  drawShadows(ctx, shape)
  const background = svgDoc(ctx.defs, bg + ctx.body.join(''))
  ctx.defs = []
  ctx.body = []

  const centreDepth = Math.hypot(...sub([(shape.xMin + shape.xMax) / 2, 0, shape.height / 2], cam.pos))
  const solidDepth = (s: Solid) => Math.hypot(...sub(centroid(s.vertices), cam.pos))
  const before = shape.solids.filter((s) => s.order === 'before' || (s.order === 'auto' && solidDepth(s) > centreDepth))
  const after = shape.solids.filter((s) => !before.includes(s))
  before.sort((a, b) => solidDepth(b) - solidDepth(a))
  after.sort((a, b) => solidDepth(b) - solidDepth(a))
  for (const s of before) drawSolid(ctx, s)

  const frontCamera = cam.pos[0] > shape.length / 2
  if (frontCamera)
    for (const sp of shape.spares) drawWheel(ctx, sp, [sp.x, sp.y ?? 0, sp.z ?? sp.r], sp.width ?? 0.22, -1, false)

  // far wheels
  for (const w of shape.wheels) drawWheel(ctx, w, [w.x, -shape.track, w.z ?? w.r], shape.tyreWidth, -1, false)

  shape.layers.forEach((layer, i) => {
    drawLayerStrips(ctx, layer, () => {
      if (i === 0)
        for (const w of shape.wheels) drawWheel(ctx, w, [w.x, shape.track, w.z ?? w.r], shape.tyreWidth, 1, true)
    })
    drawSurfaceFeatures(ctx, layer, 'front')
    drawSurfaceFeatures(ctx, layer, 'rear')
    drawNearFace(ctx, layer)
  })

  if (!frontCamera)
    for (const sp of shape.spares) drawWheel(ctx, sp, [sp.x, sp.y ?? 0, sp.z ?? sp.r], sp.width ?? 0.22, -1, true)
  for (const s of after) drawSolid(ctx, s)
  return { background, foreground: svgDoc(ctx.defs, ctx.body.join('')) }
}

/** The SVG of one exterior photo (both layers in one document; used for previews). */
export function exteriorSvg(shape: Shape, paintHex: string, view: ExteriorView): string {
  const { background, foreground } = exteriorLayers(shape, paintHex, view)
  const inner = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${inner(background)}${inner(foreground)}</svg>`
}
