import { mkdtemp, mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ImageDiskCache, imageCacheMaxBytes } from './image-cache'

const kb = (n: number) => Buffer.alloc(n * 1024, 7)
const files = async (dir: string) => (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.webp')).sort()

describe('the resized-image cache on disk (docs/spec-coverage.md, Hardening)', () => {
  it('stays under its cap, evicting the file used longest ago', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'image-cache-'))
    const cache = new ImageDiskCache(dir, 30 * 1024)
    const at = (name: string) => path.join(dir, '640-q75', 'demo', name)
    await cache.write(at('a.webp'), kb(10))
    await cache.write(at('b.webp'), kb(10))
    await cache.write(at('c.webp'), kb(10))
    // a is used again, so b is now the one used longest ago.
    expect(await cache.read(at('a.webp'), 0)).not.toBeNull()
    await cache.write(at('d.webp'), kb(10))
    expect(await files(dir)).toEqual(['640-q75/demo/a.webp', '640-q75/demo/c.webp', '640-q75/demo/d.webp'])
    expect(cache.bytes).toBeLessThanOrEqual(30 * 1024)
    expect(await cache.read(at('b.webp'), 0)).toBeNull()
  })

  it('at start, counts what is already on disk and evicts the oldest first', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'image-cache-'))
    await mkdir(path.join(dir, 'x'), { recursive: true })
    for (const [i, name] of ['old', 'mid', 'new'].entries()) {
      const file = path.join(dir, 'x', `${name}.webp`)
      await writeFile(file, kb(10))
      const t = new Date(Date.UTC(2026, 0, 1 + i))
      await utimes(file, t, t)
    }
    const cache = new ImageDiskCache(dir, 20 * 1024)
    await cache.write(path.join(dir, 'x', 'fresh.webp'), kb(5))
    expect(await files(dir)).toEqual(['x/fresh.webp', 'x/new.webp'])
    expect((await stat(path.join(dir, 'x', 'new.webp'))).size).toBe(10 * 1024)
  })

  it('reads its cap from IMAGE_CACHE_MAX_MB, 1 GiB by default', () => {
    expect(imageCacheMaxBytes({})).toBe(1024 * 1024 * 1024)
    expect(imageCacheMaxBytes({ IMAGE_CACHE_MAX_MB: '50' })).toBe(50 * 1024 * 1024)
    expect(imageCacheMaxBytes({ IMAGE_CACHE_MAX_MB: 'lots' })).toBe(1024 * 1024 * 1024)
  })
})
