import { existsSync, mkdirSync } from 'node:fs'
import { rename } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import sharp, { type OutputInfo, type Sharp } from 'sharp'
import { exteriorLayers, HEIGHT, spinCamera, WIDTH } from './exterior'
import { closeupRegion, interiorSvg } from './interior'
import { DEMO_IMAGE_SUBDIR } from './paths'
import {
  CAR_PAINTS,
  CARAVAN_SHAPES,
  EXTERIOR_VIEWS,
  MIRRORED_VIEWS,
  SHAPES,
  TRIMS,
  exteriorFile,
  interiorFile,
  paintsFor,
  type ExteriorView,
  type InteriorGroup,
  type PaintKey,
  type ShapeId,
  type TrimKey,
} from './palette'
import { SHAPE_DEFS } from './shapes'
import {
  SPIN_FRAME_COUNT,
  SPIN_HEIGHT,
  SPIN_SETS,
  SPIN_WIDTH,
  frameAzimuth,
  renderAzimuth,
  spinFrameFile,
} from './spin'

export const JPEG_QUALITY = 82

/** One SVG render that writes one or more files. */
interface RenderUnit {
  files: string[]
  run(dir: string): Promise<void>
}

function jpeg(img: Sharp): Sharp {
  return img.jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:2:0', optimiseCoding: false })
}

type Raw = { data: Buffer; info: OutputInfo }
const rawOpts = (r: Raw) => ({ raw: { width: r.info.width, height: r.info.height, channels: r.info.channels } })

/**
 * Backdrops (studio + floor shadow) depend on the shape and view only, so each is drawn once
 * and reused for every paint. Units are ordered shape → view → paint, so a tiny cache is enough.
 */
class BackdropCache {
  private entries = new Map<string, Promise<Raw>>()
  constructor(private readonly size: number) {}
  get(key: string, svg: () => string): Promise<Raw> {
    let hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    hit = sharp(Buffer.from(svg())).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    this.entries.set(key, hit)
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string)
    return hit
  }
}

