import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Default cap of the resized-image cache on disk: 1 GiB (IMAGE_CACHE_MAX_MB sets another). */
export const DEFAULT_IMAGE_CACHE_MAX_MB = 1024

/** The cache cap in bytes from IMAGE_CACHE_MAX_MB (a positive number of MiB), else the default. */
export function imageCacheMaxBytes(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const mb = Number(env.IMAGE_CACHE_MAX_MB)
  return Math.round((Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_IMAGE_CACHE_MAX_MB) * 1024 * 1024)
}

/**
 * Rendered images on disk, capped in bytes: when a write takes the folder past the cap, the files
 * used longest ago are deleted until it fits (docs/spec-coverage.md, Hardening). The order is kept
 * in memory (a Map keeps insertion order; a use moves a file to the end) and rebuilt at start from
 * the files' access and change times. Each process keeps its own order over the shared folder, so
 * with several processes the folder stays within a cap per process.
 */
export class ImageDiskCache {
  /** File → bytes, least recently used first. */
  private readonly entries = new Map<string, number>()
  private total = 0
  private loading: Promise<void> | null = null

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** Bytes the cache holds, as this process knows it. */
  get bytes(): number {
    return this.total
  }

  /** The cached file's bytes when it is at least as new as `notBefore` (ms), else null. */
  async read(file: string, notBefore: number): Promise<Buffer | null> {
    await this.load()
    try {
      const s = await stat(file)
      if (s.mtimeMs < notBefore) return null
      const body = await readFile(file)
      this.touch(file, s.size)
      return body
    } catch {
      this.forget(file)
      return null
    }
  }

  /** Stores a rendered file (written then renamed: a reader never sees half a file), then evicts. */
  async write(file: string, body: Buffer): Promise<void> {
    await this.load()
    await mkdir(path.dirname(file), { recursive: true })
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`
    await writeFile(tmp, body)
    await rename(tmp, file)
    this.touch(file, body.length)
    await this.evict(file)
  }

  private touch(file: string, size: number) {
    this.forget(file)
    this.entries.set(file, size)
    this.total += size
  }

  private forget(file: string) {
    const size = this.entries.get(file)
    if (size === undefined) return
    this.entries.delete(file)
    this.total -= size
  }

  private async evict(keep: string) {
    for (const [file, size] of this.entries) {
      if (this.total <= this.maxBytes) break
      if (file === keep) continue
      this.entries.delete(file)
      this.total -= size
      await unlink(file).catch(() => undefined)
    }
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      const found: { file: string; size: number; used: number }[] = []
      const walk = async (dir: string) => {
        let names: import('node:fs').Dirent[]
        try {
          names = await readdir(dir, { withFileTypes: true })
        } catch {
          return
        }
        for (const d of names) {
          const full = path.join(dir, d.name)
          if (d.isDirectory()) await walk(full)
          else if (d.isFile() && !d.name.endsWith('.tmp')) {
            const s = await stat(full).catch(() => null)
            if (s) found.push({ file: full, size: s.size, used: Math.max(s.atimeMs, s.mtimeMs) })
          }
        }
      }
      await walk(this.dir)
      found.sort((a, b) => a.used - b.used)
      for (const f of found) if (!this.entries.has(f.file)) this.touch(f.file, f.size)
      await this.evict('')
    })()
    return this.loading
  }
}

const caches = new Map<string, ImageDiskCache>()

/** The process's cache over `dir` (one per folder and cap). */
export function imageDiskCache(dir: string, maxBytes: number): ImageDiskCache {
  const key = `${dir}\0${maxBytes}`
  let cache = caches.get(key)
  if (!cache) caches.set(key, (cache = new ImageDiskCache(dir, maxBytes)))
  return cache
}
