import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { CARAVAN_SHAPES, SHAPES, drawnPaint, paintsFor, photoFiles } from './palette'
import { demoImageFiles, renderDemoImages } from './render'

const dir = mkdtempSync(path.join(tmpdir(), 'demo-images-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('renderDemoImages', () => {
  it('draws every body shape as a valid 1200×800 JPEG and skips files that exist', async () => {
    const written = await renderDemoImages(dir, {
      paints: ['white', 'red', 'grey'],
      views: ['front34'],
      interiors: false,
    })
    const files = readdirSync(path.join(dir, 'demo')).sort()
    expect(written).toBe(files.length)
    for (const shape of SHAPES) expect(files).toContain(`${shape}-white-front34.jpg`)
    // the mirrored three-quarter is written beside it
    expect(files).toContain('suv-red-front34-l.jpg')
    for (const f of files) {
      const meta = await sharp(path.join(dir, 'demo', f)).metadata()
      expect(meta.format).toBe('jpeg')
      expect(meta.width).toBe(1200)
      expect(meta.height).toBe(800)
    }
    // a photo is not a blank card: the vehicle adds plenty of tonal range
    const stats = await sharp(path.join(dir, 'demo', 'ute-red-front34.jpg')).stats()
    expect(stats.channels[0]!.max - stats.channels[0]!.min).toBeGreaterThan(150)
    expect(
      await renderDemoImages(dir, { paints: ['white', 'red', 'grey'], views: ['front34'], interiors: false }),
    ).toBe(0)
  }, 120_000)

  it('draws the interiors and close-ups', async () => {
    const written = await renderDemoImages(dir, { shapes: ['suv', 'caravan'], paints: [], views: [] })
    expect(written).toBe(18)
    const meta = await sharp(path.join(dir, 'demo', 'interior-caravan-tan-closeup.jpg')).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 800])
  }, 60_000)
})

describe('photo sets', () => {
  it('lists a finite shared set of a few hundred files', () => {
    const files = demoImageFiles()
    expect(new Set(files).size).toBe(files.length)
    expect(files.length).toBeGreaterThan(300)
    expect(files.length).toBeLessThan(800)
  })

  it('gives 4 to 12 distinct photos in gallery order, falling back to a drawn paint', () => {
    const set = new Set(demoImageFiles())
    for (const shape of SHAPES) {
      for (const n of [4, 8, 12]) {
        const files = photoFiles(shape, 'orange', 'tan', n)
        expect(files).toHaveLength(n)
        expect(new Set(files).size).toBe(n)
        for (const f of files) expect(set.has(f)).toBe(true)
      }
      expect(photoFiles(shape, 'white', 'black', 4)[0]).toBe(`${shape}-white-front34.jpg`)
    }
    expect(drawnPaint('van', 'orange')).toBe('red')
    expect(paintsFor('caravan')).not.toContain('orange')
    expect(CARAVAN_SHAPES).toContain('pop-top')
  })
})
