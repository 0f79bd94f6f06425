import { stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { imageCacheMaxBytes, imageDiskCache, type ImageDiskCache } from './image-cache'

/** Widths we render (the pages' own); a request is snapped up to the next one so the cache stays small. */
export const SERVED_WIDTHS = [160, 320, 480, 640, 800, 1024, 1280, 1600] as const
export const DEFAULT_QUALITY = 75
/**
 * Qualities we render: the pages ask for 75 (default) and 80 (large views); any other is snapped to
 * the nearest, so a bot cannot fill the cache with 61 qualities of each width
 * (docs/spec-coverage.md, Hardening).
 */
export const SERVED_QUALITIES = [DEFAULT_QUALITY, 80] as const
const SEGMENT = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,127}$/
const ORIGINAL_EXT = /\.(jpe?g|png|webp|avif)$/i

export type ImageResult =
  | { status: 200; body: Buffer; contentType: string; etag: string }
  | { status: 304; etag: string }
  | { status: 400 | 404; message: string }

export interface ImageRequest {
  /** Path below /images/, e.g. "demo/suv-red-front.jpg". */
  path: string
  width: string | null
  quality: string | null
  accept: string | null
  ifNoneMatch: string | null
  /** The requesting tenant; its own folder and the shared "demo" folder are readable. */
  tenant: string
}

export function snapWidth(raw: string | null): number | null {
  if (raw === null || raw === '') return 800
  if (!/^\d{1,5}$/.test(raw)) return null
  const w = Number(raw)
  return SERVED_WIDTHS.find((s) => s >= w) ?? SERVED_WIDTHS[SERVED_WIDTHS.length - 1]!
}

/** The served quality nearest to the one asked for (the lower on a tie); null when it is not a number. */
export function snapQuality(raw: string | null): number | null {
  if (raw === null || raw === '') return DEFAULT_QUALITY
  if (!/^\d{1,3}$/.test(raw)) return null
  const q = Number(raw)
  let best: number = SERVED_QUALITIES[0]
  for (const s of SERVED_QUALITIES) if (Math.abs(s - q) < Math.abs(best - q)) best = s
  return best
}

const inflight = new Map<string, Promise<Buffer>>()

/**
 * Serve a stored image resized to a width and quality, cached on disk.
 * Paths are whitelisted per segment, so nothing outside the images folder is readable.
 */
export async function serveImage(
  req: ImageRequest,
  dirs: { imagesDir: string; cacheDir: string; cacheMaxBytes?: number },
): Promise<ImageResult> {
  const segments = req.path.split('/')
  if (segments.length < 2 || !segments.every((s) => SEGMENT.test(s) && s !== '..') || !ORIGINAL_EXT.test(req.path)) {
    return { status: 404, message: 'Not found' }
  }
  if (segments[0] !== 'demo' && segments[0] !== req.tenant) return { status: 404, message: 'Not found' }
  const width = snapWidth(req.width)
  const quality = snapQuality(req.quality)
  if (width === null || quality === null) return { status: 400, message: 'w and q must be whole numbers' }
  const format = req.accept?.includes('image/webp') ? 'webp' : 'jpeg'
  const original = path.join(dirs.imagesDir, ...segments)
  let mtime: number
  try {
    mtime = (await stat(original)).mtimeMs
  } catch {
    return { status: 404, message: 'Not found' }
  }
  const etag = `"${Math.round(mtime).toString(36)}-${width}-${quality}-${format}"`
  if (req.ifNoneMatch === etag) return { status: 304, etag }
  const cached = path.join(dirs.cacheDir, `${width}-q${quality}`, ...segments) + `.${format}`
  const key = cached
  let pending = inflight.get(key)
  if (!pending) {
    const cache = imageDiskCache(dirs.cacheDir, dirs.cacheMaxBytes ?? imageCacheMaxBytes())
    pending = render(cache, original, cached, width, quality, format, mtime).finally(() => inflight.delete(key))
    inflight.set(key, pending)
  }
  const body = await pending
  return { status: 200, body, contentType: `image/${format}`, etag }
}

async function render(
  cache: ImageDiskCache,
  original: string,
  cached: string,
  width: number,
  quality: number,
  format: 'webp' | 'jpeg',
  originalMtime: number,
): Promise<Buffer> {
  const hit = await cache.read(cached, originalMtime)
  if (hit) return hit
  const pipeline = sharp(original).resize({ width, withoutEnlargement: true })
  const body =
    format === 'webp'
      ? await pipeline.webp({ quality }).toBuffer()
      : await pipeline.jpeg({ quality, mozjpeg: true }).toBuffer()
  await cache.write(cached, body)
  return body
}