/** Write to a temporary name first so a crash never leaves a half-written photo behind. */
async function writeAtomic(img: Sharp, file: string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`
  await jpeg(img).toFile(tmp)
  await rename(tmp, file)
}

interface UnitFilter {
  shapes: readonly ShapeId[]
  paints?: readonly PaintKey[]
  views?: readonly ExteriorView[]
  interiors: boolean
  spins: boolean
}

function units(filter: UnitFilter, backdrops = new BackdropCache(12)): RenderUnit[] {
  const list: RenderUnit[] = []
  for (const shape of filter.shapes) {
    for (const view of EXTERIOR_VIEWS.filter((v) => !filter.views || filter.views.includes(v))) {
      for (const paint of paintsFor(shape).filter((p) => !filter.paints || filter.paints.includes(p))) {
        const mirrored = (MIRRORED_VIEWS as readonly string[]).includes(view)
        const main = exteriorFile(shape, paint, view)
        const mirror = mirrored ? exteriorFile(shape, paint, view, true) : null
        list.push({
          files: mirror ? [main, mirror] : [main],
          async run(dir) {
            const layers = exteriorLayers(SHAPE_DEFS[shape], CAR_PAINTS[paint], view)
            const bg = await backdrops.get(`${shape}/${view}`, () => layers.background)
            const fg = Buffer.from(layers.foreground)
            if (!mirror) {
              await writeAtomic(sharp(bg.data, rawOpts(bg)).composite([{ input: fg }]), path.join(dir, main))
              return
            }
            const raw = await sharp(bg.data, rawOpts(bg))
              .composite([{ input: fg }])
              .raw()
              .toBuffer({ resolveWithObject: true })
            await writeAtomic(sharp(raw.data, rawOpts(raw)), path.join(dir, main))
            await writeAtomic(sharp(raw.data, rawOpts(raw)).flop(), path.join(dir, mirror))
          },
        })
      }
    }
  }
  const groups = filter.interiors
    ? [...new Set<InteriorGroup>(filter.shapes.map((s) => (CARAVAN_SHAPES.includes(s) ? 'caravan' : 'car')))]
    : []
  for (const group of groups) {
    for (const trim of Object.keys(TRIMS) as TrimKey[]) {
      const cabin = interiorFile(group, trim, 'cabin')
      const closeup = interiorFile(group, trim, 'closeup')
      list.push({
        files: [cabin, closeup],
        async run(dir) {
          const raw = await sharp(Buffer.from(interiorSvg(group, trim, 'cabin')))
            .removeAlpha()
            .raw()
            .toBuffer({ resolveWithObject: true })
          const opts = { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } }
          await writeAtomic(sharp(raw.data, opts), path.join(dir, cabin))
          await writeAtomic(
            sharp(raw.data, opts).extract(closeupRegion(group)).resize(WIDTH, HEIGHT),
            path.join(dir, closeup),
          )
        },
      })
      const seats = interiorFile(group, trim, 'seats')
      list.push({
        files: [seats],
        async run(dir) {
          await writeAtomic(sharp(Buffer.from(interiorSvg(group, trim, 'seats'))).removeAlpha(), path.join(dir, seats))
        },
      })
    }
  }
  if (filter.spins) {
    for (const [shape, paint] of SPIN_SETS.filter(([sh]) => filter.shapes.includes(sh))) {
      for (let i = 0; i < SPIN_FRAME_COUNT; i++) {
        const file = spinFrameFile(shape, paint, i)
        list.push({
          files: [file],
          async run(dir) {
            const { az, mirrored } = renderAzimuth(frameAzimuth(i))
            const layers = exteriorLayers(SHAPE_DEFS[shape], CAR_PAINTS[paint], spinCamera(SHAPE_DEFS[shape], az))
            const bg = await backdrops.get(`${shape}/spin/${az}`, () => layers.background)
            const raw = await sharp(bg.data, rawOpts(bg))
              .composite([{ input: Buffer.from(layers.foreground) }])
              .raw()
              .toBuffer({ resolveWithObject: true })
            const frame = sharp(raw.data, rawOpts(raw)).resize(SPIN_WIDTH, SPIN_HEIGHT)
            await writeAtomic(mirrored ? frame.flop() : frame, path.join(dir, file))
          },
        })
      }
    }
  }
  return list
}

/** Every file name renderDemoImages writes (relative to `<outDir>/demo`). */
export function demoImageFiles(shapes: readonly ShapeId[] = SHAPES): string[] {
  return units({ shapes, interiors: true, spins: true }).flatMap((u) => u.files)
}

export interface RenderOptions {
  /** Restrict to some body shapes, paints or views, or leave out interiors (tests, previews). */
  shapes?: readonly ShapeId[]
  paints?: readonly PaintKey[]
  views?: readonly ExteriorView[]
  interiors?: boolean
  /** Draw the 360° spin frames (default: when no paint or view filter is given). */
  spins?: boolean
  /** Parallel renders; defaults to the number of CPUs (at most 4). */
  concurrency?: number
}

/**
 * Draw the shared demo photo set into `<outDir>/demo/`: one JPEG per body shape × paint ×
 * view, plus interiors. Files that already exist are skipped. Returns how many were written.
 */
export async function renderDemoImages(outDir: string, options: RenderOptions = {}): Promise<number> {
  const dir = path.join(outDir, DEMO_IMAGE_SUBDIR)
  mkdirSync(dir, { recursive: true })
  const filter: UnitFilter = {
    shapes: options.shapes ?? SHAPES,
    paints: options.paints,
    views: options.views,
    interiors: options.interiors ?? true,
    spins: options.spins ?? (options.paints === undefined && options.views === undefined),
  }
  const todo = units(filter).filter((u) => u.files.some((f) => !existsSync(path.join(dir, f))))
  const limit = Math.max(1, options.concurrency ?? Math.min(4, availableParallelism()))
  let next = 0
  let written = 0
  async function worker(): Promise<void> {
    while (next < todo.length) {
      const unit = todo[next++]!
      await unit.run(dir)
      written += unit.files.length
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, todo.length) }, worker))
  return written
}
