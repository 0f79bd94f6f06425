import { hotspotsAtFrame } from '@dealer/domain'
import { describe, expect, it } from 'vitest'
import { loadTenants } from '@dealer/tenant'
import path from 'node:path'
import { generateDemoData } from '../generate'
import { demoImageFiles } from './render'
import {
  SPIN_FRAME_COUNT,
  SPIN_SETS,
  frameAzimuth,
  renderAzimuth,
  spinEntryCount,
  spinFrameFile,
  spinHotspots,
} from './spin'

describe('spin sets', () => {
  it('turns the vehicle a full circle, drawing the far side as a mirror', () => {
    const az = Array.from({ length: SPIN_FRAME_COUNT }, (_, i) => frameAzimuth(i))
    expect(new Set(az).size).toBe(SPIN_FRAME_COUNT)
    expect(az.every((a) => a >= 0 && a < 360)).toBe(true)
    expect(renderAzimuth(90)).toEqual({ az: 90, mirrored: false })
    expect(renderAzimuth(306)).toEqual({ az: 54, mirrored: true })
    const files = new Set(demoImageFiles())
    for (const [shape, paint] of SPIN_SETS)
      for (let i = 0; i < SPIN_FRAME_COUNT; i++) expect(files.has(spinFrameFile(shape, paint, i))).toBe(true)
  })

  it('places each hotspot only on frames that show it, found again by the spec angle formula', () => {
    const hotspots = spinHotspots('suv')
    const wheels = hotspots.find((h) => h.id === 'wheels')!
    // The near-side wheel is seen from about half the circle, not from the far side.
    expect(wheels.exterior.length).toBeGreaterThan(3)
    expect(wheels.exterior.length).toBeLessThan(SPIN_FRAME_COUNT)
    const positions = hotspots.flatMap((h) => h.exterior)
    const n = spinEntryCount()
    for (let i = 0; i < n; i++) {
      const at = hotspotsAtFrame(positions, i, n)
      for (const p of at) {
        expect(p.posX).toBeGreaterThan(0)
        expect(p.posX).toBeLessThan(100)
      }
      // No hotspot shows twice on one frame.
      expect(new Set(at.map((p) => p.hotspotId)).size).toBe(at.length)
    }
    expect(
      hotspotsAtFrame(positions, 0, n)
        .map((p) => p.hotspotId)
        .sort(),
    ).toEqual(['lights', 'wheels'])
    // The repeated last entry is the first view, with the first view's hotspots.
    expect(hotspotsAtFrame(positions, n - 1, n)).toEqual(hotspotsAtFrame(positions, 0, n))
    expect(hotspots.filter((h) => h.interior.length > 0).map((h) => h.id)).toEqual(['mirror', 'vents'])
  })

  it('gives about one demo car in ten of the drawn body and paint a spin', () => {
    const tenants = loadTenants(path.resolve(import.meta.dirname, '../../../../tenants'))
    const cars = tenants.flatMap((t) => generateDemoData(t, { now: new Date('2026-11-20T02:00:00Z') }).cars)
    const spins = cars.filter((c) => c.spin_images.length > 0)
    expect(spins.length).toBeGreaterThan(cars.length / 40)
    expect(spins.length).toBeLessThan(cars.length / 10)
    const files = new Set(demoImageFiles())
    for (const c of spins) {
      expect(c.spin_images).toHaveLength(SPIN_FRAME_COUNT + 1)
      expect(c.spin_images.at(-1)).toBe(c.spin_images[0])
      for (const url of [...c.spin_images, c.spin_interior_image!])
        expect(files.has(url.replace('/images/demo/', ''))).toBe(true)
      expect(c.hotspots.length).toBeGreaterThan(0)
    }
    expect(
      cars
        .filter((c) => c.spin_images.length === 0)
        .every((c) => c.hotspots.length === 0 && c.spin_interior_image === null),
    ).toBe(true)
  })
})
