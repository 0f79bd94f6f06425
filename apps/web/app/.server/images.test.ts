import { mkdtemp, mkdir, readdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { serveImage, snapQuality, snapWidth } from './images'

let dirs: { imagesDir: string; cacheDir: string }

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'images-'))
  dirs = { imagesDir: path.join(root, 'images'), cacheDir: path.join(root, 'cache') }
  await mkdir(path.join(dirs.imagesDir, 'demo'), { recursive: true })
  await mkdir(path.join(dirs.imagesDir, 'alpha'), { recursive: true })
  const png = sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c03' } }).png()
  await png.toFile(path.join(dirs.imagesDir, 'demo', 'red.png'))
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#03c' } })
    .jpeg()
    .toFile(path.join(dirs.imagesDir, 'alpha', 'blue.jpg'))
})

const req = (p: string, extra: Partial<Parameters<typeof serveImage>[0]> = {}) => ({
  path: p,
  width: '500',
  quality: '75',
  accept: 'image/webp,*/*',
  ifNoneMatch: null,
  tenant: 'alpha',
  ...extra,
})

describe('image route', () => {
  it('resizes to the next served width and caches on disk', async () => {
    const res = await serveImage(req('demo/red.png'), dirs)
    expect(res.status).toBe(200)
    if (res.status !== 200) return
    expect(res.contentType).toBe('image/webp')
    const meta = await sharp(res.body).metadata()
    expect(meta.width).toBe(640)
    expect(meta.height).toBe(427)
    expect(await readdir(path.join(dirs.cacheDir, '640-q75', 'demo'))).toEqual(['red.png.webp'])
  })
  it('answers 304 to a matching etag and jpeg without webp support', async () => {
    const first = await serveImage(req('alpha/blue.jpg', { accept: 'image/*' }), dirs)
    expect(first.status).toBe(200)
    if (first.status !== 200) return
    expect(first.contentType).toBe('image/jpeg')
    const again = await serveImage(req('alpha/blue.jpg', { accept: 'image/*', ifNoneMatch: first.etag }), dirs)
    expect(again.status).toBe(304)
  })
  it('never serves another tenant folder or a path outside the images folder', async () => {
    expect((await serveImage(req('alpha/blue.jpg', { tenant: 'beta' }), dirs)).status).toBe(404)
    expect((await serveImage(req('demo/../alpha/blue.jpg'), dirs)).status).toBe(404)
    expect((await serveImage(req('demo/%2e%2e/x.jpg'), dirs)).status).toBe(404)
    expect((await serveImage(req('demo/missing.jpg'), dirs)).status).toBe(404)
    expect((await serveImage(req('demo/red.png', { width: 'abc' }), dirs)).status).toBe(400)
  })
  it('snaps widths up to a served one and qualities to the nearest of 75 and 80 (docs/spec-coverage.md, Hardening)', () => {
    expect(snapWidth('1')).toBe(160)
    expect(snapWidth('1200')).toBe(1280)
    expect(snapWidth('99999')).toBe(1600)
    expect(snapWidth('-5')).toBeNull()
    expect(snapQuality('200')).toBe(80)
    expect(snapQuality('1')).toBe(75)
    expect(snapQuality('77')).toBe(75)
    expect(snapQuality('78')).toBe(80)
    expect(snapQuality('80')).toBe(80)
    expect(snapQuality(null)).toBe(75)
    expect(snapQuality('8x')).toBeNull()
  })

  it('renders each width, quality and format once: 61 qualities of one width make at most 2 files per format', async () => {
    const own = { ...dirs, cacheDir: path.join(dirs.cacheDir, '..', 'cache-qualities') }
    for (let q = 30; q <= 90; q++) {
      const res = await serveImage(req('demo/red.png', { width: '300', quality: String(q) }), own)
      expect(res.status).toBe(200)
    }
    expect((await readdir(own.cacheDir)).sort()).toEqual(['320-q75', '320-q80'])
  })
})
