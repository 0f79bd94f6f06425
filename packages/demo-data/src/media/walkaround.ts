import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { DEMO_IMAGE_SUBDIR } from '../images/paths'
import type { PaintKey, ShapeId } from '../images/palette'
import { SPIN_FRAME_COUNT, SPIN_SETS, spinFrameFile } from '../images/spin'

/** Public URL prefix of stored videos; the shared demo ones live in `<videosDir>/demo/`. */
export const VIDEOS_PREFIX = '/videos/'
export const DEMO_VIDEO_SUBDIR = 'demo'

/** Frames shown per second of the walkaround: the 16 spin frames make a 4-second turn. */
const SPIN_FPS = 4
/** The video's own frame rate (each spin frame is held for six of them). */
const VIDEO_FPS = 24
const VIDEO_WIDTH = 640

export function walkaroundFile(shape: ShapeId, paint: PaintKey): string {
  return `walkaround-${shape}-${paint}.mp4`
}

/** The walkaround of a body shape and paint that has a drawn spin set (the same turning vehicle). */
export function walkaroundUrl(shape: ShapeId, paint: PaintKey): string {
  return `${VIDEOS_PREFIX}${DEMO_VIDEO_SUBDIR}/${walkaroundFile(shape, paint)}`
}

/**
 * The ffmpeg binary shipped inside the `@ffmpeg-installer/<platform>` npm package (a static build
 * with libx264), or null on a platform it has no build for.
 */
export function ffmpegPath(): string | null {
  try {
    const found = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path
    return existsSync(found) ? found : null
  } catch {
    return null
  }
}

const run = promisify(execFile)

/**
 * Encodes one short, silent H.264 MP4 walkaround per spin set from its frames (drawn by
 * renderDemoImages into `<imagesDir>/demo/`) into `<videosDir>/demo/`. Existing files are kept;
 * a set whose frames are missing is skipped. Returns how many files were written; without an
 * encoder it writes none, and the car pages leave the video out.
 */
export async function renderWalkarounds(
  imagesDir: string,
  videosDir: string,
  sets: readonly (readonly [ShapeId, PaintKey])[] = SPIN_SETS,
): Promise<{ written: number; encoder: boolean }> {
  const ffmpeg = ffmpegPath()
  if (!ffmpeg) return { written: 0, encoder: false }
  const framesDir = path.join(imagesDir, DEMO_IMAGE_SUBDIR)
  const outDir = path.join(videosDir, DEMO_VIDEO_SUBDIR)
  await mkdir(outDir, { recursive: true })
  let written = 0
  for (const [shape, paint] of sets) {
    const out = path.join(outDir, walkaroundFile(shape, paint))
    if (existsSync(out)) continue
    const frames = Array.from({ length: SPIN_FRAME_COUNT }, (_, i) => spinFrameFile(shape, paint, i))
    if (!frames.every((f) => existsSync(path.join(framesDir, f)))) continue
    // The frame files are numbered 00..15: an image2 pattern reads them in order.
    const pattern = path.join(framesDir, spinFrameFile(shape, paint, 0).replace(/00(\.\w+)$/, '%02d$1'))
    const tmp = `${out}.${process.pid}.tmp.mp4`
    try {
      await run(ffmpeg, [
        ...['-y', '-loglevel', 'error', '-framerate', String(SPIN_FPS), '-start_number', '0', '-i', pattern],
        ...['-vf', `fps=${VIDEO_FPS},scale=${VIDEO_WIDTH}:-2:flags=lanczos,format=yuv420p`],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '30', '-profile:v', 'main'],
        // No audio track; the index at the front, so a player can start before the whole file is in.
        ...['-an', '-movflags', '+faststart', tmp],
      ])
      await rename(tmp, out)
      written++
    } finally {
      await rm(tmp, { force: true })
    }
  }
  return { written, encoder: true }
}
